import { describe, expect, it } from "vitest";
import { brewingMethodLabel, brewingMethodsFor, normalizeBrewingMethod } from "./brewing";

describe("normalizeBrewingMethod", () => {
  it.each([
    ["French Press", "french-press"],
    ["Pour Over", "pour-over"],
    ["Filter & Drip", "filter-drip"],
    ["V60/Chemex", "v60-chemex"],
    ["  ESPRESSO ", "espresso"],
    ["cold-brew", "cold-brew"],
  ])("%s → %s", (input, expected) => {
    expect(normalizeBrewingMethod(input)).toBe(expected);
  });
});

describe("brewingMethodsFor", () => {
  it("falls back to the four defaults", () => {
    expect(brewingMethodsFor(undefined)).toEqual(["espresso", "pour-over", "french-press", "cold-brew"]);
    expect(brewingMethodsFor([])).toEqual(["espresso", "pour-over", "french-press", "cold-brew"]);
  });

  it("normalises and de-duplicates a product's own methods", () => {
    expect(brewingMethodsFor(["Pour Over", "pour-over", "South Indian Filter"])).toEqual([
      "pour-over",
      "south-indian-filter",
    ]);
  });
});

describe("brewingMethodLabel", () => {
  it("names known and unknown methods", () => {
    expect(brewingMethodLabel("pour-over")).toBe("Pour Over");
    expect(brewingMethodLabel("v60-chemex")).toBe("V60 Chemex");
  });
});
