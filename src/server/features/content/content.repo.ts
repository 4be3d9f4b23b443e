import { and, asc, eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { homeSections, pages } from "../../db/schema";

export function listActiveHomeSections(db: Executor) {
  return db.select().from(homeSections).where(eq(homeSections.isActive, true)).orderBy(asc(homeSections.sortOrder));
}

export async function findPublishedPage(db: Executor, slug: string) {
  const [row] = await db
    .select()
    .from(pages)
    .where(and(eq(pages.slug, slug), eq(pages.status, "published")))
    .limit(1);
  return row;
}
