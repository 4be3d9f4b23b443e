import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { deliveryTotals } from "./subscriptions";
import { moodForCycle, pickBags, type PickCandidate } from "./subscription-picks";

const candidates = fc.uniqueArray(
  fc.record({
    productId: fc.integer({ min: 1, max: 30 }),
    name: fc.constant("Coffee"),
    slug: fc.constant("coffee"),
    available: fc.option(fc.integer({ min: 0, max: 6 }), { nil: null }),
  }),
  { selector: (candidate) => candidate.productId, maxLength: 6 },
);

describe("pickBags", () => {
  it("fills the box exactly, never beyond stock, only with the mood's coffees — or says it cannot", () => {
    fc.assert(
      fc.property(
        candidates,
        fc.integer({ min: 1, max: 6 }),
        fc.array(fc.integer({ min: 1, max: 30 })),
        (list, bags, last) => {
          const picks = pickBags(list, bags, last);
          const capacity = list.reduce((sum, c) => sum + (c.available ?? Infinity), 0);
          if (picks === null) {
            expect(capacity).toBeLessThan(bags);
            return;
          }
          expect(picks.reduce((sum, pick) => sum + pick.bags, 0)).toBe(bags);
          for (const pick of picks) {
            const candidate = list.find((c) => c.productId === pick.productId)!;
            expect(candidate).toBeDefined();
            if (candidate.available !== null) expect(pick.bags).toBeLessThanOrEqual(candidate.available);
          }
        },
      ),
    );
  });

  it("repeats none of the last delivery's coffees while the others can fill the box", () => {
    fc.assert(
      fc.property(
        candidates,
        fc.integer({ min: 1, max: 6 }),
        fc.array(fc.integer({ min: 1, max: 30 })),
        (list, bags, last) => {
          const picks = pickBags(list, bags, last);
          const freshCapacity = list
            .filter((c) => !last.includes(c.productId))
            .reduce((sum, c) => sum + (c.available ?? Infinity), 0);
          if (picks && freshCapacity >= bags) expect(picks.some((pick) => last.includes(pick.productId))).toBe(false);
        },
      ),
    );
  });

  it("spreads bags over different coffees before doubling one", () => {
    const list: PickCandidate[] = [1, 2, 3].map((id) => ({
      productId: id,
      name: `C${id}`,
      slug: `c${id}`,
      available: 10,
    }));
    expect(pickBags(list, 4, [])!.map((pick) => [pick.productId, pick.bags])).toEqual([
      [1, 2],
      [2, 1],
      [3, 1],
    ]);
  });
});

describe("moodForCycle and deliveryTotals", () => {
  it("rotates 'surprise' through the offered moods and keeps any other mood", () => {
    const offered = ["calm", "energetic", "cozy"];
    expect([1, 2, 3, 4].map((cycle) => moodForCycle("surprise", cycle, offered))).toEqual([
      "calm",
      "energetic",
      "cozy",
      "calm",
    ]);
    expect(moodForCycle("cozy", 7, offered)).toBe("cozy");
  });

  it("charges exactly the plan's price, GST included, shipping free", () => {
    for (const price of [129_900, 229_900, 399_900]) {
      const totals = deliveryTotals(price);
      expect(totals.total).toBe(price);
      expect(totals.subtotal + totals.tax).toBe(price);
      expect(totals.shipping).toBe(0);
      expect(totals.subtotal % 100).toBe(0);
    }
    expect(deliveryTotals(129_900)).toEqual({ subtotal: 110_100, shipping: 0, tax: 19_800, total: 129_900 });
  });
});
