import { describe, expect, it } from "vitest";
import { cancelledSentence } from "./order-detail";

describe("why an order was cancelled, as a sentence", () => {
  it("says what the server's short reasons mean", () => {
    expect(cancelledSentence("Payment window expired")).toBe(
      "This order was cancelled because it was not paid in time.",
    );
    expect(cancelledSentence("Cancelled by the shop")).toBe("The shop cancelled this order.");
  });

  it("makes any other reason a sentence of its own, and copes with none", () => {
    expect(cancelledSentence("customer asked by phone")).toBe("This order was cancelled. Customer asked by phone.");
    expect(cancelledSentence("Duplicate order.")).toBe("This order was cancelled. Duplicate order.");
    expect(cancelledSentence(null)).toBe("This order was cancelled.");
    expect(cancelledSentence("  ")).toBe("This order was cancelled.");
  });
});
