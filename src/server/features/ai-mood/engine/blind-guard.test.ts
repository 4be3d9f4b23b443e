/**
 * The blind set stays blind (issue 21): nothing that trains or lists single feelings may take it; and the
 * development sets are never trained on (decision 073).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { loadDev, loadDev2, loadDev3, loadTraining } from "../../../../../eval/ai-mood/own/load";
import { loadSet, withoutBlind } from "../../../../../eval/ai-mood/sets";
import { fromRoot } from "../../../paths";

const plain = (text: string) => text.toLowerCase().replace(/\s+/g, " ").trim();

describe("the blind set's guard", () => {
  it("refuses to list the blind set's misses", () => {
    expect(() => withoutBlind(["dev", "blind4"], "--misses")).toThrow(/never reads the blind set/);
    expect(withoutBlind(["tune", "dev"], "--misses")).toEqual(["tune", "dev"]);
  });

  it("is named nowhere in the training script or the augmentation", () => {
    for (const file of ["scripts/train-mood-model.ts", "eval/ai-mood/own/augment.ts", "eval/ai-mood/own/load.ts"])
      expect(readFileSync(fromRoot(file), "utf8"), file).not.toMatch(/["'`]blind/);
  });

  it("shares no feeling with the training files (counted, never printed)", () => {
    const trained = new Set(loadTraining().map((feeling) => plain(feeling.text)));
    const blind = loadSet("blind4");
    expect(blind.length).toBeGreaterThanOrEqual(300);
    expect(blind.filter((feeling) => trained.has(plain(feeling.text))).length).toBe(0);
  });
});

describe("the development sets", () => {
  it("share no feeling with the training files", () => {
    const trained = new Set(loadTraining().map((feeling) => plain(feeling.text)));
    for (const set of [loadDev(), loadDev2(), loadDev3()]) {
      expect(set.length).toBeGreaterThanOrEqual(298);
      expect(set.filter((feeling) => trained.has(plain(feeling.text))).map((feeling) => feeling.text)).toEqual([]);
    }
  });
});
