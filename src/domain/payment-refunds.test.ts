import { describe, expect, it } from "vitest";
import { allocate } from "./discounts";
import { linesRefundPaise, refundablePaise, refundedBags } from "./payment-refunds";

// Two lines of a ₹1,950 + ₹1,300 order with a 10 % code: ₹325 off, shared 195 : 130 by line value.
const [latteShare, filterShare] = allocate(32_500, [195_000, 130_000]);
const latte = { unitPricePaise: 65_000, quantity: 3, discountPaise: latteShare! };
const filter = { unitPricePaise: 65_000, quantity: 2, discountPaise: filterShare! };

describe("refunding chosen lines", () => {
  it("takes the line's share of the discount off before the GST", () => {
    expect(latte.discountPaise).toBe(19_500);
    // 2 of 3 bags: ₹1,300 less ₹130 of the ₹195 share, plus 18 % of ₹1,170.
    expect(linesRefundPaise([refundedBags(latte, 2)])).toBe(117_000 + 21_060);
  });

  it("rounds a part of a line's share down, so a whole line takes all of it", () => {
    const odd = { unitPricePaise: 65_000, quantity: 3, discountPaise: 10_001 };
    expect(refundedBags(odd, 1).discountPaise).toBe(3_333);
    expect(refundedBags(odd, 3).discountPaise).toBe(10_001);
    expect(refundedBags(odd, 0).discountPaise).toBe(0);
  });

  it("refunds every line in full for exactly the goods the shopper paid for", () => {
    const all = linesRefundPaise([refundedBags(latte, 3), refundedBags(filter, 2)]);
    // ₹3,250 − ₹325 = ₹2,925 of coffee, and 18 % of it.
    expect(all).toBe(292_500 + 52_650);
  });

  it("without a code, the price of the bags and their GST", () => {
    const plain = { unitPricePaise: 65_000, quantity: 2, discountPaise: 0 };
    expect(linesRefundPaise([refundedBags(plain, 1)])).toBe(76_700);
  });
});

describe("what is left to refund", () => {
  it("counts processed and pending refunds, not failed ones", () => {
    const refunds = [
      { amountPaise: 10_000, status: "processed" as const },
      { amountPaise: 5_000, status: "pending" as const },
      { amountPaise: 70_000, status: "failed" as const },
    ];
    expect(refundablePaise(76_700, refunds)).toBe(61_700);
    expect(refundablePaise(10_000, refunds)).toBe(0);
  });
});
