/**
 * What the learned model sees in a feeling (decision 070). Two kinds of feature, both read the same
 * way by the training script and the server:
 * - sparse, hashed: each word's stem, stems marked as negated ("not" … three words on; Hindi "nahi",
 *   Tamil "illa", Kannada "beda" after the word), word pairs, stems said after "but", letter 3- and
 *   4-grams of each word (typos, Tamil and Kannada endings, either script), emoji and their emojilib
 *   keywords;
 * - dense: the average word vector of the feeling (words weighted by rarity), of its negated words and
 *   of what follows "but", so words nobody labelled still land near the ones somebody did;
 * and a Hindi, Tamil or Kannada word in the glossary (glossary.ts) is read as its English meaning too.
 */
import { emojiKeywords } from "../engine/emoji";
import { FUNCTION_WORDS } from "../engine/lexicon";
import { PREFIX_NEGATORS, SUFFIX_NEGATORS } from "../engine/lexicon-indian";
import { stem, tokenize, type WordToken } from "../engine/text";
import { glossOf } from "./glossary";
import { VECTOR_DIMENSIONS, type WordVectors } from "./word-vectors";

export const HASH_BITS = 18;
export const HASH_SIZE = 1 << HASH_BITS;
/** The feeling, its negated words, and what follows the last "but": three averages. */
export const DENSE_SIZE = 3 * VECTOR_DIMENSIONS;

const NEGATION_REACH = 3;
/** Where a shopper turns to what they really feel ("tired but excited"). */
const TURNS = new Set(["but", "lekin", "magar", "however", "though", "although", "aana", "aanaa", "aadre", "adre"]);
/** Smooth inverse frequency: a word's weight grows with its rank in the vectors' frequency order. */
const SIF_RANK = 300;

export type Features = {
  /** Hashed feature → value, scaled to unit length. */
  sparse: Map<number, number>;
  dense: Float32Array;
  /** Words (and emoji) seen, and how many of them the vectors or the lexicon could read. */
  words: number;
  known: number;
};

function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0) & (HASH_SIZE - 1);
}

function normalise(vector: Float32Array, from: number, length: number) {
  let sum = 0;
  for (let i = from; i < from + length; i++) sum += vector[i]! * vector[i]!;
  if (sum === 0) return;
  const scale = 1 / Math.sqrt(sum);
  for (let i = from; i < from + length; i++) vector[i]! *= scale;
}

function charGrams(word: string, add: (feature: string, value: number) => void) {
  const letters = [...`<${word}>`];
  for (const n of [3, 4])
    for (let i = 0; i + n <= letters.length; i++) add(`c:${letters.slice(i, i + n).join("")}`, 0.35);
}

/** A word the model has learned something about (its stem's hashed feature carries weight). */
export type KnownStem = (key: number) => boolean;

export const stemKey = (stem: string) => hash(`w:${stem}`);

export function extractFeatures(text: string, vectors?: WordVectors, knownStem?: KnownStem): Features {
  const tokens = tokenize(text);
  const counts = new Map<number, number>();
  const add = (feature: string, value = 1) => {
    const key = hash(feature);
    counts.set(key, (counts.get(key) ?? 0) + value);
  };
  const dense = new Float32Array(DENSE_SIZE);
  const part = new Float32Array(VECTOR_DIMENSIONS);
  let words = 0;
  let known = 0;
  const negated = new Set<number>();
  let turnAt = -1;

  // Which words a negation reaches: "not" → the next three content words of the clause; "nahi" → the word before.
  let reach = 0;
  tokens.forEach((token, index) => {
    if (token.kind === "break") {
      reach = 0;
      return;
    }
    if (token.kind !== "word") return;
    if (TURNS.has(token.word)) {
      turnAt = index;
      reach = 0;
      return;
    }
    if (PREFIX_NEGATORS.has(token.word)) {
      reach = NEGATION_REACH;
      return;
    }
    if (SUFFIX_NEGATORS.has(token.word)) {
      const before = tokens[index - 1];
      if (before?.kind === "word") negated.add(index - 1);
      return;
    }
    if (reach > 0 && !FUNCTION_WORDS.has(token.word)) {
      negated.add(index);
      reach--;
    }
  });

  const addVector = (word: string, offset: number, weight: number) => {
    if (!vectors) return false;
    part.fill(0);
    if (!vectors.addTo(word, part, weight)) return false;
    for (let i = 0; i < VECTOR_DIMENSIONS; i++) dense[offset + i]! += part[i]!;
    return true;
  };
  const sif = (word: string) => {
    const rank = vectors?.rank(word) ?? -1;
    return rank < 0 ? 1 : rank / (rank + SIF_RANK);
  };

  let previous: WordToken | undefined;
  tokens.forEach((token, index) => {
    if (token.kind === "break") {
      previous = undefined;
      return;
    }
    if (token.kind === "emoji") {
      words++;
      add(`e:${token.emoji}`);
      const keywords = emojiKeywords(token.emoji).slice(0, 3);
      if (keywords.length > 0) known++;
      for (const keyword of keywords) {
        add(`k:${stem(keyword)}`, 0.5);
        addVector(keyword, 0, 0.7);
        if (turnAt >= 0 && index > turnAt) addVector(keyword, 2 * VECTOR_DIMENSIONS, 0.7);
      }
      previous = undefined;
      return;
    }
    words++;
    const isNegated = negated.has(index);
    const content = !FUNCTION_WORDS.has(token.word);
    add(`${isNegated ? "n" : "w"}:${token.stem}`);
    if (previous) add(`b:${previous.stem}_${token.stem}`, 0.7);
    if (turnAt >= 0 && index > turnAt) add(`p:${token.stem}`, 0.7);
    if (token.word.length >= 3) charGrams(token.word, add);
    if (content) {
      const weight = sif(token.word);
      const offset = isNegated ? VECTOR_DIMENSIONS : 0;
      const after = turnAt >= 0 && index > turnAt && !isNegated;
      // A Hindi, Tamil or Kannada word is read as its English meaning too: its weights and its vector.
      const english = glossOf(token.word);
      for (const meaning of english ?? []) {
        add(`${isNegated ? "n" : "w"}:${stem(meaning)}`, 0.7);
        addVector(meaning, offset, 1 / english!.length);
        if (after) addVector(meaning, 2 * VECTOR_DIMENSIONS, 1 / english!.length);
      }
      const hasVector = !english && addVector(token.word, offset, weight);
      if (english || hasVector || knownStem?.(stemKey(token.stem))) known++;
      if (after && !english) addVector(token.word, 2 * VECTOR_DIMENSIONS, weight);
    } else known++;
    previous = token;
  });

  for (let part = 0; part < 3; part++) normalise(dense, part * VECTOR_DIMENSIONS, VECTOR_DIMENSIONS);
  let norm = 0;
  for (const value of counts.values()) norm += value * value;
  const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0;
  const sparse = new Map<number, number>();
  for (const [key, value] of counts) sparse.set(key, value * scale);
  return { sparse, dense, words, known };
}
