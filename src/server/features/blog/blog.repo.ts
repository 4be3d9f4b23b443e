import { and, desc, eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { blogPosts } from "../../db/schema";

const published = eq(blogPosts.status, "published");

export function listPublishedPosts(db: Executor) {
  return db.select().from(blogPosts).where(published).orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id));
}

export async function findPublishedPost(db: Executor, slug: string) {
  const [row] = await db
    .select()
    .from(blogPosts)
    .where(and(published, eq(blogPosts.slug, slug)))
    .limit(1);
  return row;
}
