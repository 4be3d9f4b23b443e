import { Router } from "express";
import { z } from "zod";
import { CAFE_FEATURES } from "@domain/cafes";
import { CafeSubmissionInput } from "@domain/community";
import { compressLargeJson } from "../../http/cached-json";
import { notFound, parseInput } from "../../http/errors";
import { rateLimit } from "../../http/rate-limit";
import { SUBMISSION_LIMITS } from "../../http/submission-limits";
import type { Services } from "../../services";
import { submitCafe } from "./cafe-submissions.repo";

const CafeQuery = z
  .object({
    feature: z.enum(CAFE_FEATURES, { error: `feature must be one of ${CAFE_FEATURES.join(", ")}` }).optional(),
    lat: z.coerce
      .number({ error: "lat must be a number" })
      .min(-90, "lat must be between -90 and 90")
      .max(90, "lat must be between -90 and 90")
      .optional(),
    lng: z.coerce
      .number({ error: "lng must be a number" })
      .min(-180, "lng must be between -180 and 180")
      .max(180, "lng must be between -180 and 180")
      .optional(),
  })
  .refine((q) => (q.lat === undefined) === (q.lng === undefined), {
    message: "lat and lng go together",
    path: ["lat"],
  });

export function cafesRoutes({ cafes, db }: Services): Router {
  const router = Router();
  router.use("/cafes", compressLargeJson());

  router.get("/cafes", async (req, res) => {
    const query = parseInput(CafeQuery, req.query);
    const near =
      query.lat !== undefined && query.lng !== undefined ? { latitude: query.lat, longitude: query.lng } : undefined;
    res.json(await cafes.listCafes({ feature: query.feature, near }));
  });

  router.get("/cafes/weekly-pick", async (_req, res) => {
    const pick = await cafes.weeklyPick();
    if (!pick) throw notFound("No café of the week has been chosen");
    res.json(pick);
  });

  /** A visitor's café waits for the admin's review; it is never listed (nor the weekly pick) before. */
  router.post("/cafes", rateLimit(db, SUBMISSION_LIMITS.cafe), async (req, res) => {
    const input = parseInput(CafeSubmissionInput, req.body);
    const { cafe, created } = await submitCafe(db, input);
    res.status(created ? 201 : 200).json({
      success: true,
      message: "Thank you for sharing your favorite spot. We'll review it soon.",
      cafe: { id: cafe.id, name: cafe.name, city: cafe.city, status: cafe.status },
    });
  });

  return router;
}
