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

  it("rounds a derived price to the nearest whole rupee, halves up (decision 080)", () => {
    // ₹899 × 1.8 = ₹1,618.20 → ₹1,618; × 3.4 = ₹3,056.60 → ₹3,057
    expect(priceForWeight({ pricePaise: 89900, gramOptions: [] }, 500)).toBe(161800);
    expect(priceForWeight({ pricePaise: 89900, gramOptions: [] }, 1000)).toBe(305700);
    // ₹333.33 × 1.8 = ₹599.994 → ₹600; ₹2.50 × 1.8 = ₹4.50 exactly → ₹5 (half up)
    expect(priceForWeight({ pricePaise: 33333, gramOptions: [] }, 500)).toBe(60000);
    expect(priceForWeight({ pricePaise: 250, gramOptions: [] }, 500)).toBe(500);
    // ₹0.05 × 3.4 = ₹0.17 → ₹0
    expect(priceForWeight({ pricePaise: 5, gramOptions: [] }, 1000)).toBe(0);
  });

  it("keeps the 250 g price as set, paise and all", () => {
    expect(priceForWeight({ pricePaise: 33333, gramOptions: [] }, 250)).toBe(33333);
  });

  it("gives whole rupees within 50 paise of the exact multiple, ties up, for every price up to ₹5,000.00 in 7-paise steps", () => {
    const wrong: string[] = [];
    for (let paise = 1; paise <= 500_000; paise += 7) {
      for (const [grams, tenths] of [
        [500, 18],
        [1000, 34],
      ] as const) {
        const price = priceForWeight({ pricePaise: paise }, grams)!;
        // In tenths of a paisa: the exact price is paise × tenths; a whole rupee is 1,000 of them.
        const diff = price * 10 - paise * tenths;
        if (price % 100 !== 0 || diff <= -500 || diff > 500) wrong.push(`${paise} paise at ${grams} g → ${price}`);
      }
    }
    expect(wrong).toEqual([]);
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
