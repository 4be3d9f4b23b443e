/**
 * The labelled sets the evaluation runs on, in one shape. The blind set is read only when asked for
 * (`--blind`), and nothing that prints single feelings may take it: see `withoutBlind`.
 */
import { loadDev, loadLabelled, type OwnFeeling } from "./own/load";

export type SetName = "tune" | "holdout" | "fresh" | "dev" | "blind";

export const SET_LABELS: Record<SetName, string> = {
  tune: "tune.json — the first engine's tuning half",
  holdout: "holdout.json — its held-out half (the lexicon was not tuned on it)",
  fresh: "fresh.json — written after the lexicon's tuning, then tuned on",
  dev: "own/dev.txt — our development set (never trained on; thresholds chosen on it)",
  blind: "blind.json — written without sight of the engine; never tuned on",
};

export function loadSet(name: SetName): OwnFeeling[] {
  return name === "dev" ? loadDev() : loadLabelled(name);
}

/** Listing misses or single answers of the blind set would turn it into tuning data. */
export function withoutBlind(names: SetName[], purpose: string): SetName[] {
  if (names.includes("blind"))
    throw new Error(`${purpose} never reads blind.json: its feelings and misses stay unseen (issue 21).`);
  return names;
}
