import { asc, eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { cafes } from "../../db/schema";

/** Only approved cafés are public; public submissions wait as `pending`. */
export function listApprovedCafes(db: Executor) {
  return db.select().from(cafes).where(eq(cafes.status, "approved")).orderBy(asc(cafes.city), asc(cafes.name));
}
