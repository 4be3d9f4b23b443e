/** The mood's coffees as products, with their stock, in the mood engine's order (decision 136). */
import { and, asc, eq } from "drizzle-orm";
import { pickBags, type Pick } from "@domain/subscription-picks";
import type { Executor } from "../../db/client";
import { coffees, moodCoffees, moods, products } from "../../db/schema";

export async function pickForMood(
  db: Executor,
  moodCode: string,
  bags: number,
  lastProductIds: readonly number[],
): Promise<Pick[] | null> {
  const rows = await db
    .select({
      productId: products.id,
      name: products.name,
      slug: products.slug,
      stock: products.stockQuantity,
      tracked: products.trackInventory,
    })
    .from(moodCoffees)
    .innerJoin(moods, eq(moods.id, moodCoffees.moodId))
    .innerJoin(coffees, eq(coffees.id, moodCoffees.coffeeId))
    .innerJoin(products, eq(products.id, coffees.productId))
    .where(and(eq(moods.code, moodCode), eq(products.isActive, true)))
    .orderBy(asc(moodCoffees.position), asc(coffees.id));
  return pickBags(
    rows.map((row) => ({ ...row, available: row.tracked ? row.stock : null })),
    bags,
    lastProductIds,
  );
}
