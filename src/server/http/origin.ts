import type { Request } from "express";
import type { Config } from "../config";

/** The site's absolute origin: SITE_URL when configured, else what the request was addressed to. */
export function siteOrigin(config: Pick<Config, "SITE_URL">, req: Request): string {
  if (config.SITE_URL) return config.SITE_URL.replace(/\/+$/, "");
  return `${req.protocol}://${req.get("host") ?? "localhost"}`;
}
