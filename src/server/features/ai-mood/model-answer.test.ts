import { describe, expect, it } from "vitest";
import { BLEND_NAMES } from "@domain/ai-mood";
import { createMoodEngine, type Sources } from "./engine/engine";
import { seedSources } from "./engine/seed-sources";
import { ENGINE_SURE, mergeModelAnswer } from "./model-answer";

const engine = createMoodEngine();
const sources = seedSources();
const FEELING = "I need a hug";

function merge(coffeeBlend: unknown, from: Sources = sources) {
  const answer = {
    moodMatch: "Cozy & Nostalgic",
    coffeeBlend,
    emotionalResponse: "Stone Drip will hold you like a warm shawl tonight.",
  };
  return mergeModelAnswer(answer, FEELING, engine.suggest(FEELING, from), engine, from).recommendation;
}

describe("the model's blend, checked against the live catalogue", () => {
  it("takes the slug from the catalogue, never from the model, whatever case the model writes the name in", () => {
    const renamed = {
      ...sources,
      products: sources.products.map((p) => (p.name === "Stone Drip" ? { ...p, slug: "stone-drip-renamed" } : p)),
    };
    expect(merge({ name: "stone drip", slug: "made-up-by-the-model" }, renamed).coffeeBlend).toMatchObject({
      name: "Stone Drip",
      slug: "stone-drip-renamed",
    });
  });

  it("replaces a blend that is not on sale with the engine's, linked to its live product", () => {
    const withoutStoneDrip = { ...sources, products: sources.products.filter((p) => p.name !== "Stone Drip") };
    const recommendation = merge({ name: "Stone Drip" }, withoutStoneDrip);
    const product = withoutStoneDrip.products.find((p) => p.name === recommendation.coffeeBlend.name);
    expect(recommendation.coffeeBlend.name).not.toBe("Stone Drip");
    expect(recommendation.coffeeBlend.slug).toBe(product?.slug);
    expect(recommendation.emotionalResponse).not.toContain("Stone Drip");
  });

  it("answers as the built-in engine does when none of the eight is on sale: a named blend with no product to link", () => {
    const noBlends = {
      ...sources,
      products: sources.products.filter((p) => !BLEND_NAMES.some((name) => name === p.name)),
    };
    const recommendation = merge({ name: "Stone Drip" }, noBlends);
    expect(recommendation.coffeeBlend).toEqual(engine.suggest(FEELING, noBlends).recommendation.coffeeBlend);
    expect(recommendation.coffeeBlend.slug).toBeNull();
  });
});

describe("the model's mood, only where the engine agrees or is unsure (decision 072)", () => {
  const answer = (moodMatch: string) => ({ moodMatch, emotionalResponse: "Here is your cup." });

  it("keeps the engine's whole answer when the engine is sure and the model names another mood", () => {
    const feeling = "so exhausted, and a big deadline tonight";
    const builtIn = engine.suggest(feeling, sources);
    expect(builtIn.confidence).toBeGreaterThanOrEqual(ENGINE_SURE);
    const merged = mergeModelAnswer(answer("Soulful & Slow"), feeling, builtIn, engine, sources);
    expect(merged).toMatchObject({ overruled: true, usedModel: false });
    expect(merged.recommendation).toEqual(builtIn.recommendation);
  });

  it("takes the model's mood when it agrees, when the engine is unsure, and when the engine read no feeling", () => {
    const sure = engine.suggest("I need a hug", sources);
    expect(mergeModelAnswer(answer("Cozy & Nostalgic"), "I need a hug", sure, engine, sources)).toMatchObject({
      usedModel: true,
      overruled: false,
      recommendation: { moodMatch: "Cozy & Nostalgic", emotionalResponse: "Here is your cup." },
    });
    const unsure = { ...sure, confidence: ENGINE_SURE - 0.01 };
    expect(
      mergeModelAnswer(answer("Soulful & Slow"), "I need a hug", unsure, engine, sources).recommendation.moodMatch,
    ).toBe("Soulful & Slow");
    const unread = engine.suggest("qwerty", sources);
    expect(unread.understood).toBe(false);
    expect(
      mergeModelAnswer(answer("Bold & Adventurous"), "qwerty", unread, engine, sources).recommendation.moodMatch,
    ).toBe("Bold & Adventurous");
  });
});
