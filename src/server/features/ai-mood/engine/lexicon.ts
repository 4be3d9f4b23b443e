/**
 * The compiled lexicon: single words by stem, phrases by their first stem (longest first), and the
 * surface forms the spelling step may correct a typo to.
 */
import { ENGLISH, type Theme, type ThemeGroup } from "./lexicon-english";
import { CONTRASTS, DIMINISHERS, INDIAN, INTENSIFIERS, PREFIX_NEGATORS, SUFFIX_NEGATORS } from "./lexicon-indian";
import type { Weights } from "./moods";
import { stem, termStems, type Stemmer } from "./text";

export type Entry = { term: string; theme: Theme; weights: Weights; negated?: Weights | "same" };
export type Phrase = { stems: string[]; entry: Entry };
export type Lexicon = {
  words: Map<string, Entry>;
  phrases: Map<string, Phrase[]>;
  /** Single-word terms as written ("celebrate"), for typo correction, with the stem each stands for. */
  surfaces: Map<string, string>;
};

/** Little words that carry no feeling: a negation reaches past them ("not in the mood for anything loud"). */
export const FUNCTION_WORDS = new Set(
  (
    "a an the in on at of for to from with by about as is am are was were be been being do does did have has had i me my mine " +
    "you your it its this that these those there here we our they them he she his her so too very really quite feel feels " +
    "feeling felt want wants wanted need needs like anything any some much more all and or mood today now right just get getting " +
    "going go will would could should can cannot bit little kind sort of up out ho hai hoon hun raha rahi rahe kar karna " +
    "karni kuch aaj yaar bas bhi mujhe mera meri main hum aur se ko ki ka ke mein iruku irukku irukken ah da oru naan enaku " +
    "aagide ide nanu nange"
  ).split(" "),
);

/** Words the spelling step must leave alone: they have a job of their own. */
export const GRAMMAR_WORDS = new Set([
  ...FUNCTION_WORDS,
  ...Object.keys(INTENSIFIERS),
  ...Object.keys(DIMINISHERS),
  ...PREFIX_NEGATORS,
  ...SUFFIX_NEGATORS,
  ...CONTRASTS,
]);

export function compileLexicon(groups: ThemeGroup[] = [...ENGLISH, ...INDIAN], stemWord: Stemmer = stem): Lexicon {
  const words = new Map<string, Entry>();
  const phrases = new Map<string, Phrase[]>();
  const surfaces = new Map<string, string>();
  for (const group of groups) {
    for (const term of group.terms
      .split("|")
      .map((t) => t.trim())
      .filter(Boolean)) {
      const stems = termStems(term, stemWord);
      const entry: Entry = { term, theme: group.theme, weights: group.weights, negated: group.negated };
      if (stems.length === 0) continue;
      if (stems.length === 1) {
        // The first group to claim a word keeps it: groups are ordered from specific to general.
        if (!words.has(stems[0]!)) words.set(stems[0]!, entry);
        if (/^[a-z]+$/.test(term)) surfaces.set(term, stems[0]!);
        continue;
      }
      const list = phrases.get(stems[0]!) ?? [];
      list.push({ stems, entry });
      phrases.set(stems[0]!, list);
    }
  }
  for (const list of phrases.values()) list.sort((a, b) => b.stems.length - a.stems.length);
  return { words, phrases, surfaces };
}
