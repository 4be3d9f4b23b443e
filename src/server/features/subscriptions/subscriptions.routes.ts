import { Router } from "express";
import { SubscriptionInput } from "@domain/sign-ups";
import type { Db } from "../../db/client";
import { parseInput } from "../../http/errors";
import { startSubscription } from "./subscriptions.repo";

export function subscriptionsRoutes(db: Db): Router {
  const router = Router();
  router.post("/subscriptions", async (req, res) => {
    const input = parseInput(SubscriptionInput, req.body);
    const { row, created } = await startSubscription(db, { email: input.email, frequency: input.frequency, mood: input.primaryMood });
    res.status(created ? 201 : 200).json({
      success: true,
      message: created ? "Your coffee subscription has started." : "Your subscription has been updated.",
      subscription: { id: row.id, email: row.email, frequency: row.frequency, preferredMoods: row.preferredMoods, isActive: row.isActive },
    });
  });
  return router;
}
