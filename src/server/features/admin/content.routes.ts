/** Home sections (by section id) and pages. Writes notify the content cache, so every process shows them at once. */
import { asc, eq } from "drizzle-orm";
import type { Router } from "express";
import { HomeSectionInput, HomeSectionPatch, PageInput, PagePatch } from "@domain/admin/content";
import type { AdminHomeSection, AdminPage } from "@domain/admin/types";
import { slugify } from "@domain/slug";
import { CONTENT_CHANNEL } from "../../cache";
import { notify, type Db } from "../../db/client";
import { homeSections, pages } from "../../db/schema";
import { notFound, parseInput } from "../../http/errors";
import type { Services } from "../../services";
import { recordAudit } from "./audit";
import { actorOf, type AdminActor } from "./auth/guard";
import { defined, idParam, uniquely } from "./http";
import { freeSlug } from "./slugs";

function toSection(row: typeof homeSections.$inferSelect): AdminHomeSection {
  const { sortOrder, createdAt: _c, updatedAt, ...rest } = row;
  return { ...rest, order: sortOrder, updatedAt: updatedAt.toISOString() };
}

function sectionColumns(input: HomeSectionPatch) {
  const { order, ...rest } = input;
  return defined({ ...rest, sortOrder: order });
}

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

async function writeContent<T>(
  db: Db,
  actor: AdminActor,
  fn: (
    tx: Parameters<Parameters<Db["transaction"]>[0]>[0],
  ) => Promise<{ result: T; audit: Parameters<typeof recordAudit>[2] }>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const { result, audit } = await fn(tx);
    await notify(tx, CONTENT_CHANNEL);
    await recordAudit(tx, actor, audit);
    return result;
  });
}

export function registerContentRoutes(router: Router, { db }: Services): void {
  router.get("/home-content", async (_req, res) => {
    res.json(
      (await db.select().from(homeSections).orderBy(asc(homeSections.sortOrder), asc(homeSections.id))).map(toSection),
    );
  });

  router.post("/home-content", async (req, res) => {
    const input = parseInput(HomeSectionInput, req.body);
    const created = await uniquely(
      () =>
        writeContent(db, actorOf(res), async (tx) => {
          const [row] = await tx
            .insert(homeSections)
            .values({ ...sectionColumns(input), section: input.section })
            .returning();
          const section = toSection(row!);
          return {
            result: section,
            audit: { action: "create", entityType: "home-section", entityId: section.section, after: section },
          };
        }),
      `A section "${input.section}" already exists`,
      "section",
    );
    res.status(201).json(created);
  });

  router.put("/home-content/:section", async (req, res) => {
    const key = String(req.params.section);
    const patch = parseInput(HomeSectionPatch, req.body);
    const updated = await uniquely(
      () =>
        writeContent(db, actorOf(res), async (tx) => {
          const [current] = await tx.select().from(homeSections).where(eq(homeSections.section, key)).for("update");
          if (!current) throw notFound("Home section not found");
          const [row] = await tx
            .update(homeSections)
            .set({ ...sectionColumns(patch), updatedAt: new Date() })
            .where(eq(homeSections.id, current.id))
            .returning();
          return {
            result: toSection(row!),
            audit: {
              action: "update",
              entityType: "home-section",
              entityId: key,
              before: toSection(current),
              after: toSection(row!),
            },
          };
        }),
      `A section "${patch.section}" already exists`,
      "section",
    );
    res.json(updated);
  });

  router.delete("/home-content/:section", async (req, res) => {
    const key = String(req.params.section);
    await writeContent(db, actorOf(res), async (tx) => {
      const [current] = await tx.delete(homeSections).where(eq(homeSections.section, key)).returning();
      if (!current) throw notFound("Home section not found");
      return {
        result: null,
        audit: { action: "delete", entityType: "home-section", entityId: key, before: toSection(current) },
      };
    });
    res.status(204).end();
  });

  router.get("/pages", async (_req, res) => {
    res.json((await db.select().from(pages).orderBy(asc(pages.menuOrder), asc(pages.id))).map(toPage));
  });

  router.post("/pages", async (req, res) => {
    const input = parseInput(PageInput, req.body);
    const created = await uniquely(
      () =>
        writeContent(db, actorOf(res), async (tx) => {
          const slug = await freeSlug(tx, pages, { wanted: input.slug, derived: slugify(input.title), what: "page" });
          if (input.isHomepage) await tx.update(pages).set({ isHomepage: false }).where(eq(pages.isHomepage, true));
          const [row] = await tx
            .insert(pages)
            .values({ ...defined(input), title: input.title, slug })
            .returning();
          const page = toPage(row!);
          return { result: page, audit: { action: "create", entityType: "page", entityId: page.id, after: page } };
        }),
      "Another page already uses this slug",
      "slug",
    );
    res.status(201).json(created);
  });

  router.put("/pages/:id", async (req, res) => {
    const id = idParam(req, "id", "Page not found");
    const patch = parseInput(PagePatch, req.body);
    const updated = await uniquely(
      () =>
        writeContent(db, actorOf(res), async (tx) => {
          const [current] = await tx.select().from(pages).where(eq(pages.id, id)).for("update");
          if (!current) throw notFound("Page not found");
          const slug = patch.slug
            ? await freeSlug(tx, pages, { wanted: patch.slug, derived: patch.slug, ownId: id, what: "page" })
            : undefined;
          if (patch.isHomepage) await tx.update(pages).set({ isHomepage: false }).where(eq(pages.isHomepage, true));
          const [row] = await tx
            .update(pages)
            .set({ ...defined({ ...patch, slug }), updatedAt: new Date() })
            .where(eq(pages.id, id))
            .returning();
          return {
            result: toPage(row!),
            audit: { action: "update", entityType: "page", entityId: id, before: toPage(current), after: toPage(row!) },
          };
        }),
      "Another page already uses this slug",
      "slug",
    );
    res.json(updated);
  });

  router.delete("/pages/:id", async (req, res) => {
    const id = idParam(req, "id", "Page not found");
    await writeContent(db, actorOf(res), async (tx) => {
      const [current] = await tx.delete(pages).where(eq(pages.id, id)).returning();
      if (!current) throw notFound("Page not found");
      return { result: null, audit: { action: "delete", entityType: "page", entityId: id, before: toPage(current) } };
    });
    res.status(204).end();
  });
}
