import { expect, it } from "vitest";
import type { MoodCoffee, PublicMood } from "@domain/catalog";
import { moodSlug } from "@domain/slug";
import { eachDatabase } from "../support/test-app";

const EXPECTED_MATCHES: Record<string, number> = {
  "Calm & Reflective": 2,
  "Energetic & Focused": 3,
  "Cozy & Nostalgic": 2,
  "Bold & Adventurous": 2,
  "Soulful & Slow": 2,
  "Creative & Inspired": 3,
};

eachDatabase("Moods API", (app) => {
  it("lists the six moods with their match counts, colours and two notes each", async () => {
    const moods: PublicMood[] = await (await app().api("/api/moods")).json();
    expect(moods.map((m) => m.name)).toEqual(Object.keys(EXPECTED_MATCHES));
    for (const mood of moods) {
      expect(mood.matchCount).toBe(EXPECTED_MATCHES[mood.name]);
      expect(mood.coffeeIds).toHaveLength(mood.matchCount);
      expect(mood.slug).toBe(moodSlug(mood.name));
      expect(mood.colorCode).toMatch(/^#[0-9A-Fa-f]{6}$/);
      expect(mood.notes).toHaveLength(2);
      expect(mood.emoji.length).toBeLessThanOrEqual(2);
    }
    expect(moods.map((m) => m.colorScheme)).toEqual(["blue", "yellow", "orange", "red", "purple", "green"]);
  });

  it("gives the same coffees by id, by slug and by code", async () => {
    const byId = await (await app().api("/api/moods/1/coffees")).json();
    const bySlug = await (await app().api("/api/moods/calm-and-reflective-coffee-match/coffees")).json();
    const byCode = await (await app().api("/api/moods/calm-reflective/coffees")).json();
    expect(bySlug).toEqual(byId);
    expect(byCode).toEqual(byId);
    expect(byId.map((c: MoodCoffee) => c.name)).toEqual(["Morning Dust", "Golden Hush"]);
  });

  it("carries the live product's price, rating and stock on each mood coffee", async () => {
    const coffees: MoodCoffee[] = await (await app().api("/api/moods/calm-and-reflective-coffee-match/coffees")).json();
    const product = await (await app().api("/api/products/morning-dust-light-roast-coffee")).json();
    expect(coffees[0]!.product).toMatchObject({
      id: product.id,
      slug: product.slug,
      price: "1300.00",
      rating: product.rating,
      stockQuantity: 244,
      inStock: true,
    });
    expect(coffees[0]).toMatchObject({ region: expect.any(String), altitude: 1350, processMethod: "Washed" });
  });

  it("shows a sold-out match as out of stock", async () => {
    const coffees: MoodCoffee[] = await (await app().api("/api/moods/creative-inspired/coffees")).json();
    const peaberry = coffees.find((c) => c.name === "Shevaroy Peaberry")!;
    expect(peaberry.product).toMatchObject({ stockQuantity: 0, inStock: false });
  });

  it.each(["/api/moods/999/coffees", "/api/moods/sleepy-and-grumpy-coffee-match/coffees", "/api/moods/999"])(
    "answers %s with 404",
    async (path) => {
      const res = await app().api(path);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: "Mood not found" });
    },
  );
});
