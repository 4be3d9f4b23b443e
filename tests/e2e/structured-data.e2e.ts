/**
 * The product page's JSON-LD, checked by Adobe's structured-data validator (Google's rich-result rules for
 * Product, AggregateOffer and Offer): an Offer per bag size with its price in INR and availability.
 */
import Validator from "@adobe/structured-data-validator";
import { describe, expect, it } from "vitest";
import { sharedServerUrl } from "./support/shared-server";

const baseUrl = sharedServerUrl();
const PRODUCT = "/product/golden-hush-honey-process-coffee";

type Json = Record<string, unknown>;
type Issue = { issueMessage: string; severity: "ERROR" | "WARNING"; fieldNames?: string[] };

async function jsonLd(path: string): Promise<Json[]> {
  const html = await (await fetch(`${baseUrl}${path}`)).text();
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Json,
  );
}

async function errorsOf(product: Json): Promise<string[]> {
  const issues = (await new Validator().validate({ jsonld: { Product: [structuredClone(product)] } })) as Issue[];
  return issues.filter((issue) => issue.severity === "ERROR").map((issue) => issue.issueMessage);
}

describe("product structured data", () => {
  it("offers each bag size with its price in INR and its availability", async () => {
    const product = (await jsonLd(PRODUCT)).find((block) => block["@type"] === "Product")!;
    const aggregate = product.offers as Json & { offers: Json[] };
    const bags = await (await fetch(`${baseUrl}/api/products/golden-hush-honey-process-coffee`)).json();
    expect(aggregate["@type"]).toBe("AggregateOffer");
    expect(aggregate.offers.map((offer) => offer.name)).toEqual(["250 g bag", "500 g bag", "1000 g bag"]);
    for (const offer of aggregate.offers) {
      expect(offer).toMatchObject({
        "@type": "Offer",
        priceCurrency: "INR",
        availability: bags.inStock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      });
      expect(offer.price).toMatch(/^\d+\.\d{2}$/);
    }
    const prices = aggregate.offers.map((offer) => Number(offer.price));
    expect(Math.min(...prices).toFixed(2)).toBe(aggregate.lowPrice);
    expect(Math.max(...prices).toFixed(2)).toBe(aggregate.highPrice);
    expect(aggregate.offerCount).toBe(aggregate.offers.length);
  });

  it("passes the validator as published, and each bag's Offer passes it as the product's offer", async () => {
    const product = (await jsonLd(PRODUCT)).find((block) => block["@type"] === "Product")!;
    expect(await errorsOf(product)).toEqual([]);
    for (const offer of (product.offers as { offers: Json[] }).offers)
      expect(await errorsOf({ ...product, offers: offer })).toEqual([]);
  });

  it("the validator does find a bag offer without a price (the check can fail)", async () => {
    const product = (await jsonLd(PRODUCT)).find((block) => block["@type"] === "Product")!;
    const offer = { ...(product.offers as { offers: Json[] }).offers[0]! };
    delete offer.price;
    expect(await errorsOf({ ...product, offers: offer })).not.toEqual([]);
  });
});
