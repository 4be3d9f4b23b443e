import { Router } from "express";
import { SubscriptionInput } from "@domain/sign-ups";
import { parseInput } from "../../http/errors";
import { siteOrigin } from "../../http/origin";
import { rateLimit } from "../../http/rate-limit";
import { SUBMISSION_LIMITS } from "../../http/submission-limits";
import type { Services } from "../../services";
import { subscriptionWelcome } from "../community/community-mail";
import { startSubscription } from "./subscriptions.repo";

export function subscriptionsRoutes({ db, mail, config }: Services): Router {
  const router = Router();
  router.post("/subscriptions", rateLimit(db, SUBMISSION_LIMITS.signUp), async (req, res) => {
    const input = parseInput(SubscriptionInput, req.body);
    const origin = siteOrigin(config, req);
    const { row, created } = await db.transaction(async (tx) => {
      const result = await startSubscription(tx, { email: input.email, frequency: input.frequency, mood: input.primaryMood, plan: input.plan });
      // Only a new subscription is welcomed; changing an active one is not a second welcome.
      if (result.created) await mail.enqueue(tx, subscriptionWelcome(origin, result.row));
      return result;
    });
    if (created) mail.kick();
    res.status(created ? 201 : 200).json({
      success: true,
      message: created ? "Your coffee subscription has started." : "Your subscription has been updated.",
      subscription: { id: row.id, email: row.email, frequency: row.frequency, preferredMoods: row.preferredMoods, plan: row.plan, isActive: row.isActive },
    });
  });
  return router;
}
