/** Moods with their matched coffees (best first). */
import { asc, eq, inArray } from "drizzle-orm";
import type { MoodInput, MoodPatch } from "@domain/admin/moods";
import type { AdminMood } from "@domain/admin/types";
import { moodSlug, slugify } from "@domain/slug";
import type { Executor } from "../../db/client";
import { coffees, moodCoffees, moods } from "../../db/schema";
import { HttpError } from "../../http/errors";
import { conflict, defined } from "./http";

export const MOOD_NAME_TAKEN = "Another mood already has this name";

export async function listMoods(db: Executor, id?: number): Promise<AdminMood[]> {
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

export const findMood = async (db: Executor, id: number) => (await listMoods(db, id))[0];

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

/** The spec's slug rule: /mood/{slug} follows the name, so two moods cannot share a name's slug. */
async function checkNameFree(tx: Executor, slug: string) {
  const [clash] = await tx.select({ id: moods.id }).from(moods).where(eq(moods.slug, slug));
  if (clash) throw conflict(MOOD_NAME_TAKEN, "name");
}

export async function insertMood(tx: Executor, input: MoodInput): Promise<number> {
  const slug = moodSlug(input.name);
  await checkNameFree(tx, slug);
  const { coffeeIds, ...fields } = input;
  const [row] = await tx
    .insert(moods)
    .values({ ...defined(fields), name: input.name, slug, code: slugify(input.name.replace(/&/g, " ")) || slug })
    .returning({ id: moods.id });
  await setCoffees(tx, row!.id, coffeeIds);
  return row!.id;
}

export async function updateMood(tx: Executor, before: AdminMood, patch: MoodPatch) {
  const { coffeeIds, ...fields } = patch;
  const slug = fields.name ? moodSlug(fields.name) : undefined;
  if (slug && slug !== before.slug) await checkNameFree(tx, slug);
  await tx
    .update(moods)
    .set({ ...defined(fields), ...(slug ? { slug } : {}), updatedAt: new Date() })
    .where(eq(moods.id, before.id));
  if (coffeeIds) await setCoffees(tx, before.id, coffeeIds);
}

export async function deleteMood(tx: Executor, id: number) {
  await tx.delete(moods).where(eq(moods.id, id));
}
