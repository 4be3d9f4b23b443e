/**
 * Which real café to send the shopper to: one of the café finder's approved cafés whose features
 * suit the mood — the nearest such café when the request carries a location; without one, the café of
 * the week (one place the owner stands behind, rather than a random café far away — issue 16), and
 * failing that the best suited (rating, then the feeling's own hash).
 */
import type { AiRecommendation } from "@domain/ai-mood";
import { cafeFeatureLabel, isCafeFeature, type CafeFeature } from "@domain/cafes";
import type { PublicCafe } from "@domain/catalog";
import { distanceKm, formatKm, type LatLng } from "@domain/geo";
import { BA, CI, CN, CR, EF, SS, type MoodCode } from "./moods";

export type CafeSource = Pick<
  PublicCafe,
  "name" | "address" | "city" | "state" | "latitude" | "longitude" | "features" | "rating"
> & { weeklyPick?: boolean };

const MOOD_FEATURES: Record<MoodCode, Partial<Record<CafeFeature, number>>> = {
  [CR]: { chill_vibes: 3, single_origin: 2, outdoor_seating: 1 },
  [EF]: { strong_wifi: 3, single_origin: 2 },
  [CN]: { chill_vibes: 3, single_origin: 1 },
  [BA]: { outdoor_seating: 3, instagrammable: 2, single_origin: 1 },
  [SS]: { chill_vibes: 3, outdoor_seating: 2, single_origin: 1 },
  [CI]: { instagrammable: 3, strong_wifi: 2, chill_vibes: 1 },
};

const FEATURE_PHRASES: Record<CafeFeature, string> = {
  single_origin: "single-origin brews on the bar",
  strong_wifi: "fast Wi-Fi and long tables",
  chill_vibes: "an unhurried, easy-going room",
  instagrammable: "a room full of light and colour",
  outdoor_seating: "tables out in the open air",
};

const MOOD_REASONS: Record<MoodCode, string> = {
  [CR]: "a quiet corner to let your thoughts settle",
  [EF]: "a good place to get your head down and finish what you started",
  [CN]: "somewhere that feels a little like home",
  [BA]: "a lively spot to toast the day and plan the next adventure",
  [SS]: "nobody will hurry you out",
  [CI]: "new faces and fresh ideas at every table",
};

const suitability = (mood: MoodCode, cafe: CafeSource) =>
  cafe.features.reduce((sum, feature) => sum + (MOOD_FEATURES[mood][feature as CafeFeature] ?? 0), 0);

export function chooseCafe<C extends CafeSource>(
  mood: MoodCode,
  cafes: readonly C[],
  seed: number,
  near?: LatLng,
): { cafe: C; km?: number; weeklyPick?: boolean } | undefined {
  if (cafes.length === 0) return undefined;
  const pick = near ? undefined : cafes.find((cafe) => cafe.weeklyPick);
  if (pick) return { cafe: pick, weeklyPick: true };
  const scored = cafes.map((cafe) => ({
    cafe,
    score: suitability(mood, cafe),
    km: near ? distanceKm(near, cafe) : undefined,
  }));
  const topFeature = Math.max(...Object.values(MOOD_FEATURES[mood]));
  // Suitable: has the mood's main feature; failing that, anything the mood likes; failing that, any café.
  const suitable = [topFeature, 1, 0]
    .map((min) => scored.filter((entry) => entry.score >= min))
    .find((list) => list.length > 0)!;
  if (near) {
    const nearest = [...suitable].sort(
      (a, b) => a.km! - b.km! || b.score - a.score || a.cafe.name.localeCompare(b.cafe.name),
    )[0]!;
    return { cafe: nearest.cafe, km: nearest.km };
  }
  const best = Math.max(...suitable.map((entry) => entry.score));
  const ties = suitable
    .filter((entry) => entry.score === best)
    .sort((a, b) => (b.cafe.rating ?? 0) - (a.cafe.rating ?? 0) || a.cafe.name.localeCompare(b.cafe.name));
  return { cafe: ties[seed % ties.length]!.cafe };
}

export function cafeReason(mood: MoodCode, cafe: CafeSource): string {
  const liked = [...cafe.features]
    .sort((a, b) => (MOOD_FEATURES[mood][b as CafeFeature] ?? 0) - (MOOD_FEATURES[mood][a as CafeFeature] ?? 0))
    .slice(0, 2)
    .filter(isCafeFeature)
    .map((feature) => FEATURE_PHRASES[feature]);
  const what = liked.length > 0 ? liked.join(" and ") : "good coffee and a warm welcome";
  return `${what[0]!.toUpperCase()}${what.slice(1)} — ${MOOD_REASONS[mood]}.`;
}

export function describeCafe(
  mood: MoodCode,
  cafe: CafeSource,
  km: number | undefined,
  reason = cafeReason(mood, cafe),
  weeklyPick = false,
): AiRecommendation["nearbyTable"] {
  if (weeklyPick) reason = `Our café of the week. ${reason} Share your location for the nearest one.`;
  return {
    name: cafe.name,
    address: `${cafe.address}, ${cafe.city}`,
    distance: km === undefined ? cafe.city : formatKm(Math.round(km * 10) / 10),
    features: cafe.features.map(cafeFeatureLabel),
    reason,
  };
}
