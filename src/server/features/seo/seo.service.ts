/**
 * The SEO settings the public site applies — robots rules, the sitemap switch, redirects and the
 * analytics ids — read through the content cache, so a save in the admin (which notifies the
 * content channel) reaches every process at once and a page request costs no query.
 */
import type { PublicAnalytics } from "@domain/admin/seo";
import type { Cache } from "../../cache";
import type { Db } from "../../db/client";
import { listRedirects, readSeoSettings } from "./seo.repo";

export type Redirect = { toPath: string; statusCode: number };
export type SeoService = ReturnType<typeof createSeoService>;

/** Hosts the analytics snippets load from and report to, for the page's Content-Security-Policy. */
export type AnalyticsHosts = { script: string[]; connect: string[] };

export function createSeoService(db: Db, cache: Cache) {
  const settings = () => cache.get("seo-settings", () => readSeoSettings(db));
  return {
    settings,
    async redirects(): Promise<Map<string, Redirect>> {
      return cache.get(
        "redirects",
        async () =>
          new Map((await listRedirects(db)).map((r) => [r.fromPath, { toPath: r.toPath, statusCode: r.statusCode }])),
      );
    },
    async analytics(): Promise<PublicAnalytics> {
      const s = await settings();
      return {
        googleTagManagerId: s.googleTagManagerId ?? null,
        googleAnalyticsId: s.googleAnalyticsId ?? null,
        facebookPixelId: s.facebookPixelId ?? null,
        searchConsoleVerification: s.searchConsoleVerification ?? null,
      };
    },
  };
}

export function analyticsHosts(ids: PublicAnalytics): AnalyticsHosts {
  const script: string[] = [];
  const connect: string[] = [];
  if (ids.googleAnalyticsId || ids.googleTagManagerId) {
    script.push("https://www.googletagmanager.com");
    connect.push("https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com");
  }
  if (ids.facebookPixelId) {
    script.push("https://connect.facebook.net");
    connect.push("https://www.facebook.com");
  }
  return { script, connect };
}
