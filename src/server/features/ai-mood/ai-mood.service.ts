/**
 * Answers a feeling: the built-in engine always runs (it is instant and is the fallback); with
 * AI_BASE_URL set the model is asked too, and what it gets right replaces the engine's parts.
 */
import type { AiMoodAnswer } from "@domain/ai-mood";
import type { AiMoodInput } from "@domain/ai-mood-input";
import type { LatLng } from "@domain/geo";
import { distanceKm } from "@domain/geo";
import type { Config } from "../../config";
import type { Logger } from "../../logger";
import type { CafesService } from "../cafes/cafes.service";
import type { CatalogService } from "../catalog/catalog.service";
import type { MoodsService } from "../moods/moods.service";
import { createMoodEngine, type Sources } from "./engine/engine";
import { sharedMoodModel } from "./model/shared";
import { mergeModelAnswer } from "./model-answer";
import { createModelClient } from "./model-client";

const MODEL_LOAD_DELAY_MS = 3_000;

type Deps = { catalog: CatalogService; moods: MoodsService; cafes: CafesService; config: Config; logger: Logger };

export function createAiMoodService({ catalog, moods, cafes, config, logger }: Deps) {
  const engine = createMoodEngine();
  // Read the learned model's files (~60 ms, ~25 MB) a few seconds after start: not on the first
  // shopper's request, nor in the way of the first page after a restart (decision 155). A question
  // asked sooner reads them itself; without them the lexicon answers alone (decision 070).
  setTimeout(() => {
    const loaded = sharedMoodModel((error) =>
      logger.error({ err: error }, "The mood model could not be read; the mood suggester's lexicon answers alone"),
    );
    if (loaded) logger.debug("mood model loaded");
  }, MODEL_LOAD_DELAY_MS).unref();
  const model = config.AI_BASE_URL
    ? createModelClient({
        baseUrl: config.AI_BASE_URL,
        apiKey: config.AI_API_KEY,
        model: config.AI_MODEL,
        timeoutMs: config.AI_TIMEOUT_MS,
      })
    : undefined;

  async function sources(): Promise<Sources> {
    const [moodList, products, cafeList] = await Promise.all([
      moods.listMoods(),
      catalog.listProducts(),
      cafes.listCafes(),
    ]);
    return { moods: moodList, products, cafes: cafeList };
  }

  return {
    usesModel: model !== undefined,
    async suggest(input: AiMoodInput): Promise<AiMoodAnswer> {
      const near: LatLng | undefined =
        input.lat !== undefined && input.lng !== undefined ? { latitude: input.lat, longitude: input.lng } : undefined;
      const live = await sources();
      const builtIn = engine.suggest(input.emotion, live, near);
      const understood = builtIn.understood;
      if (!model) return { recommendation: builtIn.recommendation, engine: "built-in", understood };
      try {
        const cafesForPrompt = live.cafes
          .map((cafe) => ({ ...cafe, km: near ? distanceKm(near, cafe) : undefined }))
          .sort((a, b) => (a.km ?? 0) - (b.km ?? 0));
        const blends = live.products.filter((product) => engine.isBlend(product.name));
        const raw = await model.complete({ feeling: input.emotion, moods: live.moods, blends, cafes: cafesForPrompt });
        const merged = mergeModelAnswer(raw, input.emotion, builtIn, engine, live, near);
        if (merged.overruled) logger.info("the language model's mood was overruled by a sure built-in engine");
        // A mood the model read where the engine read none counts as understood.
        const read = understood || (merged.usedModel && !merged.overruled);
        return {
          recommendation: merged.recommendation,
          engine: merged.usedModel ? "model" : "built-in",
          understood: read,
        };
      } catch (error) {
        logger.warn({ err: error, model: model.url }, "AI model unavailable; the built-in engine answered");
        return { recommendation: builtIn.recommendation, engine: "built-in", understood };
      }
    },
  };
}

export type AiMoodService = ReturnType<typeof createAiMoodService>;
