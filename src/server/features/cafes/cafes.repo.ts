import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { cafes } from "../../db/schema";

/**
 * Only approved cafés with known coordinates are public; public submissions wait as `pending`, and a
 * café whose position is unknown stays off the finder until the admin fixes it.
 */
export async function listApprovedCafes(db: Executor) {
  const rows = await db
    .select()
    .from(cafes)
    .where(and(eq(cafes.status, "approved"), isNotNull(cafes.latitude), isNotNull(cafes.longitude)))
    .orderBy(asc(cafes.city), asc(cafes.name));
  return rows.map((row) => ({ ...row, latitude: row.latitude!, longitude: row.longitude! }));
}
