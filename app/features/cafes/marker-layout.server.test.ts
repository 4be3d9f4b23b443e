import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAP_FRAME } from "./map-frame";
import { MAP_MIN_WIDTH_PX, markerPositions, PIN_PX } from "./marker-layout.server";
import { projectToMap } from "./project-point";

type Cafe = { id: number; latitude: number; longitude: number; weeklyPick: boolean };

/** Marker centres in pixels on the narrowest map, and each marker's size there. */
function pixels(cafes: Cafe[]) {
  const positions = markerPositions(cafes);
  const width = MAP_MIN_WIDTH_PX;
  const height = (MAP_MIN_WIDTH_PX * MAP_FRAME.height) / MAP_FRAME.width;
  return cafes.flatMap((cafe) => {
    const at = positions[cafe.id];
    if (!at) return [];
    const size = cafe.weeklyPick ? PIN_PX.pick : PIN_PX.cafe;
    return [{ id: cafe.id, x: (at.x / 100) * width, y: (at.y / 100) * height, size, width, height }];
  });
}

const cafe = (id: number, latitude: number, longitude: number, weeklyPick = false): Cafe => ({
  id,
  latitude,
  longitude,
  weeklyPick,
});

describe("markerPositions", () => {
  it("leaves a café with room around it where the map puts it", () => {
    const alone = cafe(1, 13.0827, 80.2707);
    expect(markerPositions([alone])[1]).toEqual({
      x: Math.round(projectToMap(alone.latitude, alone.longitude)!.x * 100) / 100,
      y: Math.round(projectToMap(alone.latitude, alone.longitude)!.y * 100) / 100,
    });
  });

  it("puts cafés on the same street side by side, each with its whole target", () => {
    const [a, b] = pixels([cafe(1, 12.9716, 77.5946), cafe(2, 12.9717, 77.5947)]);
    expect(Math.hypot(a!.x - b!.x, a!.y - b!.y)).toBeGreaterThanOrEqual(PIN_PX.cafe);
  });

  it("moves a café on the map's edge inside before pushing it and its neighbour apart", () => {
    // Found by the property below: the first lies on the left edge, 26 px from the second, until moved in.
    const [a, b] = pixels([cafe(1, 8.2, 74.3), cafe(2, 8.51670375182728, 74.73528252350933)]);
    expect(Math.hypot(a!.x - b!.x, a!.y - b!.y)).toBeGreaterThanOrEqual(PIN_PX.cafe);
    expect(a!.x).toBeGreaterThanOrEqual(PIN_PX.cafe / 2 - 0.05);
  });

  it("for any cafés: no marker covers another on a phone, and every marker stays on the map", () => {
    const near = fc.record({
      latitude: fc.double({ min: 12.8, max: 13.1, noNaN: true }),
      longitude: fc.double({ min: 77.4, max: 77.8, noNaN: true }),
      weeklyPick: fc.boolean(),
    });
    const anywhere = fc.record({
      latitude: fc.double({ min: 8.2, max: 19.5, noNaN: true }),
      longitude: fc.double({ min: 73, max: 82, noNaN: true }),
      weeklyPick: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(fc.oneof(near, anywhere), { minLength: 1, maxLength: 30 }), (spots) => {
        const pins = pixels(spots.map((spot, id) => ({ id, ...spot })));
        for (const pin of pins) {
          expect(pin.x - pin.size / 2).toBeGreaterThanOrEqual(-0.05);
          expect(pin.x + pin.size / 2).toBeLessThanOrEqual(pin.width + 0.05);
          expect(pin.y - pin.size / 2).toBeGreaterThanOrEqual(-0.05);
          expect(pin.y + pin.size / 2).toBeLessThanOrEqual(pin.height + 0.05);
        }
        for (let i = 0; i < pins.length; i++)
          for (let j = i + 1; j < pins.length; j++) {
            const a = pins[i]!;
            const b = pins[j]!;
            expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual((a.size + b.size) / 2);
          }
      }),
      { numRuns: 200 },
    );
  });
});
