import { describe, expect, it } from "vitest";
import { DELIVERY_DEFAULTS, estimateDelivery, type DeliverySettings } from "@domain/delivery-estimate";
import { lookupPincode } from "../pincodes/pincode-directory";
import { directoryEstimator } from "./delivery-estimator";

/** Every hour of three weeks around a holiday, in IST (UTC+5:30), for pincodes of several zones. */
const HOURS = Array.from({ length: 21 * 24 }, (_, i) => new Date(Date.UTC(2026, 11, 20, 0, 30) + i * 3_600_000));
const PINCODES = ["560001", "110001", "781001", "600001"];

describe("directoryEstimator", () => {
  it("answers every hour as the calendar walk does, the dispatch day remembered per day and cutoff", async () => {
    let settings: DeliverySettings = { ...DELIVERY_DEFAULTS, holidays: ["2026-12-25"], leadDays: 1 };
    const estimator = directoryEstimator(async () => settings);
    for (const pincode of PINCODES) {
      const place = lookupPincode(pincode)!;
      for (const at of HOURS) {
        expect(await estimator.estimate(pincode, at)).toEqual({ ...estimateDelivery(place, at, settings), place });
      }
    }
    // The owner changes the settings (the cache hands out a new object): no remembered day survives it.
    const at = new Date("2026-12-24T04:00:00Z");
    const before = await estimator.estimate("560001", at);
    settings = { ...settings, leadDays: 3 };
    const after = await estimator.estimate("560001", at);
    expect(after).toEqual({ ...estimateDelivery(lookupPincode("560001")!, at, settings), place: after!.place });
    expect(after!.dispatchOn).not.toBe(before!.dispatchOn);
  });

  it("answers null for a pincode nobody knows", async () => {
    expect(await directoryEstimator(async () => DELIVERY_DEFAULTS).estimate("000000", new Date())).toBeNull();
  });
});
