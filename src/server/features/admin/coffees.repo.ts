/** Origins ("coffees"): the green coffee behind a product, with the moods that recommend it. */
import { asc, eq } from "drizzle-orm";
import { paiseOf } from "@domain/admin/fields";
import type { CoffeePatch } from "@domain/admin/origins";
import type { AdminCoffee } from "@domain/admin/types";
import type { Executor } from "../../db/client";
import { coffees, moodCoffees, products } from "../../db/schema";
import { HttpError } from "../../http/errors";
import { defined } from "./http";

type CoffeeRow = typeof coffees.$inferSelect;

function toAdminCoffee(row: CoffeeRow, moodIds: number[]): AdminCoffee {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    detailedDescription: row.detailedDescription,
    region: row.region,
    district: row.district,
    estate: row.estate,
    altitude: row.altitudeM,
    elevation: row.elevation,
    processMethod: row.processMethod,
    processingMethod: row.processMethod,
    tastingNotes: row.tastingNotes,
    imageUrl: row.imageUrl,
    image: row.imageUrl,
    price: row.pricePaise === null ? null : row.pricePaise / 100,
    pricePaise: row.pricePaise,
    stock: row.stock,
    category: row.category,
    roastLevel: row.roastLevel,
    certification: row.certification,
    grade: row.grade,
    cultivars: row.cultivars,
    productId: row.productId,
    moodIds,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listCoffees(db: Executor, id?: number): Promise<AdminCoffee[]> {
  const [rows, links] = await Promise.all([
    id === undefined
      ? db.select().from(coffees).orderBy(asc(coffees.id))
      : db.select().from(coffees).where(eq(coffees.id, id)),
    db.select().from(moodCoffees),
  ]);
  return rows.map((row) =>
    toAdminCoffee(
      row,
      links.filter((l) => l.coffeeId === row.id).map((l) => l.moodId),
    ),
  );
}

export const findCoffee = async (db: Executor, id: number) => (await listCoffees(db, id))[0];

function coffeeColumns(input: CoffeePatch): Partial<typeof coffees.$inferInsert> {
  return defined({
    name: input.name,
    region: input.region,
    description: input.description,
    detailedDescription: input.detailedDescription,
    district: input.district,
    estate: input.estate,
    altitudeM: input.altitude,
    elevation: input.elevation,
    processMethod: input.processingMethod,
    tastingNotes: input.tastingNotes,
    imageUrl: input.imageUrl,
    pricePaise: input.price === undefined ? undefined : input.price === null ? null : paiseOf(input.price),
    stock: input.stock,
    category: input.category,
    roastLevel: input.roastLevel,
    certification: input.certification,
    grade: input.grade,
    cultivars: input.cultivars,
    productId: input.productId,
  });
}

async function checkProduct(db: Executor, productId: number | null | undefined) {
  if (!productId) return;
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  if (!row) throw new HttpError(400, "That product does not exist", { productId: "That product does not exist" });
}

export async function insertCoffee(tx: Executor, input: CoffeePatch & { name: string; region: string }) {
  await checkProduct(tx, input.productId);
  const [row] = await tx
    .insert(coffees)
    .values({ ...coffeeColumns(input), name: input.name, region: input.region })
    .returning({ id: coffees.id });
  return row!.id;
}

export async function updateCoffee(tx: Executor, id: number, patch: CoffeePatch) {
  await checkProduct(tx, patch.productId);
  await tx
    .update(coffees)
    .set({ ...coffeeColumns(patch), updatedAt: new Date() })
    .where(eq(coffees.id, id));
}

/** Its mood links go with it (cascade). */
export async function deleteCoffee(tx: Executor, id: number) {
  await tx.delete(coffees).where(eq(coffees.id, id));
}
