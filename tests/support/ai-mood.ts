/** Calls and checks the API tests of the mood suggester share. */
import { expect } from "vitest";
import { BLEND_NAMES, STRENGTH_MAX, type AiMoodAnswer } from "../../src/domain/ai-mood";
import type { PublicCafe, PublicProduct } from "../../src/domain/catalog";
import type { TestApp } from "./test-app";

export async function ask(
  app: TestApp,
  body: unknown,
): Promise<{
  status: number;
  json: AiMoodAnswer & { message?: string; errors?: Record<string, string> };
  headers: Headers;
}> {
  const res = await app.postJson("/api/ai-mood-suggestion", body);
  return { status: res.status, json: await res.json(), headers: res.headers };
}

/** Every part names something real: a blend of the eight as the catalogue sells it, a café on the map. */
export async function expectRealRecommendation(app: TestApp, answer: AiMoodAnswer) {
  const { recommendation } = answer;
  const moods = (await (await app.api("/api/moods")).json()) as { name: string }[];
  expect(moods.map((m) => m.name)).toContain(recommendation.moodMatch);
  expect(BLEND_NAMES).toContain(recommendation.coffeeBlend.name);
  const catalogue = (await (await app.api("/api/products")).json()) as PublicProduct[];
  const product = catalogue.find((p) => p.name === recommendation.coffeeBlend.name)!;
  expect(recommendation.coffeeBlend).toMatchObject({
    origin: product.origin,
    description: product.description,
    imageUrl: product.images[0],
    slug: product.slug,
  });
  expect(recommendation.coffeeBlend.notes.length).toBeGreaterThan(0);
  expect(product.tastingNotes).toEqual(expect.arrayContaining(recommendation.coffeeBlend.notes));
  expect(Number.isInteger(recommendation.coffeeBlend.strength)).toBe(true);
  expect(recommendation.coffeeBlend.strength).toBeGreaterThanOrEqual(0);
  expect(recommendation.coffeeBlend.strength).toBeLessThanOrEqual(STRENGTH_MAX);
  const brew = recommendation.brewingMethod;
  expect(brew.name && brew.temperature && brew.time).toBeTruthy();
  expect(brew.steps.length).toBeGreaterThanOrEqual(2);
  const cafes = (await (await app.api("/api/cafes")).json()) as PublicCafe[];
  const cafe = cafes.find((c) => c.name === recommendation.nearbyTable.name);
  expect(cafe, `${recommendation.nearbyTable.name} is on the café map`).toBeDefined();
  expect(recommendation.nearbyTable.address).toContain(cafe!.city);
  expect(recommendation.nearbyTable.reason.length).toBeGreaterThan(10);
  expect(recommendation.emotionalResponse.length).toBeGreaterThan(20);
  return { product, cafe: cafe! };
}
