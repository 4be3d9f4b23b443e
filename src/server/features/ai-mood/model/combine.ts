/**
 * The reader and the lexicon, together (decision 070): the reader's probabilities times the lexicon's
 * own (a softmax of its scores), the lexicon's raised to LEXICON_WEIGHT. Where the lexicon found
 * nothing the reader decides alone; where the lexicon is sure — a negation, an emoji, a Hindi, Tamil or
 * Kannada word it knows, scored far ahead of the rest — its share outweighs a hesitant reader. The two
 * numbers were chosen on our development set and the first engine's held-out half, never on blind.json.
 * Without the model (it failed to load), the lexicon decides alone.
 */
import type { Classification } from "../engine/classify";
import { MOOD_CODES, type MoodCode } from "../engine/moods";
import type { Reading } from "./mood-model";

export const LEXICON_WEIGHT = 0.3;
export const LEXICON_SHARPNESS = 1;

export type Probabilities = Record<MoodCode, number>;

function normalised(logits: number[]): Probabilities {
  const top = Math.max(...logits);
  const exp = logits.map((value) => Math.exp(value - top));
  const sum = exp.reduce((a, b) => a + b, 0);
  return Object.fromEntries(MOOD_CODES.map((code, k) => [code, exp[k]! / sum])) as Probabilities;
}

/** The lexicon's scores as log-probabilities (a softmax), or undefined when it found no evidence. */
function lexiconLogits(lexicon: Classification): number[] | undefined {
  if (lexicon.evidence.length === 0) return undefined;
  const scaled = MOOD_CODES.map((code) => LEXICON_SHARPNESS * lexicon.scores[code]);
  const top = Math.max(...scaled);
  const log = Math.log(scaled.reduce((sum, value) => sum + Math.exp(value - top), 0)) + top;
  return scaled.map((value) => value - log);
}

export function combine(lexicon: Classification, reading?: Reading, weight = LEXICON_WEIGHT): Probabilities {
  const fromLexicon = lexiconLogits(lexicon);
  if (!reading) {
    if (fromLexicon) return normalised(fromLexicon);
    // No evidence and no model: the lexicon's own fallback (valence, then calm) decides.
    return normalised(MOOD_CODES.map((code) => (code === lexicon.mood ? 1 : 0)));
  }
  const logits = MOOD_CODES.map(
    (_code, k) => Math.log(reading.probabilities[k]! + 1e-9) + (fromLexicon ? weight * fromLexicon[k]! : 0),
  );
  return normalised(logits);
}
