import { eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { newsletterSubscribers } from "../../db/schema";

/**
 * Adds the address, or merges the mood into an existing subscription and re-activates it.
 * `created` tells which happened; one statement, so two concurrent sign-ups cannot both insert.
 */
export async function upsertSubscriber(db: Executor, email: string, mood?: string) {
  const moods = mood ? [mood] : [];
  const [row] = await db
    .insert(newsletterSubscribers)
    .values({ email, moods })
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      set: {
        moods: sql`array(select distinct unnest(${newsletterSubscribers.moods} || excluded.moods))`,
        unsubscribedAt: null,
      },
    })
    .returning({
      id: newsletterSubscribers.id,
      email: newsletterSubscribers.email,
      moods: newsletterSubscribers.moods,
      created: sql<boolean>`(xmax = 0)`,
    });
  return row!;
}

export async function findSubscriber(db: Executor, email: string) {
  const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
  return row;
}
