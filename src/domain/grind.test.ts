import { describe, expect, it } from "vitest";
import {
  acceptedMethods,
  chicoryFor,
  grindChoices,
  grindLabel,
  grindPriceChange,
  grindPriceHint,
  priceWithGrind,
} from "./grind";
import { GrindPricesInput } from "./admin/grind-prices";

describe("grindChoices", () => {
  it("adds whole beans and South Indian filter after the recipe's methods, once", () => {
    expect(grindChoices(["espresso", "pour-over", "french-press", "cold-brew"])).toEqual([
      "espresso",
      "pour-over",
      "french-press",
      "cold-brew",
      "whole-beans",
      "south-indian-filter",
    ]);
    expect(grindChoices(["south-indian-filter", "aeropress"])).toEqual([
      "south-indian-filter",
      "aeropress",
      "whole-beans",
    ]);
  });

  it("the server accepts what the page offers, the defaults and a quick add, nothing made up", () => {
    const accepted = acceptedMethods(["V60/Chemex"]);
    for (const method of ["", "v60-chemex", "whole-beans", "south-indian-filter", "pour-over", "moka-pot"])
      expect(accepted.has(method)).toBe(true);
    expect(accepted.has("turkish")).toBe(false);
  });
});

describe("chicory", () => {
  it("belongs to filter lines only; a filter line without a choice is 100 % coffee", () => {
    expect(chicoryFor("south-indian-filter", 20)).toBe(20);
    expect(chicoryFor("south-indian-filter", undefined)).toBe(0);
    expect(chicoryFor("south-indian-filter", 50)).toBe(0);
    expect(chicoryFor("espresso", 20)).toBeNull();
  });

  it("is labelled as South Indian homes say it", () => {
    expect(grindLabel("south-indian-filter", 20)).toBe("South Indian Filter · 80 : 20 coffee–chicory");
    expect(grindLabel("south-indian-filter", 30)).toBe("South Indian Filter · 70 : 30 coffee–chicory");
    expect(grindLabel("south-indian-filter", 0)).toBe("South Indian Filter · 100 % coffee");
    expect(grindLabel("south-indian-filter", null)).toBe("South Indian Filter");
    expect(grindLabel("whole-beans", null)).toBe("Whole Beans");
    expect(grindLabel("", null)).toBe("");
  });
});

describe("grind prices (paise per bag)", () => {
  const prices = { "whole-beans": -2000, "south-indian-filter-80-20": 3000, "south-indian-filter": 500 };

  it("looks up the option of the line's method and chicory; anything unset is 0", () => {
    expect(grindPriceChange(prices, "south-indian-filter", 20)).toBe(3000);
    expect(grindPriceChange(prices, "south-indian-filter", 0)).toBe(500);
    expect(grindPriceChange(prices, "south-indian-filter", null)).toBe(500);
    expect(grindPriceChange(prices, "south-indian-filter", 30)).toBe(0);
    expect(grindPriceChange(prices, "Whole Beans", null)).toBe(-2000);
    expect(grindPriceChange(prices, "espresso", null)).toBe(0);
    expect(grindPriceChange(prices, "", null)).toBe(0);
    expect(grindPriceChange({}, "south-indian-filter", 20)).toBe(0);
  });

  it("adds the change to the bag, never below half the bag's price", () => {
    expect(priceWithGrind(78_000, 3000)).toBe(81_000);
    expect(priceWithGrind(78_000, -2000)).toBe(76_000);
    expect(priceWithGrind(78_000, 0)).toBe(78_000);
    expect(priceWithGrind(60_000, -50_000)).toBe(30_000);
    expect(priceWithGrind(30_001, -50_000)).toBe(15_001);
    expect(priceWithGrind(100, -50_000)).toBe(50);
  });

  it("hints the change beside a choice", () => {
    expect(grindPriceHint(3000)).toBe("+₹30");
    expect(grindPriceHint(-2050)).toMatch(/^−₹20\.50$/);
    expect(grindPriceHint(0)).toBe("");
  });

  it("validates the owner's settings: whole paise within ₹500 either way, known options only", () => {
    expect(GrindPricesInput.parse({ "south-indian-filter-80-20": 3000, espresso: 0 })).toEqual({
      "south-indian-filter-80-20": 3000,
    });
    expect(GrindPricesInput.safeParse({ espresso: 10.5 }).success).toBe(false);
    expect(GrindPricesInput.safeParse({ espresso: 50_001 }).success).toBe(false);
    expect(GrindPricesInput.safeParse({ espresso: -50_001 }).success).toBe(false);
    expect(GrindPricesInput.safeParse({ espresso: "30" }).success).toBe(false);
    expect(GrindPricesInput.safeParse({ turkish: 10 }).success).toBe(false);
    expect(GrindPricesInput.safeParse(null).success).toBe(false);
  });
});
