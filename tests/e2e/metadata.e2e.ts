/** Every public page arrives with its title, description, canonical URL, social tags and JSON-LD; the sitemap lists them. */
import { describe, expect, it } from "vitest";
import { sharedServerUrl } from "./support/shared-server";

const baseUrl = sharedServerUrl();

const PUBLIC_PAGES: [path: string, canonical: string, ldTypes: string[]][] = [
  ["/", "/", ["WebSite", "Organization"]],
  ["/discover-your-mood", "/discover-your-mood", ["BreadcrumbList", "ItemList"]],
  ["/mood/calm-and-reflective-coffee-match", "/mood/calm-and-reflective-coffee-match", ["BreadcrumbList"]],
  ["/shop", "/shop", ["BreadcrumbList", "ItemList"]],
  [
    "/product/golden-hush-honey-process-coffee",
    "/product/golden-hush-honey-process-coffee",
    ["Product", "BreadcrumbList"],
  ],
  ["/blog", "/blog", ["BreadcrumbList"]],
  [
    "/blog/kaapi-culture-south-indian-filter-coffee-tradition",
    "/blog/kaapi-culture-south-indian-filter-coffee-tradition",
    ["Article", "BreadcrumbList"],
  ],
  ["/cafes", "/cafes", ["BreadcrumbList", "CafeOrCoffeeShop"]],
  ["/about", "/about", ["AboutPage", "BreadcrumbList"]],
  ["/contact", "/contact", ["ContactPage", "Organization"]],
  ["/brew-guide", "/brew-guide", ["WebPage", "BreadcrumbList"]],
  ["/subscription", "/subscription", ["WebPage", "Service"]],
  ["/sourcing", "/sourcing", ["WebPage", "BreadcrumbList"]],
  ["/submit-story", "/submit-story", ["WebPage", "BreadcrumbList"]],
];

function head(html: string) {
  const attr = (pattern: RegExp) => pattern.exec(html)?.[1];
  const ld = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as { "@type": string },
  );
  return {
    title: attr(/<title>([^<]+)<\/title>/),
    description: attr(/<meta name="description" content="([^"]+)"/),
    canonical: attr(/<link rel="canonical" href="([^"]+)"/),
    ogTitle: attr(/<meta property="og:title" content="([^"]+)"/),
    ogImage: attr(/<meta property="og:image" content="([^"]+)"/),
    twitter: attr(/<meta name="twitter:card" content="([^"]+)"/),
    ldTypes: ld.map((block) => block["@type"]),
  };
}

describe("page metadata", () => {
  it.each(PUBLIC_PAGES)(
    "%s has title, description, canonical, social tags and JSON-LD",
    async (path, canonical, types) => {
      const res = await fetch(`${baseUrl}${path}`);
      expect(res.status).toBe(200);
      const meta = head(await res.text());
      expect(meta.title).toMatch(/Bean &amp; Bhūmi/);
      expect(meta.description!.length).toBeGreaterThan(40);
      expect(meta.canonical).toBe(`${baseUrl}${canonical}`);
      expect(meta.ogTitle).toBeTruthy();
      expect(meta.ogImage).toMatch(/^http:\/\/.+\.(jpg|svg)$/);
      expect(meta.twitter).toBe("summary_large_image");
      for (const type of types) expect(meta.ldTypes).toContain(type);
    },
  );

  it("describes every listed café as a CafeOrCoffeeShop with its address and coordinates", async () => {
    const html = await (await fetch(`${baseUrl}/cafes`)).text();
    const cafes = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)]
      .map((m) => JSON.parse(m[1]!))
      .filter((block) => block["@type"] === "CafeOrCoffeeShop");
    expect(cafes).toHaveLength(12);
    for (const cafe of cafes) {
      expect(cafe.address).toMatchObject({ "@type": "PostalAddress", addressCountry: "IN" });
      expect(cafe.geo.latitude).toBeGreaterThan(8);
      expect(cafe.geo.longitude).toBeGreaterThan(76);
    }
  });

  it("keeps the unsubscribe page out of search results", async () => {
    const html = await (await fetch(`${baseUrl}/unsubscribe?token=x`)).text();
    expect(html).toContain('<meta name="robots" content="noindex, follow"');
  });

  it("lists products, moods, articles, pages and the café finder in the sitemap", async () => {
    const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    for (const path of [
      "/cafes",
      "/about",
      "/contact",
      "/subscription",
      "/submit-story",
      "/brew-guide",
      "/sourcing",
      "/blog",
      "/shop",
      "/mood/calm-and-reflective-coffee-match",
      "/product/golden-hush-honey-process-coffee",
      "/blog/kaapi-culture-south-indian-filter-coffee-tradition",
    ]) {
      expect(sitemap).toContain(`<loc>${baseUrl}${path}</loc>`);
    }
    expect(sitemap).not.toContain("/unsubscribe");
  });
});
