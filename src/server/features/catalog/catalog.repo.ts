import { and, asc, desc, eq, getTableColumns, ne, sql } from "drizzle-orm";
import { isNumericId } from "@domain/slug";
import type { Executor } from "../../db/client";
import { products, roastBatches } from "../../db/schema";

/** The product's columns and the roast day of the bag a shopper would get next (decision 152). */
const WITH_NEXT_ROAST = {
  ...getTableColumns(products),
  nextRoastOn: sql<string | null>`(
    select to_char(b.roasted_on, 'YYYY-MM-DD') from ${roastBatches} b
    where b.product_id = "products"."id" and b.state = 'selling' and b.remaining > 0
    order by b.roasted_on, b.id limit 1)`,
};

export function listActiveProducts(db: Executor) {
  return db.select(WITH_NEXT_ROAST).from(products).where(eq(products.isActive, true)).orderBy(asc(products.id));
}

/** An active product by numeric id or slug. */
export async function findActiveProduct(db: Executor, idOrSlug: string) {
  const match = isNumericId(idOrSlug) ? eq(products.id, Number(idOrSlug)) : eq(products.slug, idOrSlug);
  const [row] = await db
    .select(WITH_NEXT_ROAST)
    .from(products)
    .where(and(match, eq(products.isActive, true)))
    .limit(1);
  return row;
}

/** A limited release's batch (decision 152): the product's newest roast still on sale or sold out. */
export async function findReleaseBatch(db: Executor, productId: number) {
  const [row] = await db
    .select({
      code: roastBatches.code,
      roastedOn: roastBatches.roastedOn,
      bags: roastBatches.bags,
      remaining: roastBatches.remaining,
    })
    .from(roastBatches)
    .where(and(eq(roastBatches.productId, productId), ne(roastBatches.state, "retired")))
    .orderBy(desc(roastBatches.roastedOn), desc(roastBatches.id))
    .limit(1);
  return row ?? null;
}
