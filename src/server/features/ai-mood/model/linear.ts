/**
 * The reader (decision 070): a multinomial logistic regression over a feeling's features
 * (features.ts), with the six trained moods and "no feeling" (a greeting, a question, keys mashed) as
 * its answers. Weights are trained by `npm run ai:train` and stored in
 * model/mood-model.{json,bin}.
 */
import { DENSE_SIZE, HASH_SIZE, type Features } from "./features";

/** The six trained moods (MOOD_CODES order), then "no feeling at all". */
export const CLASSES = 7;
export const NO_FEELING_CLASS = 6;

export type Reader = { bias: Float32Array; dense: Float32Array; sparse: Float32Array };

export function emptyReader(): Reader {
  return {
    bias: new Float32Array(CLASSES),
    dense: new Float32Array(DENSE_SIZE * CLASSES),
    sparse: new Float32Array(HASH_SIZE * CLASSES),
  };
}

export function softmax(logits: Float64Array | number[]): Float64Array {
  const out = new Float64Array(logits.length);
  let top = -Infinity;
  for (const value of logits) top = Math.max(top, value);
  let sum = 0;
  for (let k = 0; k < logits.length; k++) sum += out[k] = Math.exp(logits[k]! - top);
  for (let k = 0; k < logits.length; k++) out[k]! /= sum;
  return out;
}

export function readerLogits(reader: Reader, features: Features): Float64Array {
  const logits = new Float64Array(CLASSES);
  for (let k = 0; k < CLASSES; k++) logits[k] = reader.bias[k]!;
  for (const [key, value] of features.sparse) {
    const base = key * CLASSES;
    for (let k = 0; k < CLASSES; k++) logits[k]! += reader.sparse[base + k]! * value;
  }
  for (let i = 0; i < DENSE_SIZE; i++) {
    const value = features.dense[i]!;
    if (value === 0) continue;
    const base = i * CLASSES;
    for (let k = 0; k < CLASSES; k++) logits[k]! += reader.dense[base + k]! * value;
  }
  return logits;
}
