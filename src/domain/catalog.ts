/** Shapes the public API sends for the catalogue; the server builds them, pages read them. */
import type { PublicProductView } from "./product-fields";

export type PublicGramOption = { weight: string; price: string; pricePaise: number };

/** The shop's product JSON: the `public` fields of src/domain/product-fields.ts. */
export type PublicProduct = PublicProductView;

export type PublicMood = {
  id: number;
  slug: string;
  code: string;
  name: string;
  description: string;
  emoji: string;
  colorScheme: string;
  colorCode: string;
  imageUrl: string | null;
  characteristics: string[];
  ritual: string | null;
  coffeeIds: number[];
  matchCount: number;
  /** Tasting notes of the best matches, for the home tiles. */
  notes: string[];
};

/** A coffee matched to a mood, with the live figures of the product it is sold as. */
export type MoodCoffee = {
  id: number;
  name: string;
  description: string;
  region: string;
  altitude: number | null;
  processMethod: string | null;
  tastingNotes: string[];
  imageUrl: string | null;
  product: {
    id: number;
    slug: string;
    name: string;
    price: string;
    pricePaise: number;
    rating: number | null;
    reviewCount: number;
    stockQuantity: number;
    inStock: boolean;
    image: string | null;
  } | null;
};

export type PublicCafe = {
  id: number;
  name: string;
  description: string;
  address: string;
  city: string;
  state: string | null;
  pincode: string | null;
  latitude: number;
  longitude: number;
  rating: number | null;
  imageUrl: string | null;
  phone: string | null;
  website: string | null;
  features: string[];
  weeklyPick: boolean;
  /** Present when the list was asked for with lat/lng. */
  distanceKm?: number;
};

export type PublicBlogPost = {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  description: string | null;
  content: string;
  category: string;
  tags: string[];
  author: string;
  featuredImage: string | null;
  publishedAt: string | null;
  updatedAt: string;
  readTime: number;
  viewCount: number;
  isFeatured: boolean;
  metaTitle: string | null;
  metaDescription: string | null;
};

/** What a product card needs: the list pages send this, not the whole product. */
export type ProductSummary = Pick<
  PublicProduct,
  | "id"
  | "slug"
  | "name"
  | "description"
  | "origin"
  | "region"
  | "price"
  | "pricePaise"
  | "compareAtPaise"
  | "gramOptions"
  | "brewingMethods"
  | "tastingNotes"
  | "images"
  | "rating"
  | "reviewCount"
  | "stockQuantity"
  | "inStock"
  | "category"
  | "roastLevel"
  | "processingMethod"
  | "isFeatured"
  | "isActive"
>;

export function toSummary(product: PublicProduct): ProductSummary {
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    description: product.description,
    origin: product.origin,
    region: product.region,
    price: product.price,
    pricePaise: product.pricePaise,
    compareAtPaise: product.compareAtPaise,
    gramOptions: product.gramOptions,
    brewingMethods: product.brewingMethods,
    tastingNotes: product.tastingNotes,
    images: product.images,
    rating: product.rating,
    reviewCount: product.reviewCount,
    stockQuantity: product.stockQuantity,
    inStock: product.inStock,
    category: product.category,
    roastLevel: product.roastLevel,
    processingMethod: product.processingMethod,
    isFeatured: product.isFeatured,
    isActive: product.isActive,
  };
}

/** Featured on home: active and in stock, the first four. */
export const FEATURED_COUNT = 4;
export function featuredProducts<T extends Pick<PublicProduct, "isActive" | "stockQuantity">>(
  products: readonly T[],
): T[] {
  return products.filter((p) => p.isActive && p.stockQuantity > 0).slice(0, FEATURED_COUNT);
}
