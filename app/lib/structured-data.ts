/** schema.org builders for JSON-LD. Prices are in INR. */
import { SITE_NAME, DEFAULT_DESCRIPTION, absolute } from "./meta";

export const CONTACT = {
  email: "hello@beanandbhumi.in",
  phone: "+91 80 4567 2190",
};

export function websiteLd(origin: string) {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: SITE_NAME,
    url: origin,
    description: DEFAULT_DESCRIPTION,
    inLanguage: "en-IN",
    potentialAction: {
      "@type": "SearchAction",
      target: `${origin}/shop?category={category}`,
      "query-input": "required name=category",
    },
  };
}

export function organizationLd(origin: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: SITE_NAME,
    url: origin,
    logo: absolute(origin, "/images/logo-mark.svg"),
    email: CONTACT.email,
    telephone: CONTACT.phone,
    address: { "@type": "PostalAddress", addressLocality: "Bengaluru", addressRegion: "Karnataka", addressCountry: "IN" },
  };
}

export function breadcrumbLd(origin: string, items: { name: string; path: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: absolute(origin, item.path),
    })),
  };
}
