/** Page metadata built the same way on every route: title, description, canonical, Open Graph. */
import type { MetaDescriptor } from "react-router";

export const SITE_NAME = "Bean & Bhūmi";
export const DEFAULT_DESCRIPTION =
  "Single-origin and specialty coffee from Chikmagalur, Coorg, the Nilgiris and the Pulney and Shevaroy hills — chosen by mood, roasted to order, shipped across India.";
/** JPEG: social networks do not show SVG previews. */
export const DEFAULT_IMAGE = "/images/og/default.jpg";

export type PageMeta = {
  title: string;
  description?: string;
  /** Path of this page, e.g. `/shop`; made absolute with the site origin. */
  path: string;
  origin: string;
  image?: string | null;
  type?: "website" | "article" | "product";
  keywords?: string[];
  noindex?: boolean;
  jsonLd?: object[];
  publishedTime?: string | null;
  modifiedTime?: string | null;
  author?: string | null;
};

/** "About Us — Bean & Bhūmi" (a stored SEO title that names the shop already) → "About Us". */
const NAMED_SHOP = new RegExp(`\\s*[—–|:-]\\s*${SITE_NAME}\\s*$`);

export function pageMeta(meta: PageMeta): MetaDescriptor[] {
  const own = meta.title.replace(NAMED_SHOP, "").trim();
  const title = !own || own === SITE_NAME ? SITE_NAME : `${own} | ${SITE_NAME}`;
  const description = meta.description ?? DEFAULT_DESCRIPTION;
  const url = `${meta.origin}${meta.path}`;
  const image = absolute(meta.origin, meta.image ?? DEFAULT_IMAGE);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:type", content: meta.type ?? "website" },
    { property: "og:image", content: image },
    ...(image.endsWith(".jpg")
      ? [
          { property: "og:image:width", content: "1200" },
          { property: "og:image:height", content: "630" },
        ]
      : []),
    { property: "og:locale", content: "en_IN" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
  ];
  if (meta.keywords?.length) tags.push({ name: "keywords", content: meta.keywords.join(", ") });
  if (meta.noindex) tags.push({ name: "robots", content: "noindex, follow" });
  if (meta.publishedTime) tags.push({ property: "article:published_time", content: meta.publishedTime });
  if (meta.modifiedTime) tags.push({ property: "article:modified_time", content: meta.modifiedTime });
  if (meta.author) tags.push({ name: "author", content: meta.author });
  for (const data of meta.jsonLd ?? []) tags.push({ "script:ld+json": data });
  return tags;
}

export function absolute(origin: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}
