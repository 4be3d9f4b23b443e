/** The review moderation queue: list (pending first), approve, reject, reply publicly — each change audited. */
import type { Router } from "express";
import { ReviewModeration } from "@domain/reviews-input";
import { parseInput } from "../../http/errors";
import type { Services } from "../../services";
import { findAdminReview, listAdminReviews, moderateReview } from "../reviews/reviews.repo";
import { savedRecord } from "./audited-write";
import { actorOf } from "./auth/guard";
import { idParam } from "./http";

export function registerReviewRoutes(router: Router, { db }: Services): void {
  router.get("/reviews", async (_req, res) => {
    res.json(await listAdminReviews(db));
  });

  router.patch("/reviews/:id", async (req, res) => {
    const id = idParam(req, "id", "Review not found");
    const patch = parseInput(ReviewModeration, req.body);
    res.json(
      await savedRecord(db, actorOf(res), {
        entity: "product-review",
        load: findAdminReview,
        missing: "Review not found",
        id,
        action: patch.status === "approved" ? "approve" : patch.status === "rejected" ? "reject" : "update",
        write: (tx, before) => moderateReview(tx, before!, patch),
      }),
    );
  });
}
