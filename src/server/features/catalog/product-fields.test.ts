import { describe, expect, it } from "vitest";
import { PRODUCT_FIELDS, PRODUCT_FORM_ORDER, ProductInput, type ProductField } from "@domain/product-fields";
import { adminProductView, productColumns, publicProductView, type ProductRow } from "./product-fields";

/** Every field the form has, filled in. */
const FULL_FORM = {
  name: "Roast Date Test",
  slug: "roast-date-test",
  sku: "RDT-1",
  barcode: "890123",
  description: "A test coffee",
  price: "1300",
  compareAtPrice: "1500.50",
  costPrice: "700",
  stockQuantity: "4",
  lowStockThreshold: "3",
  weight: "250",
  category: "blend",
  tags: "a, b",
  images: "/uploads/x-800.webp",
  origin: "Chikmagalur",
  region: "Karnataka",
  certification: "Organic",
  grade: "AA",
  district: "Chikmagalur",
  estate: "Test Estate",
  elevation: "1,200 m",
  altitude: "1200",
  cultivars: "SL9",
  processingMethod: "Washed",
  roastLevel: "Dark Roast",
  tastingNotes: "cocoa, fig",
  bhumiNote: "note",
  poeticLine: "line",
  essence: "essence",
  farmerName: "Farmer",
  farmerQuote: "quote",
  moodPairing: "calm",
  brewRecipe: { methods: "pour-over" },
  recommendedMethods: "pour-over",
  gramOptions: [{ weight: "100g", price: "525" }],
  batchStory: "story",
  harvest: "2026",
  limitedTo: "100",
  maxPerCustomer: "2",
  seoTitle: "SEO",
  seoDescription: "SEO description",
  isActive: true,
  isFeatured: true,
  trackInventory: false,
};

const entries = Object.entries(PRODUCT_FIELDS) as [string, ProductField][];

describe("product fields", () => {
  it("the test form fills every input field", () => {
    expect(Object.keys(FULL_FORM).sort()).toEqual([...PRODUCT_FORM_ORDER].sort());
  });

  it("writes every input field to its column (none is dropped on save)", () => {
    const columns = productColumns(ProductInput.parse(FULL_FORM));
    const written = entries.filter(([, f]) => f.input && (f.write ?? "column") === "column").map(([, f]) => f.column);
    expect(written.length).toBeGreaterThan(30);
    for (const column of written) expect(columns, String(column)).toHaveProperty(String(column));
    expect(columns).toMatchObject({ pricePaise: 130000, compareAtPaise: 150050, costPaise: 70000, altitudeM: 1200 });
    expect(columns).not.toHaveProperty("slug"); // made free by the caller
    expect(columns).not.toHaveProperty("stockQuantity"); // moved through the ledger
  });

  it("shows every field to the admin, and never the cost price to shoppers", () => {
    const row = {
      ...Object.fromEntries(entries.filter(([, f]) => f.column).map(([, f]) => [f.column, null])),
      id: 1,
      slug: "s",
      name: "N",
      description: "",
      pricePaise: 130000,
      costPaise: 70000,
      category: "blend",
      tags: [],
      tastingNotes: [],
      images: [],
      recommendedMethods: [],
      gramOptions: [{ weight: "250g", pricePaise: 130000 }],
      weightGrams: 250,
      stockQuantity: 2,
      lowStockThreshold: 5,
      trackInventory: true,
      reviewCount: 0,
      isActive: true,
      isFeatured: false,
      createdAt: new Date("2026-11-01T00:00:00Z"),
      updatedAt: new Date("2026-11-02T00:00:00Z"),
    } as unknown as ProductRow;
    const shown = publicProductView(row);
    expect(JSON.stringify(shown)).not.toMatch(/cost/i);
    const admin = adminProductView(row, 3);
    for (const [key, field] of entries) {
      expect(admin, key).toHaveProperty(field.shownAs ?? key);
      if (field.shown === "public") expect(shown, key).toHaveProperty(field.shownAs ?? key);
    }
    expect(admin).toMatchObject({
      costPrice: "700.00",
      costPaise: 70000,
      orderCount: 3,
      lowStock: true,
      inStock: true,
    });
  });
});
