/**
 * Which of the eight named blends to pour. The live catalogue decides first: a blend whose mood
 * pairing is the chosen mood (an admin edit moves it), ordered by how well its strength suits what
 * the shopper asked for; then the house's own order for each mood; a blend that is not on sale is
 * never suggested.
 */
import { BLEND_NAMES, isBlendName, STRENGTH_MAX, type AiRecommendation, type BlendName } from "@domain/ai-mood";
import type { PublicProduct } from "@domain/catalog";
import type { Classification } from "./classify";
import { BA, CI, CN, CR, EF, SS, type MoodCode } from "./moods";

export type BlendSource = Pick<
  PublicProduct,
  | "name"
  | "slug"
  | "origin"
  | "region"
  | "roastLevel"
  | "tastingNotes"
  | "images"
  | "description"
  | "moodPairing"
  | "brewRecipe"
  | "recommendedMethods"
>;

/** The house's order when the catalogue pairs none (or several) of the eight with a mood. */
export const MOOD_BLENDS: Record<MoodCode, BlendName[]> = {
  [CR]: ["Morning Dust", "Golden Hush"],
  [EF]: ["Forest Pour", "Bitter Gold"],
  [CN]: ["Clay Ritual", "Golden Hush"],
  [BA]: ["Earth Ember", "Bitter Gold"],
  [SS]: ["Still Smoke", "Stone Drip"],
  // No blend of the eight is paired with Creative & Inspired: these two are the most layered.
  [CI]: ["Forest Pour", "Golden Hush"],
};

/** The strength a mood starts from, on the 0–5 scale. */
const MOOD_STRENGTH: Record<MoodCode, number> = { [CR]: 2, [EF]: 3.5, [CN]: 3, [BA]: 4, [SS]: 4, [CI]: 3 };

/** Strength on the answer's 0–5 scale (`coffeeBlend.strength`), read from the roast. */
export function blendStrength(roastLevel: string | null): number {
  const roast = (roastLevel ?? "").toLowerCase();
  if (/french|italian|espresso/.test(roast)) return STRENGTH_MAX;
  if (/dark/.test(roast)) return 4;
  if (/light/.test(roast)) return 2;
  return 3;
}

/** What the shopper's words ask of the cup: "nothing strong" pulls it down, "exhausted" up. */
export function wantedStrength(mood: MoodCode, classification: Classification): number {
  let wanted = MOOD_STRENGTH[mood];
  for (const item of classification.evidence) {
    if (item.theme === "gentle") wanted -= 2;
    if (item.theme === "intensity") wanted += item.negated ? -2 : 1.5;
    if (item.theme === "tiredness" && !item.negated && item.intensity >= 1.3) wanted += 1;
  }
  return Math.max(0, Math.min(STRENGTH_MAX, wanted));
}

export function chooseBlend<P extends BlendSource>(
  mood: MoodCode,
  moodName: string,
  wanted: number,
  products: readonly P[],
): P | undefined {
  const blends = products.filter((product) => isBlendName(product.name));
  const rank = (product: P) => {
    const order = MOOD_BLENDS[mood].indexOf(product.name as BlendName);
    return order < 0 ? MOOD_BLENDS[mood].length : order;
  };
  const byFit = (a: P, b: P) =>
    Math.abs(blendStrength(a.roastLevel) - wanted) - Math.abs(blendStrength(b.roastLevel) - wanted) ||
    rank(a) - rank(b) ||
    a.name.localeCompare(b.name);
  const paired = blends.filter((product) => product.moodPairing === moodName);
  const house = blends.filter((product) => MOOD_BLENDS[mood].includes(product.name as BlendName));
  const pool = paired.length > 0 ? paired : house.length > 0 ? house : blends;
  return [...pool].sort(byFit)[0];
}

export function describeBlend(product: BlendSource): AiRecommendation["coffeeBlend"] {
  return {
    name: product.name,
    origin: product.origin ?? product.region ?? "South India",
    strength: blendStrength(product.roastLevel),
    notes: product.tastingNotes.slice(0, 4),
    imageUrl: product.images[0] ?? null,
    description: product.description,
    slug: product.slug,
  };
}

/**
 * Only when the catalogue has none of the eight on sale (both engines end here then): the house
 * blend is named, with no slug, so 'Shop This Coffee' goes to /shop rather than a missing page.
 */
export function unlistedBlend(mood: MoodCode): AiRecommendation["coffeeBlend"] {
  const name = MOOD_BLENDS[mood][0] ?? BLEND_NAMES[0];
  return {
    name,
    origin: "South India",
    strength: MOOD_STRENGTH[mood],
    notes: [],
    imageUrl: null,
    description: "Ask us about this blend — it is between roasts right now.",
    slug: null,
  };
}
