import { describe, expect, it } from "vitest";
import { distanceKm, formatKm } from "./geo";

describe("distanceKm", () => {
  it("is zero for the same point", () => {
    expect(distanceKm({ latitude: 12.97, longitude: 77.59 }, { latitude: 12.97, longitude: 77.59 })).toBe(0);
  });

  it("measures Bengaluru to Chennai at about 290 km", () => {
    const d = distanceKm({ latitude: 12.9716, longitude: 77.5946 }, { latitude: 13.0827, longitude: 80.2707 });
    expect(d).toBeGreaterThan(285);
    expect(d).toBeLessThan(295);
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
