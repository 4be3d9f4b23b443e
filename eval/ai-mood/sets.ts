/**
 * The labelled sets the evaluation runs on, in one shape. The blind sets are read only when asked for
 * (`--blind`), and nothing that prints single feelings may take it: see `withoutBlind`.
 */
import { loadDev, loadDev2, loadDev3, loadLabelled, type OwnFeeling } from "./own/load";

export type SetName = "tune" | "holdout" | "fresh" | "dev" | "dev2" | "dev3" | "blind" | "blind2" | "blind3";

export const SET_LABELS: Record<SetName, string> = {
  tune: "tune.json — the first engine's tuning half",
  holdout: "holdout.json — its held-out half (the lexicon was not tuned on it)",
  fresh: "fresh.json — written after the lexicon's tuning, then tuned on",
  dev: "own/dev.txt — our first development set (never trained on; its misses were read, so it flatters)",
  dev2: "own/dev-2.txt — the second development set (round 2; never trained on)",
  dev3: "own/dev-3.txt — the third development set (round 3; never trained on)",
  blind: "blind.json — written without sight of the engine; never tuned on",
  blind2: "blind-2.json — a second blind set (round 2), written by someone else without sight of the engine; run once",
  blind3: "blind-3.json — a third blind set (round 3), written by someone else without sight of the engine; run once",
};

export function loadSet(name: SetName): OwnFeeling[] {
  if (name === "dev") return loadDev();
  if (name === "dev2") return loadDev2();
  if (name === "dev3") return loadDev3();
  if (name === "blind2") return loadLabelled("blind-2");
  if (name === "blind3") return loadLabelled("blind-3");
  return loadLabelled(name);
}

/** Listing misses or single answers of the blind set would turn it into tuning data. */
export function withoutBlind(names: SetName[], purpose: string): SetName[] {
  if (names.some((name) => name.startsWith("blind")))
    throw new Error(`${purpose} never reads blind.json: its feelings and misses stay unseen (issue 21).`);
  return names;
}
