/** The six moods the engine chooses between, by their stable codes (the shop may rename them). */
export const MOOD_CODES = [
  "calm-reflective",
  "energetic-focused",
  "cozy-nostalgic",
  "bold-adventurous",
  "soulful-slow",
  "creative-inspired",
] as const;
export type MoodCode = (typeof MOOD_CODES)[number];
export type Weights = Partial<Record<MoodCode, number>>;

/** Used only when the live mood list lacks a code (a mood deleted by the admin). */
export const DEFAULT_MOOD_NAMES: Record<MoodCode, string> = {
  "calm-reflective": "Calm & Reflective",
  "energetic-focused": "Energetic & Focused",
  "cozy-nostalgic": "Cozy & Nostalgic",
  "bold-adventurous": "Bold & Adventurous",
  "soulful-slow": "Soulful & Slow",
  "creative-inspired": "Creative & Inspired",
};

export const CR = "calm-reflective";
export const EF = "energetic-focused";
export const CN = "cozy-nostalgic";
export const BA = "bold-adventurous";
export const SS = "soulful-slow";
export const CI = "creative-inspired";
