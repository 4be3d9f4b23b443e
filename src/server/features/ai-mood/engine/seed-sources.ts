/**
 * The engine's sources built from the seed data, for the evaluation and the unit tests: the same
 * catalogue, moods and cafés a fresh shop starts with, without a database.
 */
import { cafeSeeds } from "../../../db/seed/data/cafes";
import { moodSeeds } from "../../../db/seed/data/moods";
import { productSeeds } from "../../../db/seed/data/products";
import type { BlendSource } from "./blend";
import type { CafeSource } from "./cafe";
import type { Sources } from "./engine";

export function seedSources(): Sources & { products: BlendSource[]; cafes: CafeSource[] } {
  return {
    moods: moodSeeds.map((mood) => ({
      code: mood.code,
      name: mood.name,
      description: mood.description,
      characteristics: mood.characteristics ?? [],
    })),
    products: productSeeds
      .filter((product) => product.isActive !== false)
      .map((product) => ({
        name: product.name,
        slug: product.slug,
        origin: product.origin ?? null,
        region: product.region ?? null,
        roastLevel: product.roastLevel ?? null,
        tastingNotes: product.tastingNotes ?? [],
        images: product.images ?? [],
        description: product.description ?? "",
        moodPairing: product.moodPairing ?? null,
        brewRecipe: product.brewRecipe ?? null,
        recommendedMethods: product.recommendedMethods ?? [],
      })),
    cafes: cafeSeeds
      .filter((cafe) => cafe.status === "approved" && cafe.latitude != null && cafe.longitude != null)
      .map((cafe) => ({
        name: cafe.name,
        address: cafe.address,
        city: cafe.city,
        state: cafe.state ?? null,
        latitude: cafe.latitude!,
        longitude: cafe.longitude!,
        features: cafe.features ?? [],
        rating: cafe.rating ?? null,
        weeklyPick: cafe.weeklyPick ?? false,
      })),
  };
}
