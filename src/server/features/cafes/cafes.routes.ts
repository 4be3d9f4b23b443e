import { Router } from "express";
import { z } from "zod";
import { CAFE_FEATURES } from "@domain/catalog";
import { compressLargeJson } from "../../http/cached-json";
import { notFound, parseInput } from "../../http/errors";
import type { Services } from "../../services";

const CafeQuery = z
  .object({
    feature: z.enum(CAFE_FEATURES, { error: `feature must be one of ${CAFE_FEATURES.join(", ")}` }).optional(),
    lat: z.coerce.number({ error: "lat must be a number" }).min(-90, "lat must be between -90 and 90").max(90, "lat must be between -90 and 90").optional(),
    lng: z.coerce.number({ error: "lng must be a number" }).min(-180, "lng must be between -180 and 180").max(180, "lng must be between -180 and 180").optional(),
  })
  .refine((q) => (q.lat === undefined) === (q.lng === undefined), {
    message: "lat and lng go together",
    path: ["lat"],
  });

export function cafesRoutes({ cafes }: Services): Router {
  const router = Router();
  router.use("/cafes", compressLargeJson());

  router.get("/cafes", async (req, res) => {
    const query = parseInput(CafeQuery, req.query);
    const near = query.lat !== undefined && query.lng !== undefined ? { latitude: query.lat, longitude: query.lng } : undefined;
    res.json(await cafes.listCafes({ feature: query.feature, near }));
  });

  router.get("/cafes/weekly-pick", async (_req, res) => {
    const pick = await cafes.weeklyPick();
    if (!pick) throw notFound("No café of the week has been chosen");
    res.json(pick);
  });

  return router;
}
