import { and, eq, sql } from "drizzle-orm";
import { stateOfCity } from "@domain/cafes";
import type { CafeSubmissionInput } from "@domain/community";
import type { Executor } from "../../db/client";
import { dedupeKey, lockDedupeKey } from "../../db/dedupe-lock";
import { cafes } from "../../db/schema";

/**
 * Stores a visitor's café for review: always `pending` and never the weekly pick, whatever was sent.
 * The same café sent again while it waits (a double click, a retry) is not queued twice, even when
 * both arrive at once: the second waits on the first's lock, then finds its row.
 */
export async function submitCafe(db: Executor, input: CafeSubmissionInput) {
  return db.transaction(async (tx) => {
    await lockDedupeKey(
      tx,
      "cafe-submission",
      dedupeKey(input.city, sql`lower(${input.name})`, sql`lower(${input.address})`),
    );
    const [waiting] = await tx
      .select({ id: cafes.id, name: cafes.name, city: cafes.city, status: cafes.status })
      .from(cafes)
      .where(
        and(
          eq(cafes.status, "pending"),
          eq(cafes.city, input.city),
          sql`lower(${cafes.name}) = lower(${input.name})`,
          sql`lower(${cafes.address}) = lower(${input.address})`,
        ),
      )
      .limit(1);
    if (waiting) return { cafe: waiting, created: false };
    const [cafe] = await tx
      .insert(cafes)
      .values({
        name: input.name,
        description: input.description,
        address: input.address,
        city: input.city,
        state: stateOfCity(input.city),
        latitude: input.latitude,
        longitude: input.longitude,
        rating: input.rating,
        imageUrl: input.imageUrl,
        features: input.features,
        weeklyPick: false,
        status: "pending",
      })
      .returning({ id: cafes.id, name: cafes.name, city: cafes.city, status: cafes.status });
    return { cafe: cafe!, created: true };
  });
}
