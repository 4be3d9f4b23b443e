import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { allocate, normalizeCode, priceDiscount, type DiscountRule } from "./discounts";
import { totalsWithDiscount } from "./totals";

const rule = (over: Partial<DiscountRule> = {}): DiscountRule => ({
  code: "TEN",
  kind: "percent",
  value: 10,
  minSubtotalPaise: 0,
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  usedCount: 0,
  perEmailLimit: null,
  firstOrderOnly: false,
  productIds: [],
  categories: [],
  isActive: true,
  email: null,
  ...over,
});
const nobody: { email: string | null; usesByEmail: number; previousOrders: number } = {
  email: null,
  usesByEmail: 0,
  previousOrders: 0,
};
const now = new Date("2026-11-25T00:00:00Z");

describe("discount codes", () => {
  it("normalises case and spaces", () => {
    expect(normalizeCode(" welcome 10 ")).toBe("WELCOME10");
  });

  it("allocates any discount over any lines in whole paise that sum to it exactly, never above a line", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 5_000_000 }), { minLength: 1, maxLength: 50 }),
        fc.nat(),
        (weights, seed) => {
          const sum = weights.reduce((a, b) => a + b, 0);
          const total = sum === 0 ? 0 : seed % (sum + 1);
          const parts = allocate(total, weights);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(sum === 0 ? 0 : total);
          parts.forEach((part, i) => {
            expect(Number.isInteger(part)).toBe(true);
            expect(part).toBeGreaterThanOrEqual(0);
            expect(part).toBeLessThanOrEqual(weights[i]!);
          });
        },
      ),
    );
  });

  it("takes the discount off before the 18 % tax; the total never goes below zero", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50_000_000 }),
        fc.integer({ min: 0, max: 100_000_000 }),
        (subtotal, off) => {
          const totals = totalsWithDiscount(subtotal, { discountPaise: off, freeShipping: false });
          expect(totals.discount).toBe(Math.min(off, subtotal));
          expect(totals.tax).toBe(Math.round(((subtotal - totals.discount) * 18) / 10_000) * 100);
          expect(totals.total).toBe(subtotal - totals.discount + totals.shipping + totals.tax);
          expect(totals.total).toBeGreaterThanOrEqual(0);
          // Shipping looks at the subtotal before the discount (decision 125).
          expect(totals.shipping).toBe(subtotal >= 100_000 ? 0 : 5_000);
        },
      ),
    );
  });

  it("names each rule that fails", () => {
    const lines = [{ productId: 1, category: "blend", totalPricePaise: 78_000 }];
    const fail = (r: DiscountRule, shopper = nobody) => {
      const priced = priceDiscount(r, lines, shopper, now);
      return priced.ok ? "ok" : priced.message;
    };
    expect(fail(rule({ endsAt: new Date("2026-11-01") }))).toBe("This code has expired.");
    expect(fail(rule({ startsAt: new Date("2026-12-01T00:00:00+05:30") }))).toBe(
      "This code starts on 1 December 2026.",
    );
    expect(fail(rule({ usageLimit: 5, usedCount: 5 }))).toBe("This code has been used up.");
    expect(fail(rule({ minSubtotalPaise: 100_000 }))).toBe("This code needs a subtotal of at least ₹1,000.");
    expect(fail(rule({ categories: ["decaf"] }))).toBe("This code is not for these coffees.");
    expect(fail(rule({ perEmailLimit: 1 }), { email: "a@b.in", usesByEmail: 1, previousOrders: 0 })).toBe(
      "This code has already been used with this e-mail.",
    );
    expect(priceDiscount(rule(), [], nobody, now)).toMatchObject({ ok: false });
    expect(fail(rule({ kind: "fixed", value: 10_000_000 }))).toBe("ok");
    expect(priceDiscount(rule({ kind: "fixed", value: 10_000_000 }), lines, nobody, now)).toMatchObject({
      discountPaise: 78_000,
    });
  });
});
