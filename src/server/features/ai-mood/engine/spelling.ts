/**
 * Typos: a word the lexicon does not know is read as the lexicon word it is one edit away from
 * (two for words of ten letters or more), where an edit is an insertion, deletion, substitution or a swap of two
 * neighbouring letters ("tierd" → "tired", "celebarte" → "celebrate"). A real English word is never
 * "corrected" ("tried" stays "tried", "like" never becomes "hike"): `real-words.json` lists every
 * dictionary word near a lexicon word (generated from the `word-list` package by
 * `npm run ai:real-words`).
 */
import realWords from "./real-words.json";

const REAL_WORDS_NEAR_LEXICON = new Set<string>(realWords.words);

export function maxEdits(word: string): number {
  if (word.length < 4) return 0;
  return word.length >= 10 ? 2 : 1;
}

// Three rows of the distance table, reused: the engine runs on every request.
let rows: [Int32Array, Int32Array, Int32Array] = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/** Optimal string alignment distance, giving up (returning `limit + 1`) once it must exceed `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  if (rows[0].length <= b.length)
    rows = [new Int32Array(b.length + 1), new Int32Array(b.length + 1), new Int32Array(b.length + 1)];
  let [before, previous, current] = rows;
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current[j] = value;
      if (value < best) best = value;
    }
    if (best > limit) return limit + 1;
    [before, previous, current] = [previous, current, before];
  }
  return previous[b.length]!;
}

export type Speller = (word: string) => string | undefined;

/** `surfaces`: lexicon word → its stem. `known`: words with a job of their own, never corrected. */
export function createSpeller(
  surfaces: Map<string, string>,
  known: Set<string>,
  realWords: Set<string> = REAL_WORDS_NEAR_LEXICON,
): Speller {
  const byLength = new Map<number, string[]>();
  for (const surface of [...surfaces.keys()].sort()) {
    const list = byLength.get(surface.length) ?? [];
    list.push(surface);
    byLength.set(surface.length, list);
  }
  // Shoppers repeat words; a bounded memo keeps typo lookups off the hot path.
  const memo = new Map<string, string | undefined>();
  const correct = (word: string): string | undefined => {
    const limit = maxEdits(word);
    if (limit === 0 || !/^[a-z]+$/.test(word) || known.has(word) || realWords.has(word)) return undefined;
    let best: { surface: string; distance: number; sameStart: boolean } | undefined;
    for (let length = word.length - limit; length <= word.length + limit; length++) {
      for (const surface of byLength.get(length) ?? []) {
        // Short lexicon words ("sad", "low") are too close to too much to be a typo's target.
        const allowed = Math.min(limit, maxEdits(surface));
        if (allowed === 0) continue;
        const distance = editDistance(word, surface, allowed);
        if (distance > allowed) continue;
        const sameStart = surface[0] === word[0];
        if (!best || distance < best.distance || (distance === best.distance && sameStart && !best.sameStart))
          best = { surface, distance, sameStart };
      }
    }
    return best && surfaces.get(best.surface);
  };
  return (word) => {
    if (memo.has(word)) return memo.get(word);
    if (memo.size >= 10_000) memo.clear();
    const result = correct(word);
    memo.set(word, result);
    return result;
  };
}
