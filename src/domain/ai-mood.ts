/**
 * The AI Coffee Mood Suggester's contract: what the server answers, the rule for a feeling, the
 * suggestion chips and the eight named blends. Shared by the dialog and the API; free of
 * zod so the dialog's chunk stays small (the request schema is in ai-mood-input.ts).
 */

export const MOOD_CHIPS = [
  "I feel sober",
  "I was in fight with my wife",
  "I want a long walk",
  "I need a hug",
  "I'm feeling stressed",
  "I want to celebrate",
] as const;

/**
 * The eight named blends. Which product each is sold as is read from the live catalogue
 * (`coffeeBlend.slug`), not from a fixed map, so a renamed slug or a blend taken off sale never
 * leads to a missing page.
 */
export const BLEND_NAMES = [
  "Morning Dust",
  "Earth Ember",
  "Forest Pour",
  "Golden Hush",
  "Stone Drip",
  "Clay Ritual",
  "Bitter Gold",
  "Still Smoke",
] as const;
export type BlendName = (typeof BLEND_NAMES)[number];

export function isBlendName(name: string): name is BlendName {
  return (BLEND_NAMES as readonly string[]).includes(name);
}

/** 'Shop This Coffee': the blend's product page while it is on sale, else the shop. */
export function blendShopPath(blend: { slug?: string | null }): string {
  return blend.slug ? `/product/${encodeURIComponent(blend.slug)}` : "/shop";
}

export const STRENGTH_MAX = 5;
export const MAX_FEELING_CHARS = 1000;
export const BLANK_FEELING = "Please tell us how you're feeling today";
export const TOO_LONG_FEELING = `Please describe your mood in ${MAX_FEELING_CHARS.toLocaleString("en-IN")} characters or fewer`;

/** The feeling the dialog may send: something besides spaces, at most MAX_FEELING_CHARS characters as a person counts them. */
export function feelingProblem(text: string): string | undefined {
  const trimmed = text.trim();
  if (!trimmed) return BLANK_FEELING;
  // Counted in characters as a person sees them, so an emoji counts once.
  if ([...trimmed].length > MAX_FEELING_CHARS) return TOO_LONG_FEELING;
  return undefined;
}

export type AiRecommendation = {
  emotionalResponse: string;
  /** One of the six moods, named as the shop names them. */
  moodMatch: string;
  coffeeBlend: {
    name: string;
    origin: string;
    /** 0 (gentlest) to 5 (strongest). */
    strength: number;
    notes: string[];
    imageUrl: string | null;
    description: string;
    /** Beyond the original answer's shape: the live product's slug, or null when the blend is not on sale. */
    slug: string | null;
  };
  brewingMethod: { name: string; temperature: string; time: string; steps: string[] };
  nearbyTable: {
    name: string;
    address: string;
    /** "4.2 km" when the request carried a location, else the café's city. */
    distance: string;
    features: string[];
    reason: string;
  };
};

export type AiEngine = "built-in" | "model";
export type AiMoodAnswer = {
  recommendation: AiRecommendation;
  engine: AiEngine;
  /**
   * Beyond the original answer's shape: false when no feeling could be read (a greeting, a question, keys
   * mashed) — the answer then says so, offers a gentle cup, and the dialog offers the chips.
   */
  understood: boolean;
};
