/**
 * The engine answers with the shop's live moods (issue 15), not a fixed list of six: a trained mood
 * the owner deleted is never offered, a renamed one keeps its code, and a mood the owner adds is
 * offered when the feeling is nearer to that mood's own words (its name, description and
 * characteristics, read through the word vectors) than to the words of the trained mood the model
 * picked — or when the feeling names it. Decision 071.
 */
import { extractFeatures } from "../model/features";
import type { Probabilities } from "../model/combine";
import { VECTOR_DIMENSIONS, type WordVectors } from "../model/word-vectors";
import { FUNCTION_WORDS } from "./lexicon";
import { MOOD_CODES, type MoodCode } from "./moods";
import { tokenize } from "./text";

export type MoodSource = { code: string; name: string; description?: string; characteristics?: readonly string[] };

/** How much nearer than the trained mood a new mood must be, and how near at all. */
export const NEW_MOOD_MARGIN = 0.05;
export const NEW_MOOD_FLOOR = 0.3;

export type Chosen = {
  /** The live mood to answer with, or undefined when the shop lists no mood at all. */
  live?: MoodSource;
  /** The trained mood whose blend, brew, café and voice the answer borrows. */
  trained: MoodCode;
};

const isTrained = (code: string): code is MoodCode => (MOOD_CODES as readonly string[]).includes(code);

/** The feeling's meaning as one unit vector (the first part of the dense features), or undefined. */
function meaning(text: string, vectors: WordVectors): Float32Array | undefined {
  const dense = extractFeatures(text, vectors).dense.subarray(0, VECTOR_DIMENSIONS);
  return dense.some((value) => value !== 0) ? dense : undefined;
}

const cosine = (a: Float32Array, b: Float32Array) => {
  let dot = 0;
  for (let i = 0; i < a.length; i++) dot += a[i]! * b[i]!;
  return dot;
};

const moodText = (mood: MoodSource) => [mood.name, mood.description ?? "", ...(mood.characteristics ?? [])].join(". ");

function contentStems(text: string): Set<string> {
  const stems = new Set<string>();
  for (const token of tokenize(text))
    if (token.kind === "word" && token.word.length > 2 && !FUNCTION_WORDS.has(token.word)) stems.add(token.stem);
  return stems;
}

export function createMoodChooser(vectors?: WordVectors) {
  // Each mood's words, read once per wording (the owner may edit them at any time).
  const cache = new Map<string, Float32Array | undefined>();
  const moodMeaning = (mood: MoodSource) => {
    const text = moodText(mood);
    if (!cache.has(text)) {
      if (cache.size > 200) cache.clear();
      cache.set(text, vectors ? meaning(text, vectors) : undefined);
    }
    return cache.get(text);
  };

  return function chooseMood(input: string, probabilities: Probabilities, moods: readonly MoodSource[]): Chosen {
    const ranked = [...MOOD_CODES].sort((a, b) => probabilities[b] - probabilities[a]);
    const trained = ranked[0]!;
    if (moods.length === 0) return { trained };
    const liveTrained = ranked.map((code) => moods.find((mood) => mood.code === code)).filter(Boolean) as MoodSource[];
    const added = moods.filter((mood) => !isTrained(mood.code));
    const best = liveTrained[0];
    if (added.length === 0) return { live: best, trained: best ? (best.code as MoodCode) : trained };

    const feeling = vectors ? meaning(input, vectors) : undefined;
    const stems = contentStems(input);
    const baseline = best && feeling ? cosine(feeling, moodMeaning(best) ?? new Float32Array(VECTOR_DIMENSIONS)) : 0;
    let pick: { mood: MoodSource; score: number } | undefined;
    for (const mood of added) {
      const named = [...contentStems(mood.name)].some((stem) => stems.has(stem));
      const near = feeling ? cosine(feeling, moodMeaning(mood) ?? new Float32Array(VECTOR_DIMENSIONS)) : 0;
      const fits = named || (near >= NEW_MOOD_FLOOR && near >= baseline + NEW_MOOD_MARGIN) || !best;
      const score = near + (named ? 1 : 0);
      if (fits && (!pick || score > pick.score)) pick = { mood, score };
    }
    if (pick) return { live: pick.mood, trained };
    return { live: best, trained: best ? (best.code as MoodCode) : trained };
  };
}

export type MoodChooser = ReturnType<typeof createMoodChooser>;
