/**
 * One copy of the learned model per process, read on first use (~5.5 MB of vectors and weights): the
 * service asks for it just after start so the first shopper does not wait for the files. If it cannot
 * be read, the engine answers with the lexicon alone and says so once in the log.
 */
import { loadMoodModel, type MoodModel } from "./mood-model";

let state: { model?: MoodModel; error?: unknown } | undefined;

export function sharedMoodModel(onError?: (error: unknown) => void): MoodModel | undefined {
  if (!state) {
    try {
      state = { model: loadMoodModel() };
    } catch (error) {
      state = { error };
      onError?.(error);
    }
  }
  return state.model;
}
