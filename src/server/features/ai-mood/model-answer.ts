/**
 * Checks a model's JSON part by part and keeps only what is true of this shop: one of the shop's moods,
 * one of the eight blends on sale, a café on our map — and its mood only where the built-in engine agrees
 * or is unsure (decision 072). A part that fails is taken from the built-in
 * engine instead (a made-up blend becomes the engine's blend for the model's mood); the blend's
 * facts always come from the catalogue, never from the model.
 */
import { z } from "zod";
import { isBlendName, type AiRecommendation } from "@domain/ai-mood";
import type { LatLng } from "@domain/geo";
import { distanceKm } from "@domain/geo";
import { describeCafe } from "./engine/cafe";
import { moodCodeFor, type MoodEngine, type Sources, type Suggestion } from "./engine/engine";

const text = (max: number) => z.string().trim().min(1).max(max);
const named = z.union([text(120).transform((name) => ({ name })), z.object({ name: text(120) }).loose()]);

const Parts = {
  emotionalResponse: text(700),
  moodMatch: text(60),
  coffeeBlend: named,
  brewingMethod: z.object({
    name: text(60),
    temperature: text(60),
    time: text(60),
    steps: z.array(text(300)).min(2).max(8),
  }),
  nearbyTable: z.union([
    text(120).transform((name) => ({ name, reason: undefined })),
    z.object({ name: text(120), reason: text(300).optional() }).loose(),
  ]),
};

export function partOf<K extends keyof typeof Parts>(
  answer: Record<string, unknown>,
  key: K,
): z.output<(typeof Parts)[K]> | undefined {
  const parsed = Parts[key].safeParse(answer[key]);
  return parsed.success ? (parsed.data as z.output<(typeof Parts)[K]>) : undefined;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * How sure the built-in engine must be (its probability for its own pick) to keep its mood when the
 * language model names another. Below it — or when the engine could not read a feeling at all — the
 * model's mood is taken. Chosen on our development set with recorded model answers (decision 072).
 */
export const ENGINE_SURE = 0.7;

export type Merged = {
  recommendation: AiRecommendation;
  usedModel: boolean;
  /** The model named a different mood and the engine was sure: the engine's whole answer stands. */
  overruled: boolean;
};

/** Whether the model's mood may stand: it agrees with the engine, or the engine is unsure. */
export function modelMayDecide(builtIn: Suggestion, modelCode: string): boolean {
  return modelCode === builtIn.code || !builtIn.understood || builtIn.confidence < ENGINE_SURE;
}

export function mergeModelAnswer(
  raw: unknown,
  feeling: string,
  builtIn: Suggestion,
  engine: MoodEngine,
  sources: Sources,
  near?: LatLng,
): Merged {
  const engineOnly = { recommendation: builtIn.recommendation, usedModel: false, overruled: false };
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return engineOnly;
  const answer = raw as Record<string, unknown>;

  const modelMood = partOf(answer, "moodMatch");
  const modelCode = modelMood ? moodCodeFor(modelMood, sources.moods) : undefined;
  // Never worse than the engine: a mood it is sure is wrong is not taken, nor anything chosen for it.
  if (modelCode && !modelMayDecide(builtIn, modelCode)) return { ...engineOnly, overruled: true };
  const code = modelCode ?? builtIn.code;

  const blendName = partOf(answer, "coffeeBlend")?.name;
  // Only a blend on sale (the catalogue lists no other), so its slug is a page that exists.
  const product = blendName ? sources.products.find((p) => isBlendName(p.name) && same(p.name, blendName)) : undefined;
  // The engine's answer for that mood (and the model's blend): what replaces any part the model got wrong.
  const base = engine.suggestAs(feeling, code, sources, near, product);
  const { coffeeBlend } = base.recommendation;

  // The model's brew only goes with the model's own (real) blend.
  const modelBrew = product ? partOf(answer, "brewingMethod") : undefined;
  const brewingMethod = modelBrew ?? base.recommendation.brewingMethod;

  const table = partOf(answer, "nearbyTable");
  const cafe = table ? sources.cafes.find((c) => same(c.name, table.name)) : undefined;
  const nearbyTable = cafe
    ? describeCafe(base.mood, cafe, near ? distanceKm(near, cafe) : undefined, table?.reason)
    : base.recommendation.nearbyTable;

  // A response that names a blend we replaced would contradict the card beneath it.
  const modelResponse = partOf(answer, "emotionalResponse");
  const contradicts =
    modelResponse && blendName && !product && modelResponse.toLowerCase().includes(blendName.trim().toLowerCase());
  const response = modelResponse && !contradicts ? modelResponse : base.recommendation.emotionalResponse;

  const usedModel = Boolean(modelCode) || Boolean(modelResponse && !contradicts) || Boolean(product) || Boolean(cafe);
  return {
    recommendation: {
      emotionalResponse: response,
      moodMatch: base.recommendation.moodMatch,
      coffeeBlend,
      brewingMethod,
      nearbyTable,
    },
    usedModel,
    overruled: false,
  };
}
