/** The admin's view of products: every product (inactive too), cost price, low-stock flag, order count. */
import { asc, eq, sql } from "drizzle-orm";
import { paiseOf } from "@domain/admin/fields";
import type { ProductPatch } from "@domain/admin/products";
import type { AdminProduct } from "@domain/admin/types";
import { toDecimalText } from "@domain/money";
import { parseWeight } from "@domain/pricing";
import type { Executor } from "../../db/client";
import { products, type GramOption } from "../../db/schema";
import { toPublicProduct } from "../catalog/catalog.serialize";
import { defined } from "./http";

type ProductRow = typeof products.$inferSelect;

// Spelled out: drizzle leaves columns unqualified in a one-table select, and "id" would mean order_items.id here.
const orderCount = sql<number>`(select count(*)::int from order_items oi where oi.product_id = "products"."id")`;

export function toAdminProduct(row: ProductRow, orders: number): AdminProduct {
  return {
    ...toPublicProduct(row),
    sku: row.sku,
    barcode: row.barcode,
    costPrice: row.costPaise === null ? null : toDecimalText(row.costPaise),
    costPaise: row.costPaise,
    lowStockThreshold: row.lowStockThreshold,
    trackInventory: row.trackInventory,
    maxPerCustomer: row.maxPerCustomer,
    lowStock: row.trackInventory && row.stockQuantity < row.lowStockThreshold,
    orderCount: orders,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listAdminProducts(db: Executor): Promise<AdminProduct[]> {
  const rows = await db.select({ product: products, orders: orderCount }).from(products).orderBy(asc(products.id));
  return rows.map((row) => toAdminProduct(row.product, row.orders));
}

export async function findAdminProduct(db: Executor, id: number, lock = false) {
  const query = db.select({ product: products, orders: orderCount }).from(products).where(eq(products.id, id));
  const [row] = lock ? await query.for("update", { of: products }) : await query;
  return row;
}

const paise = (text: string | null | undefined) =>
  text === undefined ? undefined : text === null ? null : paiseOf(text);

/** Columns an input sets (stock is moved separately, so that every change is recorded). */
export function productColumns(input: ProductPatch): Partial<typeof products.$inferInsert> {
  return defined({
    name: input.name,
    sku: input.sku,
    barcode: input.barcode,
    description: input.description,
    pricePaise: paise(input.price) ?? undefined,
    compareAtPaise: paise(input.compareAtPrice),
    costPaise: paise(input.costPrice),
    lowStockThreshold: input.lowStockThreshold,
    weightGrams: input.weight,
    category: input.category,
    tags: input.tags,
    images: input.images,
    origin: input.origin,
    region: input.region,
    rating: input.rating,
    certification: input.certification,
    grade: input.grade,
    district: input.district,
    estate: input.estate,
    elevation: input.elevation,
    altitudeM: input.altitude,
    cultivars: input.cultivars,
    processingMethod: input.processingMethod,
    roastLevel: input.roastLevel,
    tastingNotes: input.tastingNotes,
    bhumiNote: input.bhumiNote,
    poeticLine: input.poeticLine,
    essence: input.essence,
    farmerName: input.farmerName,
    farmerQuote: input.farmerQuote,
    moodPairing: input.moodPairing,
    brewRecipe: input.brewRecipe === undefined ? undefined : (input.brewRecipe as ProductRow["brewRecipe"]),
    recommendedMethods: input.recommendedMethods,
    gramOptions: input.gramOptions?.map((option) => ({ weight: option.weight, pricePaise: paiseOf(option.price) })),
    batchStory: input.batchStory,
    harvest: input.harvest,
    limitedTo: input.limitedTo,
    maxPerCustomer: input.maxPerCustomer,
    seoTitle: input.seoTitle,
    seoDescription: input.seoDescription,
    isActive: input.isActive,
    isFeatured: input.isFeatured,
    trackInventory: input.trackInventory,
  });
}

/** The catalogue price is the 250 g bag's: a 250 g option always carries it; options go by weight. */
export function alignGramOptions(options: GramOption[], pricePaise: number): GramOption[] {
  return options
    .map((option) => (parseWeight(option.weight) === 250 ? { ...option, pricePaise } : option))
    .sort((a, b) => (parseWeight(a.weight) ?? 0) - (parseWeight(b.weight) ?? 0));
}
