import type { IndianState } from "./indian-states";

/**
 * The café finder's closed sets (decision 040): the features a café can offer and the cities of the
 * café form, each written once with the words and facts shown beside it. Free of zod, so pages can
 * show them without shipping the validation library.
 */

/** What a café can offer, by the id stored with the café, with the words every list shows. */
export const CAFE_FEATURE_LABELS = {
  single_origin: "Single origin",
  strong_wifi: "Strong Wi-Fi",
  chill_vibes: "Chill vibes",
  instagrammable: "Instagrammable",
  outdoor_seating: "Outdoor seating",
} as const;
export type CafeFeature = keyof typeof CAFE_FEATURE_LABELS;
export const CAFE_FEATURES = Object.keys(CAFE_FEATURE_LABELS) as [CafeFeature, ...CafeFeature[]];

export const isCafeFeature = (value: string): value is CafeFeature => Object.hasOwn(CAFE_FEATURE_LABELS, value);
/** A stored feature's words; an id no longer listed shows as it is. */
export const cafeFeatureLabel = (feature: string): string =>
  isCafeFeature(feature) ? CAFE_FEATURE_LABELS[feature] : feature;

/** The cities of the café form, with the state each lies in (for addresses and structured data). */
const CITY_STATES = {
  Chennai: "Tamil Nadu",
  Bangalore: "Karnataka",
  Coimbatore: "Tamil Nadu",
  Madurai: "Tamil Nadu",
  Kodaikanal: "Tamil Nadu",
  Ooty: "Tamil Nadu",
  Salem: "Tamil Nadu",
  Tiruchirappalli: "Tamil Nadu",
  Vellore: "Tamil Nadu",
  Tirunelveli: "Tamil Nadu",
} satisfies Record<string, IndianState>;
export type CafeCity = keyof typeof CITY_STATES;
export const CAFE_CITIES = Object.keys(CITY_STATES) as [CafeCity, ...CafeCity[]];

export const stateOfCity = (city: CafeCity): string => CITY_STATES[city];
