import { eq } from "drizzle-orm";
import { afterEach, beforeEach, expect, it } from "vitest";
import { BLANK_FEELING } from "../../src/domain/ai-mood";
import type { AdminProduct } from "../../src/domain/admin/types";
import type { PublicCafe } from "../../src/domain/catalog";
import { CATALOG_CHANNEL } from "../../src/server/cache";
import { notify } from "../../src/server/db/client";
import { products } from "../../src/server/db/schema";
import { AI_MOOD_RATE } from "../../src/server/features/ai-mood/ai-mood.routes";
import { resetRateLimit } from "../../src/server/http/rate-limit";
import { signInAdmin } from "../support/admin";
import { ask, expectRealRecommendation } from "../support/ai-mood";
import { eachDatabase } from "../support/test-app";

const BANGALORE = { lat: 12.9716, lng: 77.5946 };

eachDatabase("AI mood suggestion, built-in engine", (app) => {
  beforeEach(() => resetRateLimit(app().services.db, AI_MOOD_RATE, "127.0.0.1"));
  afterEach(() => resetRateLimit(app().services.db, AI_MOOD_RATE, "127.0.0.1"));

  it("answers a chip in full: calm mood, a real blend, a brew, a real café in its city", async () => {
    const { status, json } = await ask(app(), { emotion: "  I'm feeling stressed  " });
    expect(status).toBe(200);
    expect(json.engine).toBe("built-in");
    expect(Object.keys(json.recommendation).sort()).toEqual([
      "brewingMethod",
      "coffeeBlend",
      "emotionalResponse",
      "moodMatch",
      "nearbyTable",
    ]);
    expect(json.recommendation.moodMatch).toBe("Calm & Reflective");
    expect(json.understood).toBe(true);
    const { cafe } = await expectRealRecommendation(app(), json);
    expect(json.recommendation.nearbyTable.distance).toBe(cafe.city);
    // Without a location: the café of the week, not a random one far away.
    const pick = (await (await app().api("/api/cafes/weekly-pick")).json()) as PublicCafe;
    expect(json.recommendation.nearbyTable.name).toBe(pick.name);
    // What it understood, in its own words — not the feeling quoted back.
    expect(json.recommendation.emotionalResponse).not.toContain("I'm feeling stressed");
    expect(json.recommendation.emotionalResponse).toMatch(/on your mind/);
  });

  it("says when it could not read a feeling, instead of a confident mood", async () => {
    const { status, json } = await ask(app(), { emotion: "asdfgh qwerty" });
    expect(status).toBe(200);
    expect(json.understood).toBe(false);
    expect(json.recommendation.emotionalResponse).toMatch(/couldn't quite read a feeling/);
    await expectRealRecommendation(app(), json);
  });

  it("suggests a mood the owner adds in the admin, with no code change, and stops when it is deleted", async () => {
    const admin = await signInAdmin(app());
    const feeling = "Diwali at home, lamps and sweets everywhere";
    const created = (await admin.json(
      admin.post("/moods", {
        name: "Festive & Sweet",
        description: "For Diwali, Pongal and Onam: lamps, sweets, new clothes and the whole family under one roof.",
        characteristics: "Jaggery and cardamom, Celebration in a cup",
      }),
      201,
    )) as { id: number };
    const listed = async () =>
      ((await (await app().api("/api/moods")).json()) as { name: string }[]).map((m) => m.name);
    try {
      // The moods reach every process through the catalogue cache's notification.
      await expect.poll(listed).toContain("Festive & Sweet");
      expect((await ask(app(), { emotion: feeling })).json.recommendation.moodMatch).toBe("Festive & Sweet");
      const { json } = await ask(app(), { emotion: "deadline tonight, I need to focus" });
      expect(json.recommendation.moodMatch).toBe("Energetic & Focused");
    } finally {
      await admin.json(admin.del(`/moods/${created.id}`), 204);
    }
    await expect.poll(listed).not.toContain("Festive & Sweet");
    expect((await ask(app(), { emotion: feeling })).json.recommendation.moodMatch).not.toBe("Festive & Sweet");
  });

  it("gives the nearest suitable café with its distance when the shopper shares a location", async () => {
    const { status, json } = await ask(app(), { emotion: "deadline tonight, I need to focus", ...BANGALORE });
    expect(status).toBe(200);
    expect(json.recommendation.moodMatch).toBe("Energetic & Focused");
    const { cafe } = await expectRealRecommendation(app(), json);
    expect(cafe.city).toBe("Bangalore");
    expect(cafe.features).toContain("strong_wifi");
    expect(json.recommendation.nearbyTable.distance).toMatch(/^\d+\.\d km$/);
    const near = (await (
      await app().api(`/api/cafes?lat=${BANGALORE.lat}&lng=${BANGALORE.lng}&feature=strong_wifi`)
    ).json()) as PublicCafe[];
    expect(json.recommendation.nearbyTable.name).toBe(near[0]!.name);
    expect(json.recommendation.nearbyTable.distance).toBe(`${near[0]!.distanceKm!.toFixed(1)} km`);
  });

  it("is deterministic for the same feeling", async () => {
    const first = await ask(app(), { emotion: "missing my amma's filter coffee 😢" });
    const second = await ask(app(), { emotion: "missing my amma's filter coffee 😢" });
    expect(first.json).toEqual(second.json);
  });

  it("reads the live catalogue, so an admin's edit shows up in the next answer", async () => {
    const db = app().services.db;
    const [before] = await db.select().from(products).where(eq(products.name, "Morning Dust"));
    await db
      .update(products)
      .set({ description: "Edited by the owner: jasmine and mist." })
      .where(eq(products.id, before!.id));
    await notify(db, CATALOG_CHANNEL);
    try {
      await expect
        .poll(async () => (await ask(app(), { emotion: "I feel sober" })).json.recommendation.coffeeBlend)
        .toMatchObject({ name: "Morning Dust", description: "Edited by the owner: jasmine and mist." });
    } finally {
      await db.update(products).set({ description: before!.description }).where(eq(products.id, before!.id));
      await notify(db, CATALOG_CHANNEL);
    }
  });

  it("links to the live product: the owner's new slug follows, and a blend taken off sale is never suggested", async () => {
    const admin = await signInAdmin(app());
    const clay = (await admin.json<AdminProduct[]>(admin.get("/products"))).find((p) => p.name === "Clay Ritual")!;
    const blendFor = async (emotion: string) => (await ask(app(), { emotion })).json.recommendation.coffeeBlend;
    try {
      await admin.json(admin.put(`/products/${clay.id}`, { slug: "clay-ritual-new-address" }));
      await expect
        .poll(() => blendFor("I need a hug"))
        .toMatchObject({ name: "Clay Ritual", slug: "clay-ritual-new-address" });
      expect((await app().api("/api/products/clay-ritual-new-address")).status).toBe(200);

      await admin.json(admin.put(`/products/${clay.id}`, { isActive: false }));
      await expect.poll(async () => (await blendFor("I need a hug")).name).not.toBe("Clay Ritual");
      const { json } = await ask(app(), { emotion: "I need a hug" });
      const { product } = await expectRealRecommendation(app(), json);
      expect((await app().api(`/api/products/${json.recommendation.coffeeBlend.slug}`)).status).toBe(200);
      expect(product.slug).toBe(json.recommendation.coffeeBlend.slug);
    } finally {
      await admin.json(admin.put(`/products/${clay.id}`, { slug: clay.slug, isActive: true }));
    }
  });

  it.each([
    ["no emotion", {}, "emotion", BLANK_FEELING],
    ["an empty emotion", { emotion: "" }, "emotion", BLANK_FEELING],
    ["a blank emotion", { emotion: "   \n " }, "emotion", BLANK_FEELING],
    ["a null emotion", { emotion: null }, "emotion", BLANK_FEELING],
    ["a number", { emotion: 42 }, "emotion", "emotion must be text"],
    ["a list", { emotion: ["sad"] }, "emotion", "emotion must be text"],
    [
      "1,001 characters",
      { emotion: "x".repeat(1001) },
      "emotion",
      "Please describe your mood in 1,000 characters or fewer",
    ],
    ["lat without lng", { emotion: "tired", lat: 12.9 }, "lat", "lat and lng go together"],
    ["a latitude off the globe", { emotion: "tired", lat: 91, lng: 77 }, "lat", "lat must be between -90 and 90"],
    ["coordinates as text", { emotion: "tired", lat: "12", lng: "77" }, "lat", "lat must be a number"],
  ])("refuses %s with 400 naming the field", async (_label, body, field, message) => {
    const { status, json } = await ask(app(), body);
    expect(status).toBe(400);
    expect(json.errors?.[field]).toBe(message);
    expect(json.message).toBe(message);
  });

  it("accepts exactly 1,000 characters, counting an emoji as one", async () => {
    expect((await ask(app(), { emotion: "😴".repeat(1000) })).status).toBe(200);
    expect((await ask(app(), { emotion: `${"a".repeat(999)}😴` })).status).toBe(200);
  });

  it("refuses a body that is not a JSON object", async () => {
    const res = await app().api("/api/ai-mood-suggestion", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: '["I am sad"]',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe("The request body must be a JSON object");
  });

  it(`limits each address to ${AI_MOOD_RATE.limit} requests per window, kept in the database`, async () => {
    for (let i = 0; i < AI_MOOD_RATE.limit; i++) expect((await ask(app(), { emotion: "" })).status).toBe(400);
    const limited = await ask(app(), { emotion: "I want to celebrate" });
    expect(limited.status).toBe(429);
    expect(limited.json.message).toMatch(/Too many requests/);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    await resetRateLimit(app().services.db, AI_MOOD_RATE, "127.0.0.1");
    expect((await ask(app(), { emotion: "I want to celebrate" })).status).toBe(200);
  });
});
