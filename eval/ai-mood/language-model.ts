/**
 * `npm run eval:ai:model` — the optional language model (AI_BASE_URL) on our development set, through
 * the real client and a fake OpenAI-compatible server on loopback that replays recorded answers
 * (`recorded/dev.txt`, written by hand: no real model is reachable here). Prints the built-in engine
 * alone, the model alone, and the model's mood taken only where the engine agrees or is less sure than
 * each threshold — the rule `ENGINE_SURE` in model-answer.ts sets (decision 072). The blind set has no
 * recording: making one would mean reading it.
 */
import { readFileSync } from "node:fs";
import { createMoodEngine } from "../../src/server/features/ai-mood/engine/engine";
import { DEFAULT_MOOD_NAMES } from "../../src/server/features/ai-mood/engine/moods";
import { seedSources } from "../../src/server/features/ai-mood/engine/seed-sources";
import { ENGINE_SURE, mergeModelAnswer } from "../../src/server/features/ai-mood/model-answer";
import { createModelClient } from "../../src/server/features/ai-mood/model-client";
import { startFakeOpenAi } from "../../tests/support/fake-openai";
import { LETTERS, loadDev, moodCodes, parseOwn } from "./own/load";
import { accuracyLine } from "./stats";

const recorded = new Map(
  parseOwn(readFileSync(new URL("./recorded/dev.txt", import.meta.url), "utf8"), "recorded/dev.txt").map((f) => [
    f.text,
    LETTERS[f.codes[0]!] as keyof typeof DEFAULT_MOOD_NAMES,
  ]),
);
const feelings = loadDev();
const sources = seedSources();
const engine = createMoodEngine();
const fake = await startFakeOpenAi();
fake.answerWith((request) => {
  const feeling = request.body.messages.at(-1)!.content.replace(/^How I feel today: /, "");
  const code = recorded.get(feeling);
  if (!code) return { status: 500, body: "no recording" };
  return {
    content: JSON.stringify({
      moodMatch: DEFAULT_MOOD_NAMES[code],
      emotionalResponse: "Here is a cup for how you feel.",
      coffeeBlend: { name: "Forest Pour" },
    }),
  };
});
const client = createModelClient({ baseUrl: fake.baseUrl, timeoutMs: 5000 });

const thresholds = [0, 0.5, 0.6, 0.7, 0.8, 0.9, 0.99, 1.01];
const rightAt = new Map(thresholds.map((t) => [t, 0]));
let engineRight = 0;
let modelRight = 0;
try {
  for (const feeling of feelings) {
    const wanted = moodCodes(feeling) as string[];
    const builtIn = engine.suggest(feeling.text, sources);
    const raw = await client.complete({ feeling: feeling.text, moods: sources.moods, blends: [], cafes: [] });
    if (wanted.includes(builtIn.code)) engineRight++;
    if (wanted.includes(recorded.get(feeling.text)!)) modelRight++;
    for (const threshold of thresholds) {
      // The rule of model-answer.ts with this threshold in place of ENGINE_SURE.
      const asIf = { ...builtIn, confidence: builtIn.confidence < threshold ? 0 : 1 };
      const merged = mergeModelAnswer(raw, feeling.text, asIf, engine, sources);
      const code = sources.moods.find((m) => m.name === merged.recommendation.moodMatch)?.code;
      if (code && wanted.includes(code)) rightAt.set(threshold, rightAt.get(threshold)! + 1);
    }
  }
} finally {
  await fake.close();
}
const all = feelings.length;
console.log(`own/dev.txt with recorded answers of a language model (${all} feelings)`);
console.log(`  built-in engine alone:          ${accuracyLine(engineRight, all)}`);
console.log(`  language model alone:           ${accuracyLine(modelRight, all)}`);
for (const threshold of thresholds) {
  const label =
    threshold === 0
      ? "model's mood only where it agrees"
      : threshold > 1
        ? "model's mood always"
        : `model's mood where engine < ${threshold}${threshold === ENGINE_SURE ? " (the shop's rule)" : ""}`;
  console.log(`  ${label.padEnd(32)} ${accuracyLine(rightAt.get(threshold)!, all)}`);
}
