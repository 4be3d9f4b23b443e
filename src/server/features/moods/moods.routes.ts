import { Router } from "express";
import { sendJsonPayload, toJsonPayload } from "../../http/cached-json";
import { notFound } from "../../http/errors";
import type { Services } from "../../services";

export function moodsRoutes({ moods, catalogCache }: Services): Router {
  const router = Router();

  router.get("/moods", async (req, res) => {
    const payload = await catalogCache.get("moods:json", async () => toJsonPayload(await moods.listMoods()));
    sendJsonPayload(req, res, payload);
  });

  router.get("/moods/:idOrSlug", async (req, res) => {
    const mood = await moods.findMood(req.params.idOrSlug);
    if (!mood) throw notFound("Mood not found");
    const { coffees: _coffees, ...rest } = mood;
    res.json(rest);
  });

  router.get("/moods/:idOrSlug/coffees", async (req, res) => {
    const mood = await moods.findMood(req.params.idOrSlug);
    if (!mood) throw notFound("Mood not found");
    res.json(mood.coffees);
  });

  return router;
}
