import { and, desc, eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { dedupeKey, lockDedupeKey } from "../../db/dedupe-lock";
import { coffeeSubscriptions } from "../../db/schema";

/** The address's active subscription, if it has one. */
export async function activeSubscription(db: Executor, email: string) {
  const [active] = await db
    .select()
    .from(coffeeSubscriptions)
    .where(and(eq(coffeeSubscriptions.email, email), eq(coffeeSubscriptions.isActive, true)))
    .orderBy(desc(coffeeSubscriptions.id))
    .limit(1);
  return active ?? null;
}

/**
 * Starts a subscription, or updates the address's active one (no duplicate boxes by accident).
 * Only the mailbox's own confirmation may update one (features/sign-ups, decision 034).
 * The address's lock makes simultaneous sign-ups take turns: `FOR UPDATE` alone locks nothing
 * while there is no active row yet, and both would insert.
 */
export async function startSubscription(
  db: Executor,
  input: { email: string; frequency: string; mood: string; plan?: string },
) {
  return db.transaction(async (tx) => {
    await lockDedupeKey(tx, "coffee-subscription", dedupeKey(input.email));
    const [active] = await tx
      .select()
      .from(coffeeSubscriptions)
      .where(and(eq(coffeeSubscriptions.email, input.email), eq(coffeeSubscriptions.isActive, true)))
      .orderBy(desc(coffeeSubscriptions.id))
      .limit(1)
      .for("update");
    if (active) {
      const [row] = await tx
        .update(coffeeSubscriptions)
        .set({
          frequency: input.frequency,
          preferredMoods: [input.mood],
          ...(input.plan ? { plan: input.plan } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(coffeeSubscriptions.id, active.id))
        .returning();
      return { row: row!, created: false };
    }
    const [row] = await tx
      .insert(coffeeSubscriptions)
      .values({
        email: input.email,
        frequency: input.frequency,
        preferredMoods: [input.mood],
        plan: input.plan ?? null,
      })
      .returning();
    return { row: row!, created: true };
  });
}
