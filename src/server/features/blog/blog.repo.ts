import { and, desc, eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { blogPosts } from "../../db/schema";
import { hitRateLimit, type RateRule } from "../../http/rate-limit";

const published = eq(blogPosts.status, "published");

/** One reader (a client address) adds at most one view to an article a day, however often it calls. */
const VIEW_RULE = { name: "blog-view", limit: 1, windowMs: 24 * 60 * 60 * 1000 } satisfies RateRule;

export function listPublishedPosts(db: Executor) {
  return db.select().from(blogPosts).where(published).orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id));
}

/**
 * Counts a view by `reader` unless that reader was already counted for this post today, and answers
 * the post's count either way. The per-reader mark is a row in the shared `rate_limits` table, so
 * every process agrees and the periodic prune clears it; its upsert is atomic, so of simultaneous
 * calls exactly one counts. Keyed by post id, not slug: only real articles leave a mark.
 * It does not notify the content channel, so the cached post lists are not thrown away on every view;
 * the count they show catches up when the cache next reloads.
 */
export async function countView(db: Executor, slug: string, reader: string): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    const [post] = await tx
      .select({ id: blogPosts.id })
      .from(blogPosts)
      .where(and(eq(blogPosts.slug, slug), published));
    if (!post) return undefined;
    const { allowed } = await hitRateLimit(tx, VIEW_RULE, `${post.id}:${reader}`);
    // Read after the hit: a simultaneous call that counted has committed by now (it held the mark's row).
    const [row] = allowed
      ? await tx
          .update(blogPosts)
          .set({ viewCount: sql`${blogPosts.viewCount} + 1` })
          .where(eq(blogPosts.id, post.id))
          .returning({ viewCount: blogPosts.viewCount })
      : await tx.select({ viewCount: blogPosts.viewCount }).from(blogPosts).where(eq(blogPosts.id, post.id));
    return row!.viewCount;
  });
}
