import type { Request } from "express";
import type { Config } from "../config";

/**
 * The origin for a page's canonical links and the sitemap: SITE_URL when configured, else what the
 * request was addressed to (the page cache is keyed by it, so a forged Host reaches nobody else).
 * Never for links in mail: those use `config.publicOrigin` (decision 034).
 */
export function siteOrigin(config: Pick<Config, "SITE_URL">, req: Request): string {
  if (config.SITE_URL) return config.SITE_URL.replace(/\/+$/, "");
  return `${req.protocol}://${req.get("host") ?? "localhost"}`;
}
