import { brewingMethodsFor } from "@domain/brewing";
import type { PublicProduct } from "@domain/catalog";
import { toDecimalText } from "@domain/money";
import type { products } from "../../db/schema";

type ProductRow = typeof products.$inferSelect;

/** The public shape of a product. Never includes the cost price. */
export function toPublicProduct(row: ProductRow): PublicProduct {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    bhumiNote: row.bhumiNote,
    poeticLine: row.poeticLine,
    essence: row.essence,
    price: toDecimalText(row.pricePaise),
    pricePaise: row.pricePaise,
    compareAtPrice: row.compareAtPaise === null ? null : toDecimalText(row.compareAtPaise),
    compareAtPaise: row.compareAtPaise,
    category: row.category,
    tags: row.tags,
    origin: row.origin,
    region: row.region,
    district: row.district,
    estate: row.estate,
    elevation: row.elevation,
    altitudeM: row.altitudeM,
    cultivars: row.cultivars,
    processingMethod: row.processingMethod,
    roastLevel: row.roastLevel,
    certification: row.certification,
    grade: row.grade,
    moodPairing: row.moodPairing,
    farmerName: row.farmerName,
    farmerQuote: row.farmerQuote,
    batchStory: row.batchStory,
    harvest: row.harvest,
    rating: row.rating,
    reviewCount: row.reviewCount,
    tastingNotes: row.tastingNotes,
    images: row.images,
    brewRecipe: row.brewRecipe ?? null,
    brewingMethods: brewingMethodsFor(row.brewRecipe?.methods),
    recommendedMethods: row.recommendedMethods,
    gramOptions: row.gramOptions.map((option) => ({
      weight: option.weight,
      price: toDecimalText(option.pricePaise),
      pricePaise: option.pricePaise,
    })),
    weight: row.weightGrams,
    stockQuantity: row.stockQuantity,
    inStock: row.stockQuantity > 0,
    limitedTo: row.limitedTo,
    isActive: row.isActive,
    isFeatured: row.isFeatured,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    updatedAt: row.updatedAt.toISOString(),
  };
}
