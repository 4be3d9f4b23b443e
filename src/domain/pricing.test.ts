import { describe, expect, it } from "vitest";
import { defaultPageWeight, parseWeight, priceForWeight, priceRange, weightOptions } from "./pricing";

const forestPour = { pricePaise: 78000, gramOptions: [] };
const morningDust = {
  pricePaise: 130000,
  gramOptions: [
    { weight: "100g", pricePaise: 52500 },
    { weight: "250g", pricePaise: 130000 },
    { weight: "500g", pricePaise: 262500 },
  ],
};

describe("priceForWeight", () => {
  it("multiplies the 250 g price by 1, 1.8 and 3.4", () => {
    expect(priceForWeight(forestPour, 250)).toBe(78000);
    expect(priceForWeight(forestPour, 500)).toBe(140400);
    expect(priceForWeight(forestPour, 1000)).toBe(265200);
  });

  it("rounds to the paisa (two decimals of a rupee)", () => {
    // ₹333.33 × 1.8 = ₹599.994 → ₹599.99; × 3.4 = ₹1133.322 → ₹1133.32
    expect(priceForWeight({ pricePaise: 33333, gramOptions: [] }, 500)).toBe(59999);
    expect(priceForWeight({ pricePaise: 33333, gramOptions: [] }, 1000)).toBe(113332);
    // ₹0.25 × 1.8 = ₹0.45 exactly; ₹0.05 × 3.4 = ₹0.17
    expect(priceForWeight({ pricePaise: 25, gramOptions: [] }, 500)).toBe(45);
    expect(priceForWeight({ pricePaise: 5, gramOptions: [] }, 1000)).toBe(17);
  });

  it("has no floating-point drift for any whole-rupee price up to ₹5,000", () => {
    for (let rupees = 1; rupees <= 5000; rupees++) {
      expect(priceForWeight({ pricePaise: rupees * 100 }, 500)).toBe(rupees * 180);
      expect(priceForWeight({ pricePaise: rupees * 100 }, 1000)).toBe(rupees * 340);
    }
  });

  it("takes a gram option's own price first", () => {
    expect(priceForWeight(morningDust, 100)).toBe(52500);
    expect(priceForWeight(morningDust, 500)).toBe(262500);
  });

  it("does not sell weights a product does not offer", () => {
    expect(priceForWeight(morningDust, 1000)).toBeNull();
    expect(priceForWeight(forestPour, 100)).toBeNull();
    expect(priceForWeight(forestPour, 750)).toBeNull();
  });
});

describe("weights", () => {
  it("offers 250/500/1000 by default and the gram options otherwise", () => {
    expect(weightOptions(forestPour)).toEqual([250, 500, 1000]);
    expect(weightOptions(morningDust)).toEqual([100, 250, 500]);
  });

  it("starts a product page on 100 g when sold, else the smallest weight", () => {
    expect(defaultPageWeight(morningDust)).toBe(100);
    expect(defaultPageWeight(forestPour)).toBe(250);
  });

  it("runs the price range from the smallest to the largest bag", () => {
    expect(priceRange(forestPour)).toEqual({ min: 78000, max: 265200 });
    expect(priceRange(morningDust)).toEqual({ min: 52500, max: 262500 });
  });

  it.each([
    ["100g", 100],
    ["250 g", 250],
    ["1000", 1000],
    [500, 500],
    ["abc", null],
    ["-5g", null],
    [0, null],
    [2.5, null],
  ])("parses %j as %j", (input, expected) => {
    expect(parseWeight(input)).toBe(expected);
  });
});
