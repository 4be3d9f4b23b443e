import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  BlogInput,
  CafeInput,
  CoffeeInput,
  HomeSectionInput,
  LoginInput,
  MoodInput,
  OrderPatch,
  PageInput,
  ProductInput,
  ProductPatch,
  SeoSettingsInput,
  StockAdjustInput,
} from "./index";

function errors(schema: z.ZodType, data: unknown): Record<string, string> {
  const result = schema.safeParse(data);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[issue.path.join(".")] ??= issue.message;
  return out;
}

describe("product form", () => {
  it("fills the form's defaults and reads comma-separated lists", () => {
    const product = ProductInput.parse({
      name: "Test",
      price: "1300",
      tags: "a, b ,",
      tastingNotes: "Cocoa, Fig",
      brewRecipe: { methods: "pour-over, espresso" },
      images: "/uploads/x-800.webp",
    });
    expect(product).toMatchObject({
      price: "1300.00",
      stockQuantity: 0,
      lowStockThreshold: 10,
      weight: 250,
      isActive: true,
      isFeatured: false,
      trackInventory: true,
      category: "single-origin",
    });
    expect(product.tags).toEqual(["a", "b"]);
    expect(product.brewRecipe).toEqual({ methods: ["pour-over", "espresso"] });
    expect(product.images).toEqual(["/uploads/x-800.webp"]);
  });

  it("parses its own output to the same value", () => {
    const once = ProductInput.parse({
      name: "Test",
      price: 780.5,
      compareAtPrice: "",
      lowStockThreshold: "",
      gramOptions: [{ weight: "100 g", price: "300" }],
    });
    expect(ProductInput.parse(once)).toEqual(once);
    expect(once).toMatchObject({
      price: "780.50",
      compareAtPrice: null,
      lowStockThreshold: 10,
      gramOptions: [{ weight: "100g", price: "300.00" }],
    });
  });

  it("names each bad field with its rule", () => {
    expect(errors(ProductInput, { price: "" })).toMatchObject({ name: "Name is required", price: "Price is required" });
    expect(errors(ProductInput, { name: "x", price: "12.345" }).price).toMatch(/two decimals/);
    expect(errors(ProductInput, { name: "x", price: "0" }).price).toMatch(/more than/);
    expect(errors(ProductInput, { name: "x", price: 10, images: ["javascript:alert(1)"] })["images.0"]).toMatch(/URL/);
    expect(errors(ProductInput, { name: "x", price: 10, roastLevel: "Blonde" }).roastLevel).toMatch(/one of/);
  });

  it("leaves out what an update does not send", () => {
    expect(ProductPatch.parse({ price: "99" })).toEqual({ price: "99.00" });
    expect(ProductPatch.parse({ lowStockThreshold: "" })).toEqual({ lowStockThreshold: 10 });
  });
});

describe("other forms", () => {
  it("coffee: name, region and description required; altitude and price numbers; aliases accepted", () => {
    expect(errors(CoffeeInput, {})).toMatchObject({
      name: "Name is required",
      region: "Region is required",
      description: "Description is required",
    });
    const coffee = CoffeeInput.parse({
      name: "A",
      region: "B",
      description: "C",
      altitude: "1350",
      price: 780,
      processMethod: "Washed",
      image: "https://example.com/a.jpg",
      tastingNotes: "Fig, Cocoa",
    });
    expect(coffee).toMatchObject({
      altitude: 1350,
      price: "780.00",
      processingMethod: "Washed",
      imageUrl: "https://example.com/a.jpg",
      tastingNotes: ["Fig", "Cocoa"],
    });
    expect(errors(CoffeeInput, { name: "A", region: "B", description: "C", altitude: "high" }).altitude).toMatch(
      /number/,
    );
  });

  it("café: name, description, address required; unknown coordinates allowed", () => {
    expect(errors(CafeInput, {})).toMatchObject({
      name: "Name is required",
      description: "Description is required",
      address: "Address is required",
    });
    expect(
      CafeInput.parse({ name: "a", description: "b", address: "c", city: "Ooty", latitude: "", longitude: "76.7" }),
    ).toMatchObject({ latitude: null, longitude: 76.7, status: "approved", weeklyPick: false });
  });

  it("mood: emoji at most 2, colour # + 6 hex, default #8B4513", () => {
    expect(MoodInput.parse({ name: "Rainy" })).toMatchObject({ colorCode: "#8B4513", coffeeIds: [] });
    expect(MoodInput.parse({ name: "Rainy", emoji: "👍🏽" }).emoji).toBe("👍🏽");
    expect(errors(MoodInput, { name: "Rainy", emoji: "☕☕☕" }).emoji).toBe("Emoji must be at most 2 characters");
    expect(errors(MoodInput, { name: "Rainy", colorCode: "#12345" }).colorCode).toBe(
      "Colour must be # followed by 6 hex digits",
    );
    expect(errors(MoodInput, { name: "Rainy", coffeeIds: [1, 1] }).coffeeIds).toBe("A coffee is listed twice");
  });

  it("blog: meta title ≤ 60, description ≤ 160, read time default 5, draft by default", () => {
    expect(BlogInput.parse({ title: "T", content: "C" })).toMatchObject({
      status: "draft",
      readTime: 5,
      categoryId: 1,
    });
    expect(errors(BlogInput, { title: "T", content: "C", metaTitle: "x".repeat(61) }).metaTitle).toBe(
      "Meta title must be at most 60 characters",
    );
    expect(errors(BlogInput, { title: "T", content: "C", metaDescription: "x".repeat(161) }).metaDescription).toBe(
      "Meta description must be at most 160 characters",
    );
    expect(errors(BlogInput, { title: "", content: "" })).toMatchObject({
      title: "Title is required",
      content: "Content is required",
    });
  });

  it("home section and page defaults", () => {
    expect(HomeSectionInput.parse({ section: "hero" })).toMatchObject({ order: 0, isActive: true });
    expect(errors(HomeSectionInput, {}).section).toBe("Section id is required");
    expect(PageInput.parse({ title: "About" })).toMatchObject({ isHomepage: false, menuOrder: 0, status: "draft" });
  });

  it("login, order patch, stock and SEO", () => {
    expect(errors(LoginInput, {})).toEqual({ username: "Username is required", password: "Password is required" });
    expect(errors(OrderPatch, {}).status).toMatch(/Nothing to update/);
    expect(errors(OrderPatch, { status: "lost" }).status).toMatch(/one of/);
    expect(errors(StockAdjustInput, { delta: 0 }).delta).toMatch(/not be zero/);
    expect(StockAdjustInput.parse({ delta: "5" })).toMatchObject({ delta: 5, reason: "adjustment" });
    expect(errors(SeoSettingsInput, { googleAnalyticsId: "UA-1" }).googleAnalyticsId).toMatch(/G-/);
    expect(
      errors(SeoSettingsInput, {
        redirects: [
          { fromPath: "/a", toPath: "/b" },
          { fromPath: "/b", toPath: "/a" },
        ],
      })["redirects.0.toPath"],
    ).toMatch(/each other/);
    expect(
      errors(SeoSettingsInput, { redirects: [{ fromPath: "/api/x", toPath: "/b" }] })["redirects.0.fromPath"],
    ).toMatch(/cannot be under/);
    expect(SeoSettingsInput.parse({ redirects: [{ fromPath: "/old", toPath: "/shop" }] }).redirects).toEqual([
      { fromPath: "/old", toPath: "/shop", statusCode: 301 },
    ]);
  });
});
