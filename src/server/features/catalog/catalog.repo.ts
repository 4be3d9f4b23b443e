import { and, asc, eq } from "drizzle-orm";
import { isNumericId } from "@domain/slug";
import type { Executor } from "../../db/client";
import { products } from "../../db/schema";

export function listActiveProducts(db: Executor) {
  return db.select().from(products).where(eq(products.isActive, true)).orderBy(asc(products.id));
}

/** An active product by numeric id or slug. */
export async function findActiveProduct(db: Executor, idOrSlug: string) {
  const match = isNumericId(idOrSlug) ? eq(products.id, Number(idOrSlug)) : eq(products.slug, idOrSlug);
  const [row] = await db
    .select()
    .from(products)
    .where(and(match, eq(products.isActive, true)))
    .limit(1);
  return row;
}
