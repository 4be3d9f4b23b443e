import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BLEND_NAMES, blendShopPath, MOOD_CHIPS } from "@domain/ai-mood";
import { lexiconFingerprint } from "../../../../../scripts/ai-real-words";
import { createMoodEngine } from "./engine";
import { DEFAULT_MOOD_NAMES, type MoodCode } from "./moods";
import realWords from "./real-words.json";
import { seedSources } from "./seed-sources";
import { createSpeller, editDistance } from "./spelling";
import { compileLexicon, GRAMMAR_WORDS } from "./lexicon";

const engine = createMoodEngine();
const sources = seedSources();
const moodOf = (text: string) => engine.suggest(text, sources).recommendation.moodMatch;
const name = (code: MoodCode) => DEFAULT_MOOD_NAMES[code];

describe("the built-in mood engine", () => {
  it.each([
    ["my mind won't stop racing before the board meeting", "calm-reflective"],
    ["need a serious pick-me-up, I'm exhausted", "energetic-focused"],
    ["homesick for my paati's kitchen in Thanjavur", "cozy-nostalgic"],
    ["we're going trekking in the Western Ghats!", "bold-adventurous"],
    ["slow Sunday, vinyl on, nowhere to be", "soulful-slow"],
    ["sketching ideas for a new comic", "creative-inspired"],
  ] as const)("reads %j as %s", (text, code) => {
    expect(moodOf(text)).toBe(name(code));
  });

  it.each([
    [MOOD_CHIPS[0], "calm-reflective"],
    [MOOD_CHIPS[1], "calm-reflective"],
    [MOOD_CHIPS[2], "soulful-slow"],
    [MOOD_CHIPS[3], "cozy-nostalgic"],
    [MOOD_CHIPS[4], "calm-reflective"],
    [MOOD_CHIPS[5], "bold-adventurous"],
  ] as const)("answers the chip %j with %s", (chip, code) => {
    expect(moodOf(chip)).toBe(name(code));
  });

  it("understands negation: what is denied does not count, and some denials mean the opposite", () => {
    expect(moodOf("tired")).toBe(name("energetic-focused"));
    expect(moodOf("I'm not tired, I want to paint")).toBe(name("creative-inspired"));
    expect(moodOf("I'm not happy today")).toBe(name("cozy-nostalgic"));
    expect(moodOf("never in a hurry on my day off, no rush at all")).toBe(name("soulful-slow"));
    expect(moodOf("khush nahi hoon")).not.toBe(name("bold-adventurous"));
    const gentle = engine.suggest("I don't want anything strong today", sources).recommendation;
    // Nothing strong: a gentle mood (which of the two is the reader's call) and the mildest cup it pairs
    // with — Calm's light roast (2) or Soulful's medium one (3), never a dark roast (4–5).
    expect([name("calm-reflective"), name("soulful-slow")]).toContain(gentle.moodMatch);
    expect(gentle.coffeeBlend.strength).toBeLessThanOrEqual(gentle.moodMatch === name("calm-reflective") ? 2 : 3);
    const negated = engine.classify("not stressed").evidence[0];
    expect(negated).toMatchObject({ text: "stressed", negated: true });
  });

  it("weighs intensity: what is said strongly, and after a 'but', wins", () => {
    expect(moodOf("a little stressed but very excited about the trek")).toBe(name("bold-adventurous"));
    expect(moodOf("slightly sleepy but SO inspired to write")).toBe(name("creative-inspired"));
    const plain = engine.classify("exhausted").evidence[0]!;
    const loud = engine.classify("EXHAUSTED!!!").evidence[0]!;
    const soft = engine.classify("a bit exhausted").evidence[0]!;
    expect(loud.intensity).toBeGreaterThan(plain.intensity);
    expect(soft.intensity).toBeLessThan(plain.intensity);
    expect(engine.classify("tumba sustu").evidence[0]!.intensity).toBeGreaterThan(1);
  });

  it("reads emoji and emoticons through emojilib's keywords", () => {
    expect(moodOf("😴")).toBe(name("energetic-focused"));
    expect(moodOf("🎉🥳")).toBe(name("bold-adventurous"));
    expect(moodOf("🎨")).toBe(name("creative-inspired"));
    expect([name("cozy-nostalgic"), name("soulful-slow")]).toContain(moodOf(":'("));
  });

  it("corrects typos to feeling words, but never turns a real word into one", () => {
    expect(editDistance("tierd", "tired", 1)).toBe(1);
    expect(editDistance("celebarte", "celebrate", 2)).toBe(1);
    expect(editDistance("coffee", "tired", 1)).toBe(2);
    const { surfaces } = compileLexicon();
    const speller = createSpeller(surfaces, GRAMMAR_WORDS);
    expect(speller("stresd")).toBe(surfaces.get("stress"));
    expect(speller("nostaljic")).toBe(surfaces.get("nostalgic"));
    expect(speller("tried")).toBeUndefined();
    expect(speller("like")).toBeUndefined();
    expect(moodOf("feelin stresd and anxius")).toBe(name("calm-reflective"));
    expect(engine.classify("I tried yoga today").evidence.map((e) => e.theme)).not.toContain("tiredness");
  });

  it("knows some Hinglish, Tamil and Kannada", () => {
    expect(moodOf("aaj bahut thakaan hai")).toBe(name("energetic-focused"));
    expect(moodOf("romba santhosham!")).toBe(name("bold-adventurous"));
    expect(moodOf("amma nenapu")).toBe(name("cozy-nostalgic"));
  });

  it("is deterministic, and says what it understood instead of quoting the feeling back", () => {
    const a = engine.suggest("Missing home on a rainy night 🌧️", sources);
    const b = createMoodEngine().suggest("Missing home on a rainy night 🌧️", sources);
    expect(b.recommendation).toEqual(a.recommendation);
    expect(a.recommendation.emotionalResponse).not.toContain("Missing home on a rainy night");
    expect(a.recommendation.emotionalResponse).toMatch(/home|miss/i);
    const long = `${"I have had the longest week at the office and ".repeat(6)}now I just want to go home to my mother's cooking.`;
    const answer = engine.suggest(long, sources).recommendation.emotionalResponse;
    expect(answer).not.toContain("I have had the longest week");
    expect(answer.length).toBeLessThan(400);
  });

  it("names a real blend and a real café in every answer, across every feeling in the evaluation set", () => {
    const feelings = ["tune", "holdout"].flatMap((file) =>
      (
        JSON.parse(readFileSync(new URL(`../../../../../eval/ai-mood/${file}.json`, import.meta.url), "utf8")) as {
          text: string;
        }[]
      ).map((f) => f.text),
    );
    const cafes = new Set(sources.cafes.map((c) => c.name));
    const products = new Map(sources.products.map((p) => [p.name, p]));
    for (const text of [...feelings, "", "asdf qwerty", "constructor __proto__", "🫠"]) {
      const { recommendation } = engine.suggest(text, sources, { latitude: 13.08, longitude: 80.27 });
      expect(BLEND_NAMES).toContain(recommendation.coffeeBlend.name);
      expect(products.get(recommendation.coffeeBlend.name)?.description).toBe(recommendation.coffeeBlend.description);
      expect(recommendation.coffeeBlend.slug).toBe(products.get(recommendation.coffeeBlend.name)?.slug);
      expect(cafes.has(recommendation.nearbyTable.name), recommendation.nearbyTable.name).toBe(true);
      expect(recommendation.nearbyTable.distance).toMatch(/^\d+\.\d km$/);
      expect(recommendation.brewingMethod.steps.length).toBeGreaterThanOrEqual(3);
      expect(Object.values(DEFAULT_MOOD_NAMES)).toContain(recommendation.moodMatch);
    }
  });

  it("never suggests a blend that is not on sale, and follows the catalogue's mood pairings", () => {
    const withoutClay = { ...sources, products: sources.products.filter((p) => p.name !== "Clay Ritual") };
    expect(engine.suggest("I need a hug", withoutClay, undefined).recommendation.coffeeBlend.name).toBe("Golden Hush");
    const repaired = {
      ...sources,
      products: sources.products.map((p) =>
        p.name === "Still Smoke" ? { ...p, moodPairing: "Creative & Inspired" } : p,
      ),
    };
    expect(engine.suggest("full of ideas", repaired).recommendation.coffeeBlend.name).toBe("Still Smoke");
  });

  it("links to the live product: a changed slug follows, and with none of the eight on sale the link is the shop", () => {
    const renamed = {
      ...sources,
      products: sources.products.map((p) => (p.name === "Clay Ritual" ? { ...p, slug: "clay-ritual-new-address" } : p)),
    };
    const hug = engine.suggest("I need a hug", renamed).recommendation.coffeeBlend;
    expect(hug).toMatchObject({ name: "Clay Ritual", slug: "clay-ritual-new-address" });
    expect(blendShopPath(hug)).toBe("/product/clay-ritual-new-address");

    const notBlends = {
      ...sources,
      products: sources.products.filter((p) => !BLEND_NAMES.some((name) => name === p.name)),
    };
    expect(notBlends.products.length).toBeGreaterThan(0);
    const unlisted = engine.suggest("I need a hug", notBlends).recommendation.coffeeBlend;
    expect(unlisted.name).toBe("Clay Ritual");
    expect(unlisted.slug).toBeNull();
    expect(blendShopPath(unlisted)).toBe("/shop");
  });

  it("sends the shopper to the nearest café whose features suit the mood", () => {
    const { nearbyTable } = engine.suggest("deadline, need to focus", sources, {
      latitude: 13.0,
      longitude: 80.25,
    }).recommendation;
    expect(nearbyTable.features).toContain("Strong Wi-Fi");
    expect(nearbyTable.address).toContain("Vellore");
    const inChennai = engine.suggest("I need some peace and quiet", sources, { latitude: 13.0, longitude: 80.25 })
      .recommendation.nearbyTable;
    expect(inChennai.address).toContain("Chennai");
    expect(inChennai.features).toContain("Chill vibes");
  });

  it("reaches the accuracy budget on both halves of the evaluation set", () => {
    for (const [file, floor] of [
      ["tune", 0.95],
      ["holdout", 0.9],
    ] as const) {
      const set = JSON.parse(
        readFileSync(new URL(`../../../../../eval/ai-mood/${file}.json`, import.meta.url), "utf8"),
      ) as { text: string; moods: string[] }[];
      const right = set.filter((f) => f.moods.includes(moodOf(f.text))).length;
      expect(right / set.length, file).toBeGreaterThanOrEqual(floor);
    }
  });

  it("has a real-word list made for the current lexicon (npm run ai:real-words)", () => {
    expect(realWords.lexicon).toBe(lexiconFingerprint());
  });
});
