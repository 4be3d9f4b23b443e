/**
 * The six moods the engine and its model were trained on, by their stable codes (the shop may rename
 * them). The shop's registry (`@domain/moods`, decision 040) holds them; moods the owner adds are
 * matched at run time by live-moods.ts.
 */
import { SEEDED_MOOD_CODES, SEEDED_MOODS, type SeededMoodCode } from "@domain/moods";

export const MOOD_CODES = SEEDED_MOOD_CODES;
export type MoodCode = SeededMoodCode;
export type Weights = Partial<Record<MoodCode, number>>;

/** Used only when the live mood list lacks a code (a mood deleted by the admin). */
export const DEFAULT_MOOD_NAMES = Object.fromEntries(SEEDED_MOODS.map((mood) => [mood.code, mood.name])) as Record<
  MoodCode,
  string
>;

export const CR = "calm-reflective" satisfies MoodCode;
export const EF = "energetic-focused" satisfies MoodCode;
export const CN = "cozy-nostalgic" satisfies MoodCode;
export const BA = "bold-adventurous" satisfies MoodCode;
export const SS = "soulful-slow" satisfies MoodCode;
export const CI = "creative-inspired" satisfies MoodCode;
