/**
 * Creating, changing and deleting products. Stock set through the product form moves through
 * `adjustStock`, so every change is in the movement history; a product that has been ordered is
 * deactivated instead of deleted (its order lines keep pointing at it).
 */
import { eq } from "drizzle-orm";
import type { ProductInput, ProductPatch } from "@domain/product-fields";
import type { AdminProduct, DeactivatedAnswer } from "@domain/admin/types";
import { slugify } from "@domain/slug";
import { CATALOG_CHANNEL } from "../../cache";
import { notify, type Db } from "../../db/client";
import { products } from "../../db/schema";
import { notFound } from "../../http/errors";
import { adjustStock } from "../stock/stock.repo";
import { recordAudit } from "./audit";
import type { AdminActor } from "./auth/guard";
import { uniquely } from "./http";
import { productColumns } from "../catalog/product-fields";
import { alignGramOptions, findAdminProduct, toAdminProduct } from "./products.repo";
import { freeSlug } from "./slugs";

const SKU_TAKEN = "Another product already uses this SKU";

export async function createProduct(db: Db, actor: AdminActor, input: ProductInput): Promise<AdminProduct> {
  return uniquely(
    () =>
      db.transaction(async (tx) => {
        const slug = await freeSlug(tx, products, {
          wanted: input.slug,
          derived: slugify(input.name),
          what: "product",
        });
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
        await notify(tx, CATALOG_CHANNEL);
        const created = toAdminProduct((await findAdminProduct(tx, row!.id))!.product, 0);
        await recordAudit(tx, actor, { action: "create", entityType: "product", entityId: row!.id, after: created });
        return created;
      }),
    SKU_TAKEN,
    "sku",
  );
}

export async function updateProduct(db: Db, actor: AdminActor, id: number, patch: ProductPatch): Promise<AdminProduct> {
  return uniquely(
    () =>
      db.transaction(async (tx) => {
        const current = await findAdminProduct(tx, id, true);
        if (!current) throw notFound("Product not found");
        const before = toAdminProduct(current.product, current.orders);
        const columns = productColumns(patch);
        if (patch.slug !== undefined || patch.name !== undefined) {
          // The slug is the product's address: it changes only when the admin types a new one.
          if (patch.slug)
            columns.slug = await freeSlug(tx, products, {
              wanted: patch.slug,
              derived: patch.slug,
              ownId: id,
              what: "product",
            });
        }
        const price = columns.pricePaise ?? current.product.pricePaise;
        columns.gramOptions = alignGramOptions(columns.gramOptions ?? current.product.gramOptions, price);
        await tx
          .update(products)
          .set({ ...columns, updatedAt: new Date() })
          .where(eq(products.id, id));
        if (patch.stockQuantity !== undefined && patch.stockQuantity !== current.product.stockQuantity) {
          await adjustStock(tx, id, patch.stockQuantity - current.product.stockQuantity, {
            reason: "correction",
            actor: actor.username,
            note: "Set in the product form",
          });
        }
        await notify(tx, CATALOG_CHANNEL);
        const after = toAdminProduct((await findAdminProduct(tx, id))!.product, current.orders);
        await recordAudit(tx, actor, { action: "update", entityType: "product", entityId: id, before, after });
        return after;
      }),
    SKU_TAKEN,
    "sku",
  );
}

export async function deleteProduct(db: Db, actor: AdminActor, id: number): Promise<DeactivatedAnswer | null> {
  return db.transaction(async (tx) => {
    const current = await findAdminProduct(tx, id, true);
    if (!current) throw notFound("Product not found");
    const before = toAdminProduct(current.product, current.orders);
    if (current.orders > 0) {
      await tx.update(products).set({ isActive: false, updatedAt: new Date() }).where(eq(products.id, id));
      await notify(tx, CATALOG_CHANNEL);
      const product = toAdminProduct((await findAdminProduct(tx, id))!.product, current.orders);
      await recordAudit(tx, actor, {
        action: "deactivate",
        entityType: "product",
        entityId: id,
        before,
        after: product,
      });
      const message = `${product.name} has orders, so it was deactivated instead of deleted. It no longer shows in the shop.`;
      return { deactivated: true as const, message, product };
    }
    await tx.delete(products).where(eq(products.id, id));
    await notify(tx, CATALOG_CHANNEL);
    await recordAudit(tx, actor, { action: "delete", entityType: "product", entityId: id, before });
    return null;
  });
}
