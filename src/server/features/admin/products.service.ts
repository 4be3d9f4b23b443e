/**
 * Creating, changing and deleting products, through the one audited write (audited-write.ts). Stock
 * set through the product form moves through `adjustStock`, so every change is in the movement
 * history; a product that has been ordered is deactivated instead of deleted (its order lines keep
 * pointing at it).
 */
import { eq } from "drizzle-orm";
import type { AdminProduct, DeactivatedAnswer } from "@domain/admin/types";
import type { ProductInput, ProductPatch } from "@domain/product-fields";
import { slugify } from "@domain/slug";
import { CATALOG_CHANNEL } from "../../cache";
import type { Db, Executor } from "../../db/client";
import { moods, products } from "../../db/schema";
import { HttpError } from "../../http/errors";
import { productColumns } from "../catalog/product-fields";
import { adjustStock } from "../stock/stock.repo";
import { auditedWrite, savedRecord } from "./audited-write";
import type { AdminActor } from "./auth/guard";
import { alignGramOptions, findAdminProduct } from "./products.repo";
import { freeSlug } from "./slugs";

const PRODUCT = {
  entity: "product",
  load: findAdminProduct,
  missing: "Product not found",
  channel: CATALOG_CHANNEL,
  unique: { message: "Another product already uses this SKU", field: "sku" },
};

/**
 * A mood pairing names one of the shop's moods (the product page links to it, the mood engine pairs by it).
 * A name the product already had is kept even if that mood has since been renamed (issue 16).
 */
async function checkMoodPairing(tx: Executor, wanted: string | null | undefined, had?: string | null) {
  if (!wanted || wanted === had) return;
  const [found] = await tx.select({ id: moods.id }).from(moods).where(eq(moods.name, wanted)).limit(1);
  if (!found) {
    const message = `Mood pairing must be one of the shop's moods, not "${wanted.slice(0, 60)}"`;
    throw new HttpError(400, message, { moodPairing: message });
  }
}

async function insertProduct(tx: Executor, actor: AdminActor, input: ProductInput): Promise<number> {
  await checkMoodPairing(tx, input.moodPairing);
  const slug = await freeSlug(tx, products, { wanted: input.slug, derived: slugify(input.name), what: "product" });
  const columns = productColumns(input);
  const [row] = await tx
    .insert(products)
    .values({
      ...columns,
      name: input.name,
      pricePaise: columns.pricePaise!,
      slug,
      gramOptions: alignGramOptions(columns.gramOptions ?? [], columns.pricePaise!),
      stockQuantity: 0,
    })
    .returning({ id: products.id });
  if (input.stockQuantity > 0)
    await adjustStock(tx, row!.id, input.stockQuantity, {
      reason: "restock",
      actor: actor.username,
      note: "Opening stock",
    });
  return row!.id;
}

async function updateProductRow(tx: Executor, actor: AdminActor, before: AdminProduct, patch: ProductPatch) {
  const columns = productColumns(patch);
  await checkMoodPairing(tx, columns.moodPairing, before.moodPairing);
  // The slug is the product's address: it changes only when the admin types a new one.
  if (patch.slug)
    columns.slug = await freeSlug(tx, products, {
      wanted: patch.slug,
      derived: patch.slug,
      ownId: before.id,
      what: "product",
    });
  const price = columns.pricePaise ?? before.pricePaise;
  const options = before.gramOptions.map(({ weight, pricePaise }) => ({ weight, pricePaise }));
  columns.gramOptions = alignGramOptions(columns.gramOptions ?? options, price);
  await tx
    .update(products)
    .set({ ...columns, updatedAt: new Date() })
    .where(eq(products.id, before.id));
  if (patch.stockQuantity !== undefined && patch.stockQuantity !== before.stockQuantity) {
    await adjustStock(tx, before.id, patch.stockQuantity - before.stockQuantity, {
      reason: "correction",
      actor: actor.username,
      note: "Set in the product form",
    });
  }
}

export function createProduct(db: Db, actor: AdminActor, input: ProductInput): Promise<AdminProduct> {
  return savedRecord(db, actor, { ...PRODUCT, action: "create", write: (tx) => insertProduct(tx, actor, input) });
}

export function updateProduct(db: Db, actor: AdminActor, id: number, patch: ProductPatch): Promise<AdminProduct> {
  const write = (tx: Executor, before?: AdminProduct) => updateProductRow(tx, actor, before!, patch);
  return savedRecord(db, actor, { ...PRODUCT, id, action: "update", write });
}

/** Deletes a product, or deactivates it when it has orders (answering what was done, in the owner's words). */
export async function deleteProduct(db: Db, actor: AdminActor, id: number): Promise<DeactivatedAnswer | null> {
  const product = await auditedWrite(db, actor, {
    ...PRODUCT,
    unique: undefined,
    id,
    action: (before) => (before.orderCount > 0 ? "deactivate" : "delete"),
    write: async (tx, before) => {
      if (before!.orderCount > 0)
        await tx.update(products).set({ isActive: false, updatedAt: new Date() }).where(eq(products.id, id));
      else await tx.delete(products).where(eq(products.id, id));
    },
  });
  if (!product) return null;
  const message = `${product.name} has orders, so it was deactivated instead of deleted. It no longer shows in the shop.`;
  return { deactivated: true as const, message, product };
}
