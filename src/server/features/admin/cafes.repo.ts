/**
 * Cafés: the admin's own (listed at once) and visitors' submissions (pending until approved). One
 * weekly pick at a time — choosing one clears the other in the same transaction, and a unique
 * partial index backs it up. A café without known coordinates cannot be listed or picked.
 */
import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import type { CafeInput, CafeStatus } from "@domain/admin/cafes";
import type { AdminCafe } from "@domain/admin/types";
import type { Executor } from "../../db/client";
import { cafes } from "../../db/schema";
import { HttpError } from "../../http/errors";
import { defined } from "./http";

type CafeRow = typeof cafes.$inferSelect;
export type CafeChange = Partial<typeof cafes.$inferInsert>;

function toAdminCafe(row: CafeRow): AdminCafe {
  return {
    ...row,
    status: row.status as AdminCafe["status"],
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Pending first, then the weekly pick, then by city and name. */
export async function listCafes(db: Executor, status?: CafeStatus): Promise<AdminCafe[]> {
  const rows = await db
    .select()
    .from(cafes)
    .where(status ? eq(cafes.status, status) : sql`true`)
    .orderBy(
      sql`case ${cafes.status} when 'pending' then 0 else 1 end`,
      desc(cafes.weeklyPick),
      asc(cafes.city),
      asc(cafes.name),
    );
  return rows.map(toAdminCafe);
}

export async function findCafe(db: Executor, id: number): Promise<AdminCafe | undefined> {
  const [row] = await db.select().from(cafes).where(eq(cafes.id, id)).for("update");
  return row && toAdminCafe(row);
}

export const WEEKLY_PICK_TAKEN = {
  message: "Another café was just made the weekly pick; please try again",
  field: "weeklyPick",
};

const NO_POSITION =
  "Set the café's latitude and longitude before listing it; without them it cannot be shown on the map";

/** The rules a café must meet as it will be saved. */
export function checkListable(cafe: Pick<CafeRow, "status" | "weeklyPick" | "latitude" | "longitude">) {
  const positioned = cafe.latitude !== null && cafe.longitude !== null;
  if (cafe.status === "approved" && !positioned) throw new HttpError(409, NO_POSITION, { latitude: NO_POSITION });
  if (cafe.weeklyPick && cafe.status !== "approved") {
    throw new HttpError(400, "Only an approved café can be the café of the week", {
      weeklyPick: "Only an approved café can be the café of the week",
    });
  }
}

async function clearOtherPicks(tx: Executor, keepId: number) {
  await tx
    .update(cafes)
    .set({ weeklyPick: false, updatedAt: new Date() })
    .where(and(eq(cafes.weeklyPick, true), ne(cafes.id, keepId)));
}

/** The admin's own café: listed at once (its review is its creation). Checked before the transaction opens. */
export async function insertCafe(tx: Executor, input: CafeInput): Promise<number> {
  if (input.weeklyPick) await tx.update(cafes).set({ weeklyPick: false }).where(eq(cafes.weeklyPick, true));
  const values = {
    ...defined(input),
    name: input.name,
    description: input.description,
    address: input.address,
    city: input.city,
  };
  const [row] = await tx
    .insert(cafes)
    .values({ ...values, reviewedAt: new Date() })
    .returning({ id: cafes.id });
  return row!.id;
}

/** An edit, an approval or a rejection: the rules checked on the café as it will be. */
export async function changeCafe(tx: Executor, before: AdminCafe, patch: CafeChange) {
  const next = { ...before, ...patch };
  if (next.status !== "approved") next.weeklyPick = patch.weeklyPick === true ? true : false;
  checkListable(next);
  if (next.weeklyPick) await clearOtherPicks(tx, before.id);
  const reviewed = patch.status && patch.status !== before.status ? { reviewedAt: new Date() } : {};
  await tx
    .update(cafes)
    .set({ ...patch, weeklyPick: next.weeklyPick, ...reviewed, updatedAt: new Date() })
    .where(eq(cafes.id, before.id));
}

export async function deleteCafe(tx: Executor, id: number) {
  await tx.delete(cafes).where(eq(cafes.id, id));
}
