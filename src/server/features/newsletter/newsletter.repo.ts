import { and, eq, isNull, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { newsletterSubscribers } from "../../db/schema";

/**
 * Adds the address, or merges the mood into an existing subscription and re-activates it — only ever
 * after the address confirmed by the mailed link (features/sign-ups, decision 034).
 * `created`: a new row; `activated`: the address now receives the newsletter and did not a moment
 * ago (new, or back after unsubscribing) — the cue for a welcome mail, so a repeat sign-up sends none.
 * Call inside a transaction: the row is locked between the read and the write.
 */
export async function upsertSubscriber(db: Executor, email: string, mood?: string) {
  const moods = mood ? [mood] : [];
  const [before] = await db
    .select({ unsubscribedAt: newsletterSubscribers.unsubscribedAt })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email))
    .for("update");
  const [row] = await db
    .insert(newsletterSubscribers)
    .values({ email, moods, confirmedAt: sql`now()` })
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      set: {
        moods: sql`array(select distinct unnest(${newsletterSubscribers.moods} || excluded.moods))`,
        unsubscribedAt: null,
        confirmedAt: sql`coalesce(${newsletterSubscribers.confirmedAt}, now())`,
      },
    })
    .returning({
      id: newsletterSubscribers.id,
      email: newsletterSubscribers.email,
      moods: newsletterSubscribers.moods,
      created: sql<boolean>`(xmax = 0)`,
    });
  return { ...row!, activated: row!.created || Boolean(before?.unsubscribedAt) };
}

export async function findSubscriber(db: Executor, email: string) {
  const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
  return row;
}

/** Marks the address unsubscribed; true when it was subscribed until now. Idempotent. */
export async function unsubscribe(db: Executor, email: string): Promise<boolean> {
  const rows = await db
    .update(newsletterSubscribers)
    .set({ unsubscribedAt: sql`now()` })
    .where(and(eq(newsletterSubscribers.email, email), isNull(newsletterSubscribers.unsubscribedAt)))
    .returning({ id: newsletterSubscribers.id });
  return rows.length > 0;
}
