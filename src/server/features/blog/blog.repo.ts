import { desc, eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { blogPosts } from "../../db/schema";

const published = eq(blogPosts.status, "published");

export function listPublishedPosts(db: Executor) {
  return db.select().from(blogPosts).where(published).orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id));
}
