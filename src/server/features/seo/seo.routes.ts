import { Router } from "express";
import { DEFAULT_ROBOTS_TXT } from "@domain/admin/seo";
import { siteOrigin } from "../../http/origin";
import type { Services } from "../../services";

const STATIC_PATHS = [
  "/",
  "/discover-your-mood",
  "/shop",
  "/blog",
  "/cafes",
  "/about",
  "/contact",
  "/brew-guide",
  "/subscription",
  "/sourcing",
  "/submit-story",
];

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function seoRoutes(services: Services): Router {
  const router = Router();

  router.get("/robots.txt", async (req, res) => {
    const seo = await services.seo.settings();
    const origin = siteOrigin(services.config, req);
    const sitemap = seo.sitemapEnabled === false ? "" : `\n\nSitemap: ${origin}/sitemap.xml`;
    const body = `${(seo.robotsTxt ?? DEFAULT_ROBOTS_TXT).trim()}${sitemap}\n`;
    res.type("text/plain").setHeader("Cache-Control", "public, max-age=3600");
    res.send(body);
  });

  router.get("/sitemap.xml", async (req, res, next) => {
    if ((await services.seo.settings()).sitemapEnabled === false) return next();
    const origin = siteOrigin(services.config, req);
    const [products, moods, posts] = await Promise.all([
      services.catalog.listProducts(),
      services.moods.listMoods(),
      services.blog.listPosts(),
    ]);
    const urls = [
      ...STATIC_PATHS.map((path) => ({ path, lastmod: undefined as string | undefined })),
      ...moods.map((mood) => ({ path: `/mood/${mood.slug}`, lastmod: undefined })),
      ...products.map((product) => ({ path: `/product/${product.slug}`, lastmod: product.updatedAt })),
      ...posts.map((post) => ({ path: `/blog/${post.slug}`, lastmod: post.updatedAt })),
    ];
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...urls.map(
        ({ path, lastmod }) =>
          `<url><loc>${escapeXml(origin + path)}</loc>${lastmod ? `<lastmod>${lastmod.slice(0, 10)}</lastmod>` : ""}</url>`,
      ),
      "</urlset>",
      "",
    ].join("\n");
    res.type("application/xml").setHeader("Cache-Control", "public, max-age=3600");
    res.send(body);
  });

  return router;
}
