/** Reads our own labelled feelings (`own/README.md` describes the format). */
import { readdirSync, readFileSync } from "node:fs";
import { DEFAULT_MOOD_NAMES, MOOD_CODES, type MoodCode } from "../../../src/server/features/ai-mood/engine/moods";

export type OwnFeeling = { text: string; codes: string[]; tags: string[] };

/** `X` marks a line with no feeling in it (none.txt): the model's seventh answer. */
export const NO_FEELING = "none";

export const LETTERS: Record<string, MoodCode | typeof NO_FEELING> = {
  X: NO_FEELING,
  C: "calm-reflective",
  E: "energetic-focused",
  N: "cozy-nostalgic",
  B: "bold-adventurous",
  S: "soulful-slow",
  I: "creative-inspired",
};

export function parseOwn(text: string, source: string): OwnFeeling[] {
  const feelings: OwnFeeling[] = [];
  let tags: string[] = [];
  text.split("\n").forEach((raw, index) => {
    const line = raw.trimEnd();
    if (!line.trim() || line.startsWith("//")) return;
    if (line.startsWith("#")) {
      tags = line.slice(1).trim().split(/\s+/).filter(Boolean);
      return;
    }
    const match = /^([CENBSIX](?:\/[CENBSI])*) {2}(.+)$/.exec(line);
    if (!match) throw new Error(`${source}:${index + 1}: not "CODE  feeling": ${line}`);
    feelings.push({ text: match[2]!, codes: match[1]!.split("/"), tags });
  });
  return feelings;
}

const here = (path: string) => new URL(`./${path}`, import.meta.url);

export function loadTraining(except?: string): OwnFeeling[] {
  return trainingFiles()
    .filter((name) => name !== except)
    .flatMap((name) => loadTrainingFile(name));
}

export const trainingFiles = () =>
  readdirSync(here("train"))
    .filter((name) => name.endsWith(".txt"))
    .sort();

export const loadTrainingFile = (name: string) =>
  parseOwn(readFileSync(here(`train/${name}`), "utf8"), `train/${name}`);

export function loadDev(): OwnFeeling[] {
  return parseOwn(readFileSync(here("dev.txt"), "utf8"), "dev.txt");
}

/** The second development set (round 2), written fresh before that round read the training files. */
export function loadDev2(): OwnFeeling[] {
  return parseOwn(readFileSync(here("dev-2.txt"), "utf8"), "dev-2.txt");
}

/** The third development set (round 3, decision 074), written fresh before that round read the training files. */
export function loadDev3(): OwnFeeling[] {
  return parseOwn(readFileSync(here("dev-3.txt"), "utf8"), "dev-3.txt");
}

const BY_NAME = new Map(
  Object.entries(LETTERS).flatMap(([letter, code]) =>
    code === NO_FEELING ? [] : [[DEFAULT_MOOD_NAMES[code], letter]],
  ),
);

/** One of the JSON sets beside this folder (tune, holdout, fresh, blind) in the same shape. */
export function loadLabelled(name: string): OwnFeeling[] {
  const rows = JSON.parse(readFileSync(new URL(`../${name}.json`, import.meta.url), "utf8")) as {
    text: string;
    moods: string[];
    tags: string[];
  }[];
  return rows.map((row) => ({ text: row.text, codes: row.moods.map((mood) => BY_NAME.get(mood)!), tags: row.tags }));
}

/** Mood codes of a feeling, best first. */
export const moodCodes = (feeling: OwnFeeling): (MoodCode | typeof NO_FEELING)[] =>
  feeling.codes.map((letter) => LETTERS[letter]!);

export { MOOD_CODES };
