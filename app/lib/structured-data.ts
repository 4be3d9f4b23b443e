/** schema.org builders for JSON-LD. Prices are in INR. */
import { DEFAULT_CONTACT as CONTACT } from "./contact";
import { SITE_NAME, DEFAULT_DESCRIPTION, absolute } from "./meta";

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
      target: `${origin}/search?q={search_term_string}`,
      "query-input": "required name=search_term_string",
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
    address: {
      "@type": "PostalAddress",
      addressLocality: "Bengaluru",
      addressRegion: "Karnataka",
      addressCountry: "IN",
    },
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

type ProductForLd = {
  name: string;
  slug: string;
  description: string;
  images: string[];
  sku?: string | null;
  rating: number | null;
  reviewCount: number;
  inStock: boolean;
  processingMethod: string | null;
  roastLevel: string | null;
  origin: string | null;
};

type ReviewForLd = { title: string; body: string; createdAt: string; author: string; rating: number };

/** One bag size on sale: its weight and its price as a rupee decimal ("950.00"). */
export type BagOffer = { grams: number; price: string };

/**
 * Product with an AggregateOffer over its bag sizes, and inside it an Offer per bag size (price, INR,
 * availability), so a search engine can show the price of the bag it matched. Prices are rupee decimals.
 */
export function productLd(
  origin: string,
  product: ProductForLd,
  prices: { low: string; high: string; count: number },
  bags: readonly BagOffer[],
  /** Approved reviews shown on the page (decision 132): the only source of rating and review. */
  reviews: readonly ReviewForLd[] = [],
) {
  const url = `${origin}/product/${product.slug}`;
  const availability = product.inStock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock";
  const seller = { "@type": "Organization", name: SITE_NAME };
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    description: product.description,
    image: product.images.map((image) => absolute(origin, image)),
    url: `${origin}/product/${product.slug}`,
    ...(product.sku ? { sku: product.sku } : {}),
    brand: { "@type": "Brand", name: SITE_NAME },
    category: "Coffee",
    ...(product.origin ? { countryOfOrigin: "IN" } : {}),
    additionalProperty: [
      product.processingMethod && { "@type": "PropertyValue", name: "Processing", value: product.processingMethod },
      product.roastLevel && { "@type": "PropertyValue", name: "Roast level", value: product.roastLevel },
      product.origin && { "@type": "PropertyValue", name: "Origin", value: product.origin },
    ].filter(Boolean),
    ...(product.rating && product.reviewCount > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: product.rating,
            reviewCount: product.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    ...(reviews.length > 0
      ? {
          review: reviews.map((review) => ({
            "@type": "Review",
            name: review.title,
            reviewBody: review.body,
            // The day in India, as the page shows it.
            datePublished: new Date(Date.parse(review.createdAt) + 330 * 60_000).toISOString().slice(0, 10),
            author: { "@type": "Person", name: review.author },
            reviewRating: { "@type": "Rating", ratingValue: review.rating, bestRating: 5, worstRating: 1 },
          })),
        }
      : {}),
    offers: {
      "@type": "AggregateOffer",
      priceCurrency: "INR",
      lowPrice: prices.low,
      highPrice: prices.high,
      offerCount: prices.count,
      availability,
      url,
      seller,
      offers: bags.map((bag) => ({
        "@type": "Offer",
        name: `${bag.grams} g bag`,
        ...(product.sku ? { sku: `${product.sku}-${bag.grams}G` } : {}),
        price: bag.price,
        priceCurrency: "INR",
        availability,
        itemCondition: "https://schema.org/NewCondition",
        url,
        seller,
      })),
    },
  };
}

type CafeForLd = {
  id: number;
  name: string;
  description: string;
  address: string;
  city: string;
  state: string | null;
  pincode: string | null;
  latitude: number;
  longitude: number;
  phone: string | null;
  website: string | null;
  imageUrl: string | null;
};

/** A café of the finder, as schema.org's CafeOrCoffeeShop. */
export function cafeLd(origin: string, cafe: CafeForLd) {
  return {
    "@context": "https://schema.org",
    "@type": "CafeOrCoffeeShop",
    "@id": `${origin}/cafes#cafe-${cafe.id}`,
    name: cafe.name,
    description: cafe.description,
    url: cafe.website ?? `${origin}/cafes?cafe=${cafe.id}`,
    ...(cafe.imageUrl ? { image: absolute(origin, cafe.imageUrl) } : {}),
    ...(cafe.phone ? { telephone: cafe.phone } : {}),
    address: {
      "@type": "PostalAddress",
      streetAddress: cafe.address,
      addressLocality: cafe.city,
      ...(cafe.state ? { addressRegion: cafe.state } : {}),
      ...(cafe.pincode ? { postalCode: cafe.pincode } : {}),
      addressCountry: "IN",
    },
    geo: { "@type": "GeoCoordinates", latitude: cafe.latitude, longitude: cafe.longitude },
    servesCuisine: "Coffee",
    priceRange: "₹₹",
    currenciesAccepted: "INR",
  };
}

/** A list of pages (products, moods) for a listing page. */
export function itemListLd(origin: string, name: string, items: { name: string; path: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name,
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      url: absolute(origin, item.path),
    })),
  };
}

/** The page itself: WebPage, or its more precise kind (AboutPage, ContactPage). */
export function webPageLd(
  origin: string,
  page: { type?: "WebPage" | "AboutPage" | "ContactPage"; name: string; description: string; path: string },
) {
  return {
    "@context": "https://schema.org",
    "@type": page.type ?? "WebPage",
    name: page.name,
    description: page.description,
    url: absolute(origin, page.path),
    isPartOf: { "@type": "WebSite", name: SITE_NAME, url: origin },
    inLanguage: "en-IN",
  };
}
