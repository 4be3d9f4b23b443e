/** The SEO settings as the admin edits them: stored settings (null where unset) and the redirects. */
import { DEFAULT_ROBOTS_TXT, type SeoSettingsInput } from "@domain/admin/seo";
import type { AdminRedirect, AdminSeoSettings } from "@domain/admin/types";
import type { Executor } from "../../db/client";
import type { SeoSettings } from "../../db/schema";
import { listRedirects, readSeoSettings, replaceRedirects, writeSeoSettings } from "../seo/seo.repo";

const SETTING_KEYS = [
  "googleTagManagerId",
  "googleAnalyticsId",
  "searchConsoleVerification",
  "facebookPixelId",
  "robotsTxt",
  "sitemapEnabled",
] as const;

export async function loadSeo(db: Executor): Promise<AdminSeoSettings> {
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

/** A setting left out stays; null removes it (back to the default); redirects, when sent, replace the list. */
export async function saveSeo(tx: Executor, input: SeoSettingsInput) {
  const { updatedAt: _u, ...current } = await readSeoSettings(tx);
  const next: SeoSettings = { ...current };
  for (const key of SETTING_KEYS) {
    const value = input[key];
    if (value === null) delete next[key];
    else if (value !== undefined) (next as Record<string, unknown>)[key] = value;
  }
  await writeSeoSettings(tx, next);
  if (input.redirects) await replaceRedirects(tx, input.redirects);
}
