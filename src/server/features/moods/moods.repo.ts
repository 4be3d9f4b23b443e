import { asc, eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { coffees, moodCoffees, moods, products } from "../../db/schema";

export function listMoods(db: Executor) {
  return db.select().from(moods).orderBy(asc(moods.sortOrder), asc(moods.id));
}

/** Every mood–coffee link with the coffee and the product it is sold as, best match first. */
export function listMoodMatches(db: Executor) {
  return db
    .select({ moodId: moodCoffees.moodId, coffee: coffees, product: products })
    .from(moodCoffees)
    .innerJoin(coffees, eq(coffees.id, moodCoffees.coffeeId))
    .leftJoin(products, eq(products.id, coffees.productId))
    .orderBy(asc(moodCoffees.moodId), asc(moodCoffees.position), asc(coffees.id));
}
