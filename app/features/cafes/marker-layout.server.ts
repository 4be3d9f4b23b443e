/**
 * Where each café's marker sits on the map, worked out on the server so the page needs no
 * projection code to draw them. Cafés a few streets apart would hide each other at this scale, so
 * markers closer than a marker's width are fanned out around their shared spot.
 */
import type { PublicCafe } from "@domain/catalog";
import { MAP_FRAME } from "./map-frame";
import { projectToMap, type MapPoint } from "./project-point";

/** In percent of the map's width: about one marker on a phone. */
const CLOSE = 3.5;
const FAN_RADIUS = 4;

export function markerPositions(cafes: readonly Pick<PublicCafe, "id" | "latitude" | "longitude">[]): Record<number, MapPoint> {
  const aspect = MAP_FRAME.width / MAP_FRAME.height;
  const points = cafes.flatMap((cafe) => {
    const point = projectToMap(cafe.latitude, cafe.longitude);
    return point ? [{ id: cafe.id, ...point }] : [];
  });
  const groups: (typeof points)[] = [];
  for (const point of points) {
    const near = groups.find((group) => Math.hypot(group[0]!.x - point.x, (group[0]!.y - point.y) / aspect) < CLOSE);
    if (near) near.push(point);
    else groups.push([point]);
  }
  const positions: Record<number, MapPoint> = {};
  for (const group of groups) {
    const cx = group.reduce((sum, p) => sum + p.x, 0) / group.length;
    const cy = group.reduce((sum, p) => sum + p.y, 0) / group.length;
    group.forEach((point, index) => {
      if (group.length === 1) {
        positions[point.id] = { x: point.x, y: point.y };
        return;
      }
      // West to east first, so a pair sits side by side.
      const angle = Math.PI + (2 * Math.PI * index) / group.length;
      positions[point.id] = { x: round(cx + FAN_RADIUS * Math.cos(angle)), y: round(cy + FAN_RADIUS * aspect * Math.sin(angle)) };
    });
  }
  return positions;
}

const round = (value: number) => Math.round(value * 100) / 100;

/** What the home page's map needs of each café: a name for the marker and its position. */
export function cafeMarkers(cafes: readonly PublicCafe[]) {
  const positions = markerPositions(cafes);
  return cafes.flatMap((cafe) => {
    const position = positions[cafe.id];
    return position ? [{ id: cafe.id, name: cafe.name, city: cafe.city, weeklyPick: cafe.weeklyPick, position }] : [];
  });
}
