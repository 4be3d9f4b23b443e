import { Router } from "express";
import { notFound } from "../../http/errors";
import type { Services } from "../../services";

export function moodsRoutes({ moods }: Services): Router {
  const router = Router();

  router.get("/moods", async (_req, res) => {
    res.json(await moods.listMoods());
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
