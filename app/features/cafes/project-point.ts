/** Latitude/longitude → position on the map image, in percent of its width and height. */
import { geoMercator } from "d3-geo";
import { MAP_FRAME } from "./map-frame";

const projection = geoMercator().scale(MAP_FRAME.scale).translate(MAP_FRAME.translate);

export type MapPoint = { x: number; y: number };

/** Null when the point lies outside the map (the café stays in the list, off the map). */
export function projectToMap(latitude: number, longitude: number): MapPoint | null {
  const projected = projection([longitude, latitude]);
  if (!projected) return null;
  const [px, py] = projected;
  if (px < 0 || py < 0 || px > MAP_FRAME.width || py > MAP_FRAME.height) return null;
  return { x: (px / MAP_FRAME.width) * 100, y: (py / MAP_FRAME.height) * 100 };
}
