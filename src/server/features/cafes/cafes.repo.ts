import { and, arrayContains, asc, eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { cafes } from "../../db/schema";

const approved = eq(cafes.status, "approved");

export function listApprovedCafes(db: Executor, feature?: string) {
  const where = feature ? and(approved, arrayContains(cafes.features, [feature])) : approved;
  return db.select().from(cafes).where(where).orderBy(asc(cafes.city), asc(cafes.name));
}

export async function findWeeklyPick(db: Executor) {
  const [row] = await db
    .select()
    .from(cafes)
    .where(and(approved, eq(cafes.weeklyPick, true)))
    .limit(1);
  return row;
}
