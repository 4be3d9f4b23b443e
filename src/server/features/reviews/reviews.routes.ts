/**
 * Public review routes: `POST /api/reviews` (the review page posts the same through its action) and
 * `GET /api/products/:idOrSlug/reviews` — approved reviews a page at a time, sorted and filtered by star.
 */
import { Router } from "express";
import { z } from "zod";
import { REVIEW_SORTS, REVIEWS_PAGE } from "@domain/reviews";
import { ReviewInput } from "@domain/reviews-input";
import { notFound, parseInput } from "../../http/errors";
import { rateLimit } from "../../http/rate-limit";
import { SUBMISSION_LIMITS } from "../../http/submission-limits";
import type { Services } from "../../services";

const blankAsUndefined = (v: unknown) => (v === "" ? undefined : v);

export const ReviewQuery = z.object({
  sort: z.preprocess(
    blankAsUndefined,
    z.enum(REVIEW_SORTS, { error: `sort must be one of: ${REVIEW_SORTS.join(", ")}` }).default("newest"),
  ),
  stars: z.preprocess(
    blankAsUndefined,
    z.coerce
      .number({ error: "stars must be a whole number from 1 to 5" })
      .int("stars must be a whole number from 1 to 5")
      .min(1, "stars must be a whole number from 1 to 5")
      .max(5, "stars must be a whole number from 1 to 5")
      .optional(),
  ),
  offset: z.preprocess(
    blankAsUndefined,
    z.coerce
      .number({ error: "offset must be a number" })
      .int("offset must be a whole number")
      .min(0, "offset must be 0 or more")
      .max(100_000, "offset is too large")
      .default(0),
  ),
  limit: z.preprocess(
    blankAsUndefined,
    z.coerce
      .number({ error: "limit must be a number" })
      .int("limit must be a whole number")
      .min(1, "limit must be from 1 to 50")
      .max(50, "limit must be from 1 to 50")
      .default(REVIEWS_PAGE),
  ),
});

export function reviewsRoutes({ db, reviews, catalog }: Services): Router {
  const router = Router();

  router.post("/reviews", rateLimit(db, SUBMISSION_LIMITS.review), async (req, res) => {
    const review = await reviews.submit(parseInput(ReviewInput, req.body));
    res.status(201).json({
      id: review.id,
      status: "pending",
      message: "Thank you! Your review will appear once we have read it.",
    });
  });

  router.get("/products/:idOrSlug/reviews", async (req, res) => {
    const product = await catalog.getProduct(String(req.params.idOrSlug));
    if (!product) throw notFound("Product not found");
    const query = parseInput(ReviewQuery, req.query);
    res.set("Cache-Control", "no-cache");
    res.json(await reviews.page(product.id, query));
  });

  return router;
}
