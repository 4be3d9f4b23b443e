/** Home sections (by section id) and pages. Writes notify the content cache, so every process shows them at once. */
import type { Router } from "express";
import { HomeSectionInput, HomeSectionPatch, PageInput, PagePatch } from "@domain/admin/content";
import { CONTENT_CHANNEL } from "../../cache";
import { parseInput } from "../../http/errors";
import type { Services } from "../../services";
import { auditedWrite, savedRecord } from "./audited-write";
import { actorOf } from "./auth/guard";
import { deleteSection, findSection, insertSection, listSections, updateSection } from "./home-sections.repo";
import { idParam } from "./http";
import { deletePage, findPage, insertPage, listPages, updatePage } from "./pages.repo";

const SECTION = {
  entity: "home-section",
  load: findSection,
  missing: "Home section not found",
  channel: CONTENT_CHANNEL,
};
const sectionTaken = (section: string | undefined) => ({
  message: `A section "${section}" already exists`,
  field: "section",
});
const PAGE = { entity: "page", load: findPage, missing: "Page not found", channel: CONTENT_CHANNEL };
const PAGE_UNIQUE = { message: "Another page already uses this slug", field: "slug" };

export function registerContentRoutes(router: Router, { db }: Services): void {
  router.get("/home-content", async (_req, res) => {
    res.json(await listSections(db));
  });

  router.post("/home-content", async (req, res) => {
    const input = parseInput(HomeSectionInput, req.body);
    const change = { ...SECTION, unique: sectionTaken(input.section), action: "create" };
    res.status(201).json(await savedRecord(db, actorOf(res), { ...change, write: (tx) => insertSection(tx, input) }));
  });

  router.put("/home-content/:section", async (req, res) => {
    const key = String(req.params.section);
    const patch = parseInput(HomeSectionPatch, req.body);
    const change = { ...SECTION, unique: sectionTaken(patch.section), id: key, action: "update" };
    res.json(await savedRecord(db, actorOf(res), { ...change, write: (tx) => updateSection(tx, key, patch) }));
  });

  router.delete("/home-content/:section", async (req, res) => {
    const key = String(req.params.section);
    await auditedWrite(db, actorOf(res), {
      ...SECTION,
      id: key,
      action: "delete",
      write: (tx) => deleteSection(tx, key),
    });
    res.status(204).end();
  });

  router.get("/pages", async (_req, res) => {
    res.json(await listPages(db));
  });

  router.post("/pages", async (req, res) => {
    const input = parseInput(PageInput, req.body);
    const change = { ...PAGE, unique: PAGE_UNIQUE, action: "create" };
    res.status(201).json(await savedRecord(db, actorOf(res), { ...change, write: (tx) => insertPage(tx, input) }));
  });

  router.put("/pages/:id", async (req, res) => {
    const id = idParam(req, "id", "Page not found");
    const patch = parseInput(PagePatch, req.body);
    const change = { ...PAGE, unique: PAGE_UNIQUE, id, action: "update" };
    res.json(await savedRecord(db, actorOf(res), { ...change, write: (tx) => updatePage(tx, id, patch) }));
  });

  router.delete("/pages/:id", async (req, res) => {
    const id = idParam(req, "id", "Page not found");
    await auditedWrite(db, actorOf(res), { ...PAGE, id, action: "delete", write: (tx) => deletePage(tx, id) });
    res.status(204).end();
  });
}
