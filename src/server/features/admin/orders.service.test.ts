import { describe, expect, it } from "vitest";
import { nextOrderState } from "./orders.service";

const order = (status: string, paymentStatus = "pending", trackingNumber: string | null = null) => ({
  status,
  paymentStatus,
  trackingNumber,
  courier: trackingNumber ? "other" : null,
});

describe("the admin's order rules", () => {
  it("allows any status from any other", () => {
    expect(nextOrderState(order("delivered"), { status: "pending" }).status).toBe("pending");
    expect(nextOrderState(order("cancelled"), { status: "processing" }).status).toBe("processing");
  });

  it("a tracking number forces shipped, whatever status came with it", () => {
    expect(
      nextOrderState(order("processing"), { trackingNumber: "1234567890123", courier: "delhivery" }),
    ).toMatchObject({ status: "shipped", trackingNumber: "1234567890123", courier: "delhivery" });
    expect(nextOrderState(order("pending"), { status: "delivered", trackingNumber: "AWB1" }).status).toBe("shipped");
    expect(nextOrderState(order("shipped", "paid", "AWB1"), { trackingNumber: null, courier: null })).toMatchObject({
      status: "shipped",
      trackingNumber: null,
      courier: null,
    });
    // A status change alone keeps the parcel's courier and number.
    expect(nextOrderState(order("shipped", "paid", "AWB1"), { status: "delivered" })).toMatchObject({
      trackingNumber: "AWB1",
      courier: "other",
    });
  });

  it("marking paid confirms a pending order unless a status is given", () => {
    expect(nextOrderState(order("pending"), { paymentStatus: "paid" })).toMatchObject({
      status: "confirmed",
      paymentStatus: "paid",
    });
    expect(nextOrderState(order("pending"), { paymentStatus: "paid", status: "pending" }).status).toBe("pending");
    expect(nextOrderState(order("processing"), { paymentStatus: "paid" }).status).toBe("processing");
    expect(nextOrderState(order("pending", "paid"), { paymentStatus: "paid" }).status).toBe("pending");
  });
});
