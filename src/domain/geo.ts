/** Great-circle distance for "cafés near you". */
export const EARTH_RADIUS_KM = 6371;

export type LatLng = { latitude: number; longitude: number };

export function distanceKm(a: LatLng, b: LatLng): number {
  const toRad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = toRad(b.latitude - a.latitude);
  const dLng = toRad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a.latitude)) * Math.cos(toRad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** One decimal, as distances are shown: "4.2 km". */
export function formatKm(km: number): string {
  return `${km.toFixed(1)} km`;
}

/** An Indian postal code (PIN): six digits. Checkout, its lookup and the café form all check this. */
export const PINCODE_PATTERN = /^\d{6}$/;
export const PINCODE_MESSAGE = "Please enter valid 6-digit pincode";
export const isPincode = (value: string): boolean => PINCODE_PATTERN.test(value);
/** A pincode field's value as typed: "560 001" pasted from an address label is still a pincode; six digits at most. */
export const typedPincode = (raw: string): string => raw.replace(/\D/g, "").slice(0, 6);
