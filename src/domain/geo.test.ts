import { describe, expect, it } from "vitest";
import { distanceKm, formatKm, isPincode, typedPincode } from "./geo";

describe("distanceKm (haversine)", () => {
  it("is zero for the same point", () => {
    expect(distanceKm({ latitude: 12.97, longitude: 77.59 }, { latitude: 12.97, longitude: 77.59 })).toBe(0);
  });

  it("measures Bengaluru to Chennai at about 290 km", () => {
    const d = distanceKm({ latitude: 12.9716, longitude: 77.5946 }, { latitude: 13.0827, longitude: 80.2707 });
    expect(d).toBeGreaterThan(285);
    expect(d).toBeLessThan(295);
  });

  // Published great-circle distances (mean earth radius 6371 km), to a tenth of a kilometre.
  it.each([
    ["London", [51.5074, -0.1278], "Paris", [48.8566, 2.3522], "343.6 km"],
    ["New York", [40.7128, -74.006], "Los Angeles", [34.0522, -118.2437], "3935.7 km"],
    ["Chennai", [13.0827, 80.2707], "Madurai", [9.9252, 78.1198], "422.1 km"],
    ["one degree of the equator", [0, 0], "the next", [0, 1], "111.2 km"],
  ] as const)("measures %s to %s as %s", (_a, [lat1, lng1], _b, [lat2, lng2], expected) => {
    expect(formatKm(distanceKm({ latitude: lat1, longitude: lng1 }, { latitude: lat2, longitude: lng2 }))).toBe(
      expected,
    );
  });

  it("is symmetric", () => {
    const a = { latitude: 10.2381, longitude: 77.4892 };
    const b = { latitude: 11.4102, longitude: 76.695 };
    expect(distanceKm(a, b)).toBeCloseTo(distanceKm(b, a), 10);
  });

  it("formats with one decimal", () => {
    expect(formatKm(4.26)).toBe("4.3 km");
  });
});

describe("typedPincode (what a pincode field keeps of what was typed or pasted)", () => {
  it.each([
    ["560001", "560001"],
    ["560 001", "560001"],
    ["PIN: 560-001.", "560001"],
    ["5600011", "560001"],
    ["abc", ""],
  ])("keeps %j as %j", (raw, kept) => {
    expect(typedPincode(raw)).toBe(kept);
  });

  it("never makes a pincode out of fewer than six digits", () => {
    expect(isPincode(typedPincode("5600"))).toBe(false);
  });
});
