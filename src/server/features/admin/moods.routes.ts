/** Moods with their matched coffees (best first). The delete button really deletes. */
import { asc, eq, inArray } from "drizzle-orm";
import type { Router } from "express";
import { MoodInput, MoodPatch } from "@domain/admin/moods";
import type { AdminMood } from "@domain/admin/types";
import { moodSlug, slugify } from "@domain/slug";
import { CATALOG_CHANNEL } from "../../cache";
import { notify, type Executor } from "../../db/client";
import { coffees, moodCoffees, moods } from "../../db/schema";
import { HttpError, notFound, parseInput } from "../../http/errors";
import type { Services } from "../../services";
import { recordAudit } from "./audit";
import { actorOf } from "./auth/guard";
import { conflict, defined, idParam, uniquely } from "./http";

async function loadMoods(db: Executor, id?: number): Promise<AdminMood[]> {
  const [rows, links] = await Promise.all([
    id === undefined
      ? db.select().from(moods).orderBy(asc(moods.sortOrder), asc(moods.id))
      : db.select().from(moods).where(eq(moods.id, id)),
    db.select().from(moodCoffees).orderBy(asc(moodCoffees.position)),
  ]);
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    code: row.code,
    name: row.name,
    description: row.description,
    emoji: row.emoji,
    colorScheme: row.colorScheme,
    colorCode: row.colorCode,
    imageUrl: row.imageUrl,
    characteristics: row.characteristics,
    ritual: row.ritual,
    sortOrder: row.sortOrder,
    coffeeIds: links.filter((l) => l.moodId === row.id).map((l) => l.coffeeId),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

async function setCoffees(tx: Executor, moodId: number, coffeeIds: number[]) {
  if (coffeeIds.length > 0) {
    const found = await tx.select({ id: coffees.id }).from(coffees).where(inArray(coffees.id, coffeeIds));
    const missing = coffeeIds.filter((id) => !found.some((row) => row.id === id));
    if (missing.length)
      throw new HttpError(400, `Unknown coffee: ${missing.join(", ")}`, {
        coffeeIds: `Unknown coffee: ${missing.join(", ")}`,
      });
  }
  await tx.delete(moodCoffees).where(eq(moodCoffees.moodId, moodId));
  if (coffeeIds.length > 0)
    await tx.insert(moodCoffees).values(coffeeIds.map((coffeeId, position) => ({ moodId, coffeeId, position })));
}

const NAME_TAKEN = "Another mood already has this name";

export function registerMoodRoutes(router: Router, { db }: Services): void {
  router.get("/moods", async (_req, res) => {
    res.json(await loadMoods(db));
  });

  router.post("/moods", async (req, res) => {
    const input = parseInput(MoodInput, req.body);
    const actor = actorOf(res);
    const created = await uniquely(
      () =>
        db.transaction(async (tx) => {
          const slug = moodSlug(input.name);
          const [clash] = await tx.select({ id: moods.id }).from(moods).where(eq(moods.slug, slug));
          if (clash) throw conflict(NAME_TAKEN, "name");
          const { coffeeIds, ...fields } = input;
          const [row] = await tx
            .insert(moods)
            .values({
              ...defined(fields),
              name: input.name,
              slug,
              code: slugify(input.name.replace(/&/g, " ")) || slug,
            })
            .returning({ id: moods.id });
          await setCoffees(tx, row!.id, coffeeIds);
          await notify(tx, CATALOG_CHANNEL);
          const [mood] = await loadMoods(tx, row!.id);
          await recordAudit(tx, actor, { action: "create", entityType: "mood", entityId: row!.id, after: mood });
          return mood!;
        }),
      NAME_TAKEN,
      "name",
    );
    res.status(201).json(created);
  });

  router.put("/moods/:id", async (req, res) => {
    const id = idParam(req, "id", "Mood not found");
    const patch = parseInput(MoodPatch, req.body);
    const actor = actorOf(res);
    const updated = await uniquely(
      () =>
        db.transaction(async (tx) => {
          const [before] = await loadMoods(tx, id);
          if (!before) throw notFound("Mood not found");
          const { coffeeIds, ...fields } = patch;
          // The spec's slug rule: /mood/{slug} follows the name.
          const slug = fields.name ? moodSlug(fields.name) : undefined;
          if (slug && slug !== before.slug) {
            const [clash] = await tx.select({ id: moods.id }).from(moods).where(eq(moods.slug, slug));
            if (clash) throw conflict(NAME_TAKEN, "name");
          }
          await tx
            .update(moods)
            .set({ ...defined(fields), ...(slug ? { slug } : {}), updatedAt: new Date() })
            .where(eq(moods.id, id));
          if (coffeeIds) await setCoffees(tx, id, coffeeIds);
          await notify(tx, CATALOG_CHANNEL);
          const [after] = await loadMoods(tx, id);
          await recordAudit(tx, actor, { action: "update", entityType: "mood", entityId: id, before, after });
          return after!;
        }),
      NAME_TAKEN,
      "name",
    );
    res.json(updated);
  });

  router.delete("/moods/:id", async (req, res) => {
    const id = idParam(req, "id", "Mood not found");
    const actor = actorOf(res);
    await db.transaction(async (tx) => {
      const [before] = await loadMoods(tx, id);
      if (!before) throw notFound("Mood not found");
      await tx.delete(moods).where(eq(moods.id, id));
      await notify(tx, CATALOG_CHANNEL);
      await recordAudit(tx, actor, { action: "delete", entityType: "mood", entityId: id, before });
    });
    res.status(204).end();
  });
}
