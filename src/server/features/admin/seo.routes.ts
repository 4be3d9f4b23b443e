/** SEO settings: saved in `settings` and `redirects`, applied on the public site at once (content channel). */
import type { Router } from "express";
import { SeoSettingsInput } from "@domain/admin/seo";
import { CONTENT_CHANNEL } from "../../cache";
import { parseInput } from "../../http/errors";
import type { Services } from "../../services";
import { savedRecord } from "./audited-write";
import { actorOf } from "./auth/guard";
import { loadSeo, saveSeo } from "./seo-settings.repo";

export function registerSeoRoutes(router: Router, { db }: Services): void {
  router.get("/seo", async (_req, res) => {
    res.json(await loadSeo(db));
  });

  router.put("/seo", async (req, res) => {
    const input = parseInput(SeoSettingsInput, req.body);
    const write = (tx: Parameters<typeof saveSeo>[0]) => saveSeo(tx, input);
    const change = { entity: "seo", load: loadSeo, id: "seo", action: "update", channel: CONTENT_CHANNEL, write };
    res.json(await savedRecord(db, actorOf(res), change));
  });
}
