/** SEO settings: saved in `settings` and `redirects`, applied on the public site at once (content channel). */
import type { Router } from "express";
import { DEFAULT_ROBOTS_TXT, SeoSettingsInput } from "@domain/admin/seo";
import type { AdminRedirect, AdminSeoSettings } from "@domain/admin/types";
import { CONTENT_CHANNEL } from "../../cache";
import { notify, type Executor } from "../../db/client";
import type { SeoSettings } from "../../db/schema";
import { parseInput } from "../../http/errors";
import type { Services } from "../../services";
import { listRedirects, readSeoSettings, replaceRedirects, writeSeoSettings } from "../seo/seo.repo";
import { recordAudit } from "./audit";
import { actorOf } from "./auth/guard";

async function loadSeo(db: Executor): Promise<AdminSeoSettings> {
  const [s, list] = await Promise.all([readSeoSettings(db), listRedirects(db)]);
  return {
    googleTagManagerId: s.googleTagManagerId ?? null,
    googleAnalyticsId: s.googleAnalyticsId ?? null,
    searchConsoleVerification: s.searchConsoleVerification ?? null,
    facebookPixelId: s.facebookPixelId ?? null,
    robotsTxt: s.robotsTxt ?? null,
    effectiveRobotsTxt: s.robotsTxt ?? DEFAULT_ROBOTS_TXT,
    sitemapEnabled: s.sitemapEnabled ?? true,
    redirects: list.map((r) => ({
      fromPath: r.fromPath,
      toPath: r.toPath,
      statusCode: r.statusCode as AdminRedirect["statusCode"],
    })),
    updatedAt: s.updatedAt ?? null,
  };
}

export function registerSeoRoutes(router: Router, { db }: Services): void {
  router.get("/seo", async (_req, res) => {
    res.json(await loadSeo(db));
  });

  router.put("/seo", async (req, res) => {
    const input = parseInput(SeoSettingsInput, req.body);
    const saved = await db.transaction(async (tx) => {
      const before = await loadSeo(tx);
      const { updatedAt: _u, ...current } = await readSeoSettings(tx);
      const next: SeoSettings = { ...current };
      for (const key of [
        "googleTagManagerId",
        "googleAnalyticsId",
        "searchConsoleVerification",
        "facebookPixelId",
        "robotsTxt",
        "sitemapEnabled",
      ] as const) {
        const value = input[key];
        if (value === null) delete next[key];
        else if (value !== undefined) (next as Record<string, unknown>)[key] = value;
      }
      await writeSeoSettings(tx, next);
      if (input.redirects) await replaceRedirects(tx, input.redirects);
      await notify(tx, CONTENT_CHANNEL);
      const after = await loadSeo(tx);
      await recordAudit(tx, actorOf(res), { action: "update", entityType: "seo", entityId: "seo", before, after });
      return after;
    });
    res.json(saved);
  });
}
