/** What other features may use from the café finder (docs/decisions/060): the map, its pins and the feature labels. */
export { MapCanvas, MapPin } from "./map-canvas";
export type { MapPoint } from "./project-point";
