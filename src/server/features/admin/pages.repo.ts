/** The site's own pages (about, contact, brew guide…); one of them may be the homepage. */
import { asc, eq } from "drizzle-orm";
import type { PageInput, PagePatch } from "@domain/admin/content";
import type { AdminPage } from "@domain/admin/types";
import { slugify } from "@domain/slug";
import type { Executor } from "../../db/client";
import { pages } from "../../db/schema";
import { defined } from "./http";
import { freeSlug } from "./slugs";

/** The public path of a page: the fixed routes serve these slugs. */
const pagePath = (slug: string) => `/${slug}`;

function toPage(row: typeof pages.$inferSelect): AdminPage {
  return {
    ...row,
    status: row.status as AdminPage["status"],
    path: pagePath(row.slug),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listPages(db: Executor): Promise<AdminPage[]> {
  return (await db.select().from(pages).orderBy(asc(pages.menuOrder), asc(pages.id))).map(toPage);
}

export async function findPage(db: Executor, id: number): Promise<AdminPage | undefined> {
  const [row] = await db.select().from(pages).where(eq(pages.id, id)).for("update");
  return row && toPage(row);
}

const clearHomepage = (tx: Executor) => tx.update(pages).set({ isHomepage: false }).where(eq(pages.isHomepage, true));

export async function insertPage(tx: Executor, input: PageInput): Promise<number> {
  const slug = await freeSlug(tx, pages, { wanted: input.slug, derived: slugify(input.title), what: "page" });
  if (input.isHomepage) await clearHomepage(tx);
  const [row] = await tx
    .insert(pages)
    .values({ ...defined(input), title: input.title, slug })
    .returning({ id: pages.id });
  return row!.id;
}

export async function updatePage(tx: Executor, id: number, patch: PagePatch) {
  const slug = patch.slug
    ? await freeSlug(tx, pages, { wanted: patch.slug, derived: patch.slug, ownId: id, what: "page" })
    : undefined;
  if (patch.isHomepage) await clearHomepage(tx);
  await tx
    .update(pages)
    .set({ ...defined({ ...patch, slug }), updatedAt: new Date() })
    .where(eq(pages.id, id));
}

export async function deletePage(tx: Executor, id: number) {
  await tx.delete(pages).where(eq(pages.id, id));
}
