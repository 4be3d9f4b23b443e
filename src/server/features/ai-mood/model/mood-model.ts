/**
 * The learned mood model as the server uses it: word vectors and the reader, read from the committed
 * files (no network). `read` gives the reader's probabilities for the six trained moods, in
 * MOOD_CODES order, how sure it is that no feeling was written, and the features it saw.
 */
import { readFileSync } from "node:fs";
import { fromRoot } from "../../../paths";
import { DENSE_SIZE, extractFeatures, HASH_BITS, HASH_SIZE, type Features } from "./features";
import { CLASSES, emptyReader, NO_FEELING_CLASS, readerLogits, softmax, type Reader } from "./linear";
import { loadWordVectors, type WordVectors } from "./word-vectors";

export const MODEL_FILES = {
  header: "src/server/features/ai-mood/model/mood-model.json",
  sparse: "src/server/features/ai-mood/model/mood-model.bin",
};

export type ModelHeader = {
  labels: string[];
  hashBits: number;
  denseSize: number;
  reader: { bias: number[]; dense: number[] };
  trainedOn: Record<string, number>;
};

export type Reading = {
  /** The six trained moods (MOOD_CODES order) and, last, "no feeling at all". */
  probabilities: Float64Array;
  /** How sure the reader is that no feeling was written. */
  noFeeling: number;
  features: Features;
};
export type MoodModel = { vectors: WordVectors; read(text: string): Reading };

export function modelFromParts(vectors: WordVectors, reader: Reader): MoodModel {
  const knownStem = (key: number) => {
    for (let k = 0; k < CLASSES; k++) if (reader.sparse[key * CLASSES + k] !== 0) return true;
    return false;
  };
  return {
    vectors,
    read(text) {
      const features = extractFeatures(text, vectors, knownStem);
      const probabilities = softmax(readerLogits(reader, features));
      return { probabilities, noFeeling: probabilities[NO_FEELING_CLASS]!, features };
    },
  };
}

/** Reads the committed model; throws when a file is missing or does not fit this code. */
export function loadMoodModel(vectors: WordVectors = loadWordVectors()): MoodModel {
  const header = JSON.parse(readFileSync(fromRoot(MODEL_FILES.header), "utf8")) as ModelHeader;
  if (header.hashBits !== HASH_BITS || header.denseSize !== DENSE_SIZE)
    throw new Error("mood-model.json was trained for other features: run npm run ai:train");
  const reader = emptyReader();
  reader.bias.set(header.reader.bias);
  reader.dense.set(header.reader.dense);
  const raw = readFileSync(fromRoot(MODEL_FILES.sparse));
  const count = raw.readUInt32LE(0);
  if (raw.length !== 4 + count * 4 * (1 + CLASSES)) throw new Error("mood-model.bin is damaged");
  const keys = new Int32Array(raw.buffer.slice(raw.byteOffset + 4, raw.byteOffset + 4 + count * 4));
  const weights = new Float32Array(
    raw.buffer.slice(raw.byteOffset + 4 + count * 4, raw.byteOffset + 4 + count * 4 * (1 + CLASSES)),
  );
  for (let i = 0; i < count; i++) {
    const key = keys[i]!;
    if (key < 0 || key >= HASH_SIZE) throw new Error("mood-model.bin is damaged");
    reader.sparse.set(weights.subarray(i * CLASSES, (i + 1) * CLASSES), key * CLASSES);
  }
  return modelFromParts(vectors, reader);
}

/** The sparse weights as stored: a count, the hashed keys, then six weights per key. */
export function sparseFile(reader: Reader): Buffer {
  const keys: number[] = [];
  for (let key = 0; key < HASH_SIZE; key++) {
    let used = false;
    for (let k = 0; k < CLASSES; k++) if (Math.abs(reader.sparse[key * CLASSES + k]!) > 1e-4) used = true;
    if (used) keys.push(key);
  }
  const head = Buffer.alloc(4);
  head.writeUInt32LE(keys.length, 0);
  const weights = new Float32Array(keys.length * CLASSES);
  keys.forEach((key, i) => weights.set(reader.sparse.subarray(key * CLASSES, (key + 1) * CLASSES), i * CLASSES));
  return Buffer.concat([head, Buffer.from(Int32Array.from(keys).buffer), Buffer.from(weights.buffer)]);
}
