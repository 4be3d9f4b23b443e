import { isCafeFeature, type CafeFeature } from "@domain/cafes";
import type { PublicCafe } from "@domain/catalog";

/** `?feature=a&feature=b` → the known features among them. */
export function featuresFromQuery(params: URLSearchParams): CafeFeature[] {
  return params.getAll("feature").filter(isCafeFeature);
}

/** A café matches when it offers every chosen feature. */
export function matchesFeatures(cafe: Pick<PublicCafe, "features">, chosen: readonly string[]): boolean {
  return chosen.every((feature) => cafe.features.includes(feature));
}

/** A maps search for the café's coordinates; opens the maps app on a phone. */
export function directionsUrl(cafe: Pick<PublicCafe, "latitude" | "longitude">): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${cafe.latitude},${cafe.longitude}`;
}

export function telUrl(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
