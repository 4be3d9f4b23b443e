/** Origins ("coffees"): the green coffee behind a product, matched to moods. Every write notifies the catalogue. */
import { asc, eq } from "drizzle-orm";
import type { Router } from "express";
import { paiseOf } from "@domain/admin/fields";
import { CoffeeInput, CoffeePatch } from "@domain/admin/origins";
import type { AdminCoffee } from "@domain/admin/types";
import { CATALOG_CHANNEL } from "../../cache";
import { notify, type Executor } from "../../db/client";
import { coffees, moodCoffees, products } from "../../db/schema";
import { HttpError, notFound, parseInput } from "../../http/errors";
import type { Services } from "../../services";
import { recordAudit } from "./audit";
import { actorOf } from "./auth/guard";
import { defined, idParam } from "./http";

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

async function loadCoffees(db: Executor, id?: number): Promise<AdminCoffee[]> {
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

export function registerCoffeeRoutes(router: Router, { db }: Services): void {
  router.get("/coffees", async (_req, res) => {
    res.json(await loadCoffees(db));
  });

  router.post("/coffees", async (req, res) => {
    const input = parseInput(CoffeeInput, req.body);
    const actor = actorOf(res);
    const created = await db.transaction(async (tx) => {
      await checkProduct(tx, input.productId);
      const columns = coffeeColumns(input);
      const [row] = await tx
        .insert(coffees)
        .values({ ...columns, name: input.name, region: input.region })
        .returning({ id: coffees.id });
      await notify(tx, CATALOG_CHANNEL);
      const [coffee] = await loadCoffees(tx, row!.id);
      await recordAudit(tx, actor, { action: "create", entityType: "coffee", entityId: row!.id, after: coffee });
      return coffee!;
    });
    res.status(201).json(created);
  });

  router.put("/coffees/:id", async (req, res) => {
    const id = idParam(req, "id", "Coffee not found");
    const patch = parseInput(CoffeePatch, req.body);
    const actor = actorOf(res);
    const updated = await db.transaction(async (tx) => {
      const [before] = await loadCoffees(tx, id);
      if (!before) throw notFound("Coffee not found");
      await checkProduct(tx, patch.productId);
      await tx
        .update(coffees)
        .set({ ...coffeeColumns(patch), updatedAt: new Date() })
        .where(eq(coffees.id, id));
      await notify(tx, CATALOG_CHANNEL);
      const [after] = await loadCoffees(tx, id);
      await recordAudit(tx, actor, { action: "update", entityType: "coffee", entityId: id, before, after });
      return after!;
    });
    res.json(updated);
  });

  router.delete("/coffees/:id", async (req, res) => {
    const id = idParam(req, "id", "Coffee not found");
    const actor = actorOf(res);
    await db.transaction(async (tx) => {
      const [before] = await loadCoffees(tx, id);
      if (!before) throw notFound("Coffee not found");
      await tx.delete(coffees).where(eq(coffees.id, id)); // its mood links go with it (cascade)
      await notify(tx, CATALOG_CHANNEL);
      await recordAudit(tx, actor, { action: "delete", entityType: "coffee", entityId: id, before });
    });
    res.status(204).end();
  });
}
