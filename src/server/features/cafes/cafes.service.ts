import type { PublicCafe } from "@domain/catalog";
import { distanceKm, type LatLng } from "@domain/geo";
import type { Cache } from "../../cache";
import type { Db } from "../../db/client";
import { listApprovedCafes } from "./cafes.repo";

export type CafesService = ReturnType<typeof createCafesService>;

function toPublicCafe(row: Awaited<ReturnType<typeof listApprovedCafes>>[number]): PublicCafe {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    address: row.address,
    city: row.city,
    state: row.state,
    pincode: row.pincode,
    latitude: row.latitude,
    longitude: row.longitude,
    rating: row.rating,
    imageUrl: row.imageUrl,
    phone: row.phone,
    website: row.website,
    features: row.features,
    weeklyPick: row.weeklyPick,
  };
}

export function createCafesService(db: Db, cache: Cache) {
  const approved = () => cache.get("cafes", async () => (await listApprovedCafes(db)).map(toPublicCafe));
  return {
    /** Approved cafés; with `near`, each gets its distance and the nearest come first. */
    async listCafes(options: { feature?: string; near?: LatLng } = {}): Promise<PublicCafe[]> {
      const feature = options.feature;
      const all = await approved();
      const list = feature ? all.filter((cafe) => cafe.features.includes(feature)) : all;
      const near = options.near;
      if (!near) return list;
      return list
        .map((cafe) => ({ ...cafe, distanceKm: Math.round(distanceKm(near, cafe) * 10) / 10 }))
        .sort((a, b) => a.distanceKm - b.distanceKm);
    },
    async weeklyPick(): Promise<PublicCafe | undefined> {
      return (await approved()).find((cafe) => cafe.weeklyPick);
    },
  };
}
