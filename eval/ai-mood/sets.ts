/**
 * The labelled sets the evaluation runs on, in one shape. The blind set is read only when asked for
 * (`--blind`), and nothing that prints single feelings may take it: see `withoutBlind`. The first three blind
 * sets were retired into training in round 4 (decision 075): `own/train/outside-{1,2,3}.txt`.
 */
import { loadDev, loadDev2, loadDev3, loadLabelled, type OwnFeeling } from "./own/load";

export type SetName = "tune" | "holdout" | "fresh" | "dev" | "dev2" | "dev3" | "blind4";

export const SET_LABELS: Record<SetName, string> = {
  tune: "tune.json — the first engine's tuning half",
  holdout: "holdout.json — its held-out half (the lexicon was not tuned on it)",
  fresh: "fresh.json — written after the lexicon's tuning, then tuned on",
  dev: "own/dev.txt — our first development set (never trained on; its misses were read, so it flatters)",
  dev2: "own/dev-2.txt — the second development set (round 2; never trained on)",
  dev3: "own/dev-3.txt — the third development set (round 3; never trained on)",
  blind4:
    "blind-4.json — the fourth blind set (round 4), written by someone who never saw the engine; committed before the round, run once at its end",
};

export function loadSet(name: SetName): OwnFeeling[] {
  if (name === "dev") return loadDev();
  if (name === "dev2") return loadDev2();
  if (name === "dev3") return loadDev3();
  if (name === "blind4") return loadLabelled("blind-4");
  return loadLabelled(name);
}

/** Listing misses or single answers of the blind set would turn it into tuning data. */
export function withoutBlind(names: SetName[], purpose: string): SetName[] {
  if (names.some((name) => name.startsWith("blind")))
    throw new Error(`${purpose} never reads the blind set: its feelings and misses stay unseen (issue 21).`);
  return names;
}
