/**
 * Turns a feeling as typed into tokens: words (lower-cased, contractions opened, stretched letters
 * folded, stemmed), emoji (ASCII emoticons become their emoji first), and clause breaks. Each token
 * keeps where it came from, so the answer can quote the shopper's own words.
 */
import { emoticon } from "emoticon";
import { stemmer } from "stemmer";

export type WordToken = {
  kind: "word";
  word: string;
  stem: string;
  caps: boolean;
  stretched: boolean;
  start: number;
  end: number;
};
export type EmojiToken = { kind: "emoji"; emoji: string; start: number; end: number };
export type BreakToken = { kind: "break"; bangs: number; start: number; end: number };
export type Token = WordToken | EmojiToken | BreakToken;

const CONTRACTIONS: Record<string, string[]> = {
  "can't": ["cannot"],
  cant: ["cannot"],
  "won't": ["will", "not"],
  "ain't": ["is", "not"],
  "i'm": ["i", "am"],
  im: ["i", "am"],
  dont: ["do", "not"],
  didnt: ["did", "not"],
  doesnt: ["does", "not"],
  isnt: ["is", "not"],
  wasnt: ["was", "not"],
  couldnt: ["could", "not"],
  wouldnt: ["would", "not"],
  shouldnt: ["should", "not"],
  havent: ["have", "not"],
  arent: ["are", "not"],
  werent: ["were", "not"],
  wanna: ["want", "to"],
  gonna: ["going", "to"],
  tonite: ["tonight"],
};

const EMOJI = String.raw`\p{Extended_Pictographic}(?:\uFE0F|\u20E3|\p{Emoji_Modifier}|\u200D\p{Extended_Pictographic}\uFE0F?)*`;
const TOKEN = new RegExp(`(${EMOJI})|(\\p{L}[\\p{L}\\p{M}']*)|([.,;:!?()\\n]+)`, "gu");

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** ":(" and ":'(" as emoji (padded to the same length, so offsets still point into the input); only standing alone, so "http://" stays text. */
// ":(" is "frowning" in emoticon, whose emoji (😦, open mouth) emojilib files under "yawning"; 🙁 says it.
const EMOJI_FOR: Record<string, string> = { frowning: "🙁" };
const EMOTICON_TO_EMOJI = new Map(
  emoticon.flatMap((entry) => entry.emoticons.map((face) => [face, EMOJI_FOR[entry.name] ?? entry.emoji] as const)),
);
const EMOTICONS = new RegExp(
  `(?<=^|\\s)(${[...EMOTICON_TO_EMOJI.keys()]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join("|")})(?=$|\\s)`,
  "g",
);

/** Stems plain Latin words; other scripts and mixed tokens stay as they are. */
export function stem(word: string): string {
  return /^[a-z]+$/.test(word) ? stemmer(word) : word;
}

export type Stemmer = (word: string) => string;

function wordTokens(raw: string, start: number, stemWord: Stemmer): WordToken[] {
  const end = start + raw.length;
  const caps = raw.length >= 3 && raw === raw.toUpperCase() && raw !== raw.toLowerCase();
  let lower = raw.toLowerCase().replace(/'+$/, "");
  // Letters held down ("sooo", "boooored") fold to two; the lexicon also tries one.
  const folded = lower.replace(/(\p{L})\1{2,}/gu, "$1$1");
  const stretched = folded !== lower;
  lower = folded;
  let words = Object.hasOwn(CONTRACTIONS, lower) ? CONTRACTIONS[lower] : undefined;
  if (!words) {
    if (lower.endsWith("n't")) words = [lower.slice(0, -3), "not"];
    else if (/'(s|ll|ve|re|d)$/.test(lower)) words = [lower.replace(/'(s|ll|ve|re|d)$/, "")];
    else words = [lower.replace(/'/g, "")];
  }
  return words
    .filter(Boolean)
    .map((word) => ({ kind: "word", word, stem: stemWord(word), caps, stretched, start, end }));
}

export function tokenize(input: string, stemWord: Stemmer = stem): Token[] {
  const text = input
    .normalize("NFC")
    .replace(/[\u2018\u2019\u02BC`]/g, "'")
    .replace(EMOTICONS, (face) => (EMOTICON_TO_EMOJI.get(face) ?? face).padEnd(face.length));
  const tokens: Token[] = [];
  for (const match of text.matchAll(TOKEN)) {
    const start = match.index;
    const [whole, emoji, word, punctuation] = match;
    const end = start + whole.length;
    if (emoji) tokens.push({ kind: "emoji", emoji, start, end });
    else if (word) tokens.push(...wordTokens(word, start, stemWord));
    else if (punctuation) tokens.push({ kind: "break", bangs: (punctuation.match(/!/g) ?? []).length, start, end });
  }
  return tokens;
}

/** Lexicon terms go through the same steps as the shopper's text, so both sides always agree. */
export function termStems(term: string, stemWord: Stemmer = stem): string[] {
  return tokenize(term, stemWord).flatMap((token) => (token.kind === "word" ? [token.stem] : []));
}
