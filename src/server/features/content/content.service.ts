import type { Cache } from "../../cache";
import type { Db } from "../../db/client";
import type { homeSections, pages } from "../../db/schema";
import { findPublishedPage, listActiveHomeSections } from "./content.repo";

export type HomeSection = Omit<typeof homeSections.$inferSelect, "createdAt" | "updatedAt">;
export type PublicPage = Pick<
  typeof pages.$inferSelect,
  "id" | "slug" | "title" | "excerpt" | "content" | "template" | "metaTitle" | "metaDescription"
> & { updatedAt: string };
export type ContentService = ReturnType<typeof createContentService>;

export function createContentService(db: Db, cache: Cache) {
  return {
    /** Active home sections keyed by their `section` id. */
    async homeSections(): Promise<Record<string, HomeSection>> {
      return cache.get("home-sections", async () => {
        const rows = await listActiveHomeSections(db);
        return Object.fromEntries(rows.map(({ createdAt: _c, updatedAt: _u, ...row }) => [row.section, row]));
      });
    },
    page(slug: string): Promise<PublicPage | undefined> {
      return cache.get(`page:${slug}`, () => loadPage(slug));
    },
  };

  async function loadPage(slug: string): Promise<PublicPage | undefined> {
    const row = await findPublishedPage(db, slug);
    if (!row) return undefined;
    return {
      id: row.id,
      slug: row.slug,
      title: row.title,
      excerpt: row.excerpt,
      content: row.content,
      template: row.template,
      metaTitle: row.metaTitle,
      metaDescription: row.metaDescription,
      updatedAt: row.updatedAt.toISOString(),
    };
  }
}
