/** 301/302 redirects the admin configured, for page requests (GET/HEAD) on exact paths. */
import type { RequestHandler } from "express";
import type { SeoService } from "./seo.service";

export function configuredRedirects(seo: SeoService): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    try {
      const table = await seo.redirects();
      if (table.size === 0) return next();
      const path = req.path.length > 1 ? req.path.replace(/\/+$/, "") : req.path;
      const hit = table.get(path);
      if (!hit) return next();
      const query = req.originalUrl.indexOf("?");
      const target = query >= 0 && !hit.toPath.includes("?") ? hit.toPath + req.originalUrl.slice(query) : hit.toPath;
      res.setHeader("Cache-Control", "public, max-age=300");
      res.redirect(hit.statusCode, target);
    } catch (error) {
      next(error);
    }
  };
}

/** Puts the analytics ids on `res.locals` before the page's security headers are written. */
export function analyticsContext(seo: SeoService): RequestHandler {
  return async (_req, res, next) => {
    try {
      res.locals.analytics = await seo.analytics();
      next();
    } catch (error) {
      next(error);
    }
  };
}
