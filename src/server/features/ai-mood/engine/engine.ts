/**
 * The built-in mood suggester: no network, deterministic, a few milliseconds. Reads the feeling,
 * picks the mood, then a blend, a way to brew it and a café from the live catalogue and café list.
 */
import { isBlendName, type AiRecommendation } from "@domain/ai-mood";
import type { LatLng } from "@domain/geo";
import { brewingFor } from "./brew";
import { chooseBlend, describeBlend, unlistedBlend, wantedStrength, type BlendSource } from "./blend";
import { chooseCafe, describeCafe, type CafeSource } from "./cafe";
import { createClassifier, type Classification, type ClassifierOptions } from "./classify";
import { DEFAULT_MOOD_NAMES, MOOD_CODES, type MoodCode } from "./moods";
import { emotionalResponse, hashText } from "./respond";

export type MoodSource = { code: string; name: string };
export type Sources = { moods: readonly MoodSource[]; products: readonly BlendSource[]; cafes: readonly CafeSource[] };
export type Suggestion = { recommendation: AiRecommendation; mood: MoodCode; classification: Classification };

export function moodName(code: MoodCode, moods: readonly MoodSource[]): string {
  return moods.find((mood) => mood.code === code)?.name ?? DEFAULT_MOOD_NAMES[code];
}

export function moodCodeFor(name: string, moods: readonly MoodSource[]): MoodCode | undefined {
  const wanted = name.trim().toLowerCase();
  const live = moods.find((mood) => mood.name.toLowerCase() === wanted)?.code;
  const code = live ?? MOOD_CODES.find((c) => DEFAULT_MOOD_NAMES[c].toLowerCase() === wanted);
  return MOOD_CODES.find((c) => c === code);
}

/** When the café finder has no approved café at all, say so rather than invent one. */
const NO_CAFE: AiRecommendation["nearbyTable"] = {
  name: "Your own table at home",
  address: "No café on our map pours Bean & Bhūmi near you yet",
  distance: "",
  features: [],
  reason: "Brew it at home tonight — and tell us about a café you'd like to see on our map.",
};

export function createMoodEngine(options: ClassifierOptions = {}) {
  const classify = createClassifier(options);

  function parts(mood: MoodCode, input: string, classification: Classification, sources: Sources, near?: LatLng) {
    const name = moodName(mood, sources.moods);
    const product = chooseBlend(mood, name, wantedStrength(mood, classification), sources.products);
    const coffeeBlend = product ? describeBlend(product) : unlistedBlend(mood);
    const brewingMethod = product ? brewingFor(mood, product) : brewingFor(mood, { name: coffeeBlend.name, recommendedMethods: [], brewRecipe: null });
    const found = chooseCafe(mood, sources.cafes, hashText(input.trim().toLowerCase()), near);
    const nearbyTable = found ? describeCafe(mood, found.cafe, found.km) : NO_CAFE;
    return { name, product, coffeeBlend, brewingMethod, nearbyTable };
  }

  return {
    classify,
    parts,
    isBlend: isBlendName,
    suggest(input: string, sources: Sources, near?: LatLng): Suggestion {
      const classification = classify(input);
      const mood = classification.mood;
      const { name, coffeeBlend, brewingMethod, nearbyTable } = parts(mood, input, classification, sources, near);
      const response = emotionalResponse(input, classification, mood, { blend: coffeeBlend.name, method: brewingMethod.name, notes: coffeeBlend.notes });
      return { mood, classification, recommendation: { emotionalResponse: response, moodMatch: name, coffeeBlend, brewingMethod, nearbyTable } };
    },
  };
}

export type MoodEngine = ReturnType<typeof createMoodEngine>;
