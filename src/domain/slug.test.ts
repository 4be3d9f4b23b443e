import { describe, expect, it } from "vitest";
import { isNumericId, isSlug, moodSlug, slugify } from "./slug";

describe("moodSlug", () => {
  it.each([
    ["Calm & Reflective", "calm-and-reflective-coffee-match"],
    ["Energetic & Focused", "energetic-and-focused-coffee-match"],
    ["Soulful & Slow", "soulful-and-slow-coffee-match"],
    ["  Rainy   Day!! ", "rainy-day-coffee-match"],
    ["Café / Night-Owl", "caf-night-owl-coffee-match"],
  ])("%s → %s", (name, slug) => {
    expect(moodSlug(name)).toBe(slug);
  });
});

describe("slugify (blog)", () => {
  it("lower-cases, drops punctuation and hyphenates spaces", () => {
    expect(slugify("Kaapi Culture: South India's Filter Coffee")).toBe("kaapi-culture-south-indias-filter-coffee");
    expect(slugify("Bhūmi & the Bean")).toBe("bhumi-the-bean");
  });
});

describe("isNumericId", () => {
  it("tells ids from slugs", () => {
    expect(isNumericId("12")).toBe(true);
    expect(isNumericId("0")).toBe(false);
    expect(isNumericId("012")).toBe(false);
    expect(isNumericId("morning-dust")).toBe(false);
    expect(isNumericId("99999999999")).toBe(false);
  });
});

describe("isSlug", () => {
  it("accepts what the slug rules produce and rejects anything else", () => {
    expect(isSlug("morning-dust-light-roast-coffee")).toBe(true);
    expect(isSlug("42")).toBe(true);
    expect(isSlug("bad slug")).toBe(false);
    expect(isSlug("1\u0000")).toBe(false);
    expect(isSlug("-leading")).toBe(false);
    expect(isSlug("")).toBe(false);
  });
});
