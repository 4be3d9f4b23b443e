/** Loading and describing the informational pages, whose text the admin edits under Pages. */
import type { AppLoadContext } from "react-router";
import { pageMeta } from "~/lib/meta";
import { breadcrumbLd, webPageLd } from "~/lib/structured-data";
import { PAGE_ART } from "./page-art";
import { linkTryItWith } from "./try-it-with";

const PAGE_TYPES: Record<string, "AboutPage" | "ContactPage"> = { about: "AboutPage", contact: "ContactPage" };

/**
 * The page, its HTML, and its structured data (built here, so the page's script does not carry the JSON-LD
 * builders; issue 22). `extraLd` adds a page's own, e.g. the shop's organisation on Contact.
 */
export async function loadInfoPage(
  context: AppLoadContext,
  request: Request,
  extraLd: (origin: string) => object[] = () => [],
) {
  const slug = new URL(request.url).pathname.replace(/^\/+|\/+$/g, "");
  const page = await context.services.content.page(slug);
  if (!page) throw new Response("Page not found", { status: 404 });
  let html = context.services.renderMarkdown(page.content);
  // "Try it with: Clay Ritual, …" links each coffee on sale to its page (the Brew Guide's lines).
  if (/<em>Try it with/i.test(html)) {
    const products = await context.services.catalog.listProducts();
    html = linkTryItWith(
      html,
      products.map((p) => ({ name: p.name, slug: p.slug, image: p.images[0] ?? null })),
    );
  }
  const origin = context.origin;
  const jsonLd = [
    webPageLd(origin, {
      type: PAGE_TYPES[page.slug],
      name: page.title,
      description: page.metaDescription ?? page.excerpt,
      path: `/${page.slug}`,
    }),
    breadcrumbLd(origin, [
      { name: "Home", path: "/" },
      { name: page.title, path: `/${page.slug}` },
    ]),
    ...extraLd(origin),
  ];
  return { page, html, art: PAGE_ART[page.slug] ?? null, origin, jsonLd };
}

type Loaded = Awaited<ReturnType<typeof loadInfoPage>>;

/** Title, description, canonical, social tags, and the structured data the loader built. */
export function infoPageMeta(data: Loaded | undefined) {
  if (!data) return [];
  const { page, origin, jsonLd } = data;
  return pageMeta({
    title: page.metaTitle ?? page.title,
    description: page.metaDescription ?? page.excerpt,
    path: `/${page.slug}`,
    origin,
    jsonLd,
  });
}
