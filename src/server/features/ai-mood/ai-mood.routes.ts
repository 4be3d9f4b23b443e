import { Router } from "express";
import { AiMoodInput } from "@domain/ai-mood-input";
import { parseInput } from "../../http/errors";
import { rateLimit, type RateRule } from "../../http/rate-limit";
import type { Services } from "../../services";

/**
 * A person trying moods asks a few times a minute at most; 30 in 10 minutes per address leaves room
 * for that (and for the browser tests, which run from one address) and stops a script — which
 * matters most when every call costs a model request.
 */
export const AI_MOOD_RATE: RateRule = { name: "ai-mood", limit: 30, windowMs: 10 * 60_000 };

export function aiMoodRoutes({ db, aiMood }: Services): Router {
  const router = Router();
  router.post("/ai-mood-suggestion", rateLimit(db, AI_MOOD_RATE), async (req, res) => {
    const input = parseInput(AiMoodInput, req.body);
    res.setHeader("Cache-Control", "no-store");
    res.json(await aiMood.suggest(input));
  });
  return router;
}
