import { describe, expect, it } from "vitest";
import { freeShippingShortfall, shippingFor, taxFor, totalsFor } from "./totals";

describe("shipping", () => {
  it("charges ₹50 below ₹1,000 and nothing from ₹1,000", () => {
    expect(shippingFor(99_999)).toBe(5_000);
    expect(shippingFor(100_000)).toBe(0);
    expect(shippingFor(250_000)).toBe(0);
    expect(shippingFor(1)).toBe(5_000);
  });

  it("charges nothing for an empty cart", () => {
    expect(shippingFor(0)).toBe(0);
  });
});

describe("tax", () => {
  it("is 18% of the subtotal rounded to the whole rupee", () => {
    expect(taxFor(130_000)).toBe(23_400);
    expect(taxFor(78_000)).toBe(14_000); // ₹140.40 → ₹140
    expect(taxFor(140_450)).toBe(25_300); // ₹252.81 → ₹253
    expect(taxFor(2_750)).toBe(500); // ₹4.95 → ₹5
    expect(taxFor(0)).toBe(0);
  });
});

describe("totalsFor", () => {
  it("adds subtotal, shipping and tax", () => {
    expect(totalsFor(78_000)).toEqual({ subtotal: 78_000, shipping: 5_000, tax: 14_000, total: 97_000 });
    expect(totalsFor(130_000)).toEqual({ subtotal: 130_000, shipping: 0, tax: 23_400, total: 153_400 });
  });

  it("always sums exactly, for every subtotal in a range", () => {
    for (let subtotal = 0; subtotal < 300_000; subtotal += 137) {
      const t = totalsFor(subtotal);
      expect(t.total).toBe(t.subtotal + t.shipping + t.tax);
      expect(Number.isInteger(t.total)).toBe(true);
      expect(t.tax % 100).toBe(0);
    }
  });
});

describe("free-shipping nudge", () => {
  it("names what is missing to reach ₹1,000", () => {
    expect(freeShippingShortfall(78_000)).toBe(22_000);
    expect(freeShippingShortfall(99_950)).toBe(50);
  });

  it("is gone once shipping is free, and for an empty cart", () => {
    expect(freeShippingShortfall(100_000)).toBe(0);
    expect(freeShippingShortfall(0)).toBe(0);
  });

  it("promises exactly what adding it delivers", () => {
    for (const subtotal of [1, 52_500, 78_000, 99_999]) {
      expect(shippingFor(subtotal + freeShippingShortfall(subtotal))).toBe(0);
    }
  });
});
