/**
 * Where each café's marker sits on the map, worked out on the server so the page needs no projection
 * code to draw them. Every marker keeps its whole target (at least 24 px) and none covers another:
 * markers closer than that are pushed apart, a little at a time, until each has its room
 * (docs/decisions/063).
 */
import type { PublicCafe } from "@domain/catalog";
import { MAP_FRAME } from "./map-frame";
import { projectToMap, type MapPoint } from "./project-point";

/**
 * The narrowest the map is drawn: a 360 px phone less the page's side padding (328 px), rounded down.
 * Wider screens draw the map at 460 px or more, with markers at most 4 px larger: more room, not less.
 */
export const MAP_MIN_WIDTH_PX = 320;
/** Marker sizes on a phone (cafe-marker.tsx, the home page's map): the weekly pick is the larger one. */
export const PIN_PX = { cafe: 24, pick: 32 } as const;
const GAP_PX = 2;
const MAX_ROUNDS = 500;

type Pin = { id: number; x: number; y: number; radius: number };

/** In percent of the map's width, on both axes (the map is a little taller than wide). */
const percentOfWidth = (px: number) => (px / MAP_MIN_WIDTH_PX) * 100;
const HEIGHT_IN_WIDTHS = MAP_FRAME.height / MAP_FRAME.width;

export function markerPositions(
  cafes: readonly (Pick<PublicCafe, "id" | "latitude" | "longitude"> & { weeklyPick?: boolean })[],
): Record<number, MapPoint> {
  const pins: Pin[] = cafes.flatMap((cafe) => {
    const point = projectToMap(cafe.latitude, cafe.longitude);
    if (!point) return [];
    const radius = percentOfWidth((cafe.weeklyPick ? PIN_PX.pick : PIN_PX.cafe) / 2);
    return [{ id: cafe.id, x: point.x, y: point.y * HEIGHT_IN_WIDTHS, radius }];
  });
  spread(pins);
  const positions: Record<number, MapPoint> = {};
  for (const pin of pins) positions[pin.id] = { x: round(pin.x), y: round(pin.y / HEIGHT_IN_WIDTHS) };
  return positions;
}

/** Pushes overlapping pins apart along the line between them (each half the overlap) until none overlap. */
function spread(pins: Pin[]): void {
  const gap = percentOfWidth(GAP_PX);
  // Inside the map first: a café on its very edge is moved in by half a marker, which may bring it onto
  // a neighbour; pushing apart must start from there, or that overlap would never be looked at.
  for (const pin of pins) keepInside(pin);
  for (let pass = 0; pass < MAX_ROUNDS; pass++) {
    let moved = false;
    for (let i = 0; i < pins.length; i++) {
      for (let j = i + 1; j < pins.length; j++) {
        const a = pins[i]!;
        const b = pins[j]!;
        const need = a.radius + b.radius + gap;
        let dx = b.x - a.x;
        let dy = b.y - a.y;
        let distance = Math.hypot(dx, dy);
        if (distance >= need) continue;
        if (distance < 1e-6) {
          // Same spot: side by side, turning a golden angle for each further café there.
          const angle = Math.PI + j * 2.399963;
          [dx, dy, distance] = [Math.cos(angle), Math.sin(angle), 1];
        }
        const push = (need - distance) / 2 + 1e-3;
        a.x -= (dx / distance) * push;
        a.y -= (dy / distance) * push;
        b.x += (dx / distance) * push;
        b.y += (dy / distance) * push;
        moved = true;
      }
    }
    for (const pin of pins) keepInside(pin);
    if (!moved) return;
  }
}

function keepInside(pin: Pin): void {
  pin.x = Math.min(Math.max(pin.x, pin.radius), 100 - pin.radius);
  pin.y = Math.min(Math.max(pin.y, pin.radius), 100 * HEIGHT_IN_WIDTHS - pin.radius);
}

// Two decimals of a percent: a hundredth of a pixel on the widest map; the gap absorbs it.
const round = (value: number) => Math.round(value * 100) / 100;

/** What the home page's map needs of each café: a name for the marker and its position. */
export function cafeMarkers(cafes: readonly PublicCafe[]) {
  const positions = markerPositions(cafes);
  return cafes.flatMap((cafe) => {
    const position = positions[cafe.id];
    return position ? [{ id: cafe.id, name: cafe.name, city: cafe.city, weeklyPick: cafe.weeklyPick, position }] : [];
  });
}
