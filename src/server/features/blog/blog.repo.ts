import { and, desc, eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { blogPosts } from "../../db/schema";

const published = eq(blogPosts.status, "published");

export function listPublishedPosts(db: Executor) {
  return db.select().from(blogPosts).where(published).orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id));
}

/**
 * Counts one view: a single-row increment, correct however many processes count at once. It does
 * not notify the content channel, so the cached post lists are not thrown away on every view; the
 * count they show catches up when the cache next reloads.
 */
export async function countView(db: Executor, slug: string): Promise<number | undefined> {
  const [row] = await db
    .update(blogPosts)
    .set({ viewCount: sql`${blogPosts.viewCount} + 1` })
    .where(and(eq(blogPosts.slug, slug), published))
    .returning({ viewCount: blogPosts.viewCount });
  return row?.viewCount;
}
