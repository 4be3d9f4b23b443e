/**
 * Checks a model's JSON part by part and keeps only what is true of this shop: one of the six moods,
 * one of the eight blends on sale, a café on our map. A part that fails is taken from the built-in
 * engine instead (a made-up blend becomes the engine's blend for the model's mood); the blend's
 * facts always come from the catalogue, never from the model.
 */
import { z } from "zod";
import { isBlendName, type AiRecommendation } from "@domain/ai-mood";
import type { LatLng } from "@domain/geo";
import { distanceKm } from "@domain/geo";
import { describeBlend } from "./engine/blend";
import { brewingFor } from "./engine/brew";
import { describeCafe } from "./engine/cafe";
import { moodCodeFor, type MoodEngine, type Sources, type Suggestion } from "./engine/engine";
import { emotionalResponse } from "./engine/respond";

const text = (max: number) => z.string().trim().min(1).max(max);
const named = z.union([text(120).transform((name) => ({ name })), z.object({ name: text(120) }).loose()]);

const Parts = {
  emotionalResponse: text(700),
  moodMatch: text(60),
  coffeeBlend: named,
  brewingMethod: z.object({ name: text(60), temperature: text(60), time: text(60), steps: z.array(text(300)).min(2).max(8) }),
  nearbyTable: z.union([text(120).transform((name) => ({ name, reason: undefined })), z.object({ name: text(120), reason: text(300).optional() }).loose()]),
};

export function partOf<K extends keyof typeof Parts>(answer: Record<string, unknown>, key: K): z.output<(typeof Parts)[K]> | undefined {
  const parsed = Parts[key].safeParse(answer[key]);
  return parsed.success ? (parsed.data as z.output<(typeof Parts)[K]>) : undefined;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export type Merged = { recommendation: AiRecommendation; usedModel: boolean };

export function mergeModelAnswer(raw: unknown, feeling: string, builtIn: Suggestion, engine: MoodEngine, sources: Sources, near?: LatLng): Merged {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return { recommendation: builtIn.recommendation, usedModel: false };
  const answer = raw as Record<string, unknown>;

  const modelMood = partOf(answer, "moodMatch");
  const modelCode = modelMood ? moodCodeFor(modelMood, sources.moods) : undefined;
  const mood = modelCode ?? builtIn.mood;
  // The engine's parts for the model's mood: what replaces any part the model got wrong.
  const fallback = engine.parts(mood, feeling, builtIn.classification, sources, near);
  const moodMatch = fallback.name;

  const blendName = partOf(answer, "coffeeBlend")?.name;
  // Only a blend on sale (the catalogue lists no other), so its slug is a page that exists.
  const product = blendName ? sources.products.find((p) => isBlendName(p.name) && same(p.name, blendName)) : undefined;
  const coffeeBlend = product ? describeBlend(product) : fallback.coffeeBlend;

  // The model's brew only goes with the model's own (real) blend.
  const modelBrew = product ? partOf(answer, "brewingMethod") : undefined;
  const brewingMethod = modelBrew ?? (product ? brewingFor(mood, product) : fallback.brewingMethod);

  const table = partOf(answer, "nearbyTable");
  const cafe = table ? sources.cafes.find((c) => same(c.name, table.name)) : undefined;
  const nearbyTable = cafe ? describeCafe(mood, cafe, near ? distanceKm(near, cafe) : undefined, table?.reason) : fallback.nearbyTable;

  // A response that names a blend we replaced would contradict the card beneath it.
  const modelResponse = partOf(answer, "emotionalResponse");
  const contradicts = modelResponse && blendName && !product && modelResponse.toLowerCase().includes(blendName.trim().toLowerCase());
  const response =
    modelResponse && !contradicts
      ? modelResponse
      : emotionalResponse(feeling, builtIn.classification, mood, { blend: coffeeBlend.name, method: brewingMethod.name, notes: coffeeBlend.notes });

  const usedModel = Boolean(modelCode) || Boolean(modelResponse && !contradicts) || Boolean(product) || Boolean(cafe);
  return { recommendation: { emotionalResponse: response, moodMatch, coffeeBlend, brewingMethod, nearbyTable }, usedModel };
}
