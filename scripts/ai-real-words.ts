/**
 * Writes src/server/features/ai-mood/engine/real-words.json: every English word (from the `word-list`
 * package, 274,000 words) that the mood engine's typo step could otherwise mistake for a lexicon word
 * ("tried" for "tired", "like" for "hike"). Run after changing the lexicon: `npm run ai:real-words`.
 * Candidates are found with shared deletions (the SymSpell idea), then checked with the real speller.
 */
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import wordListPath from "word-list";
import { compileLexicon, GRAMMAR_WORDS } from "../src/server/features/ai-mood/engine/lexicon";
import { createSpeller, maxEdits } from "../src/server/features/ai-mood/engine/spelling";

export const REAL_WORDS_FILE = new URL("../src/server/features/ai-mood/engine/real-words.json", import.meta.url);

function deletions(word: string, depth: number, into = new Set<string>()): Set<string> {
  into.add(word);
  if (depth === 0) return into;
  for (let i = 0; i < word.length; i++) deletions(word.slice(0, i) + word.slice(i + 1), depth - 1, into);
  return into;
}

/** Changes whenever the words the typo step corrects to, or must leave alone, change. */
export function lexiconFingerprint(): string {
  const { surfaces } = compileLexicon();
  return createHash("sha256")
    .update(JSON.stringify([[...surfaces.keys()].sort(), [...GRAMMAR_WORDS].sort()]))
    .digest("hex")
    .slice(0, 16);
}

export function realWordsNearLexicon(): string[] {
  const { surfaces } = compileLexicon();
  const speller = createSpeller(surfaces, GRAMMAR_WORDS, new Set());
  const index = new Set<string>();
  for (const surface of surfaces.keys()) if (maxEdits(surface) > 0) deletions(surface, 2, index);
  const found: string[] = [];
  for (const word of readFileSync(wordListPath, "utf8").split("\n")) {
    if (!/^[a-z]{4,}$/.test(word) || surfaces.has(word)) continue;
    const reachable = [...deletions(word, maxEdits(word))].some((variant) => index.has(variant));
    if (reachable && speller(word) !== undefined) found.push(word);
  }
  return found.sort();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const words = realWordsNearLexicon();
  const body = JSON.stringify({ lexicon: lexiconFingerprint(), words }).replace(/","/g, '",\n"');
  writeFileSync(REAL_WORDS_FILE, `${body}\n`);
  console.log(`${words.length} real words near the lexicon written to ${REAL_WORDS_FILE.pathname}`);
}
