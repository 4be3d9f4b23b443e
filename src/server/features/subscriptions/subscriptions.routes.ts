import { Router } from "express";
import { subscriptionInput } from "@domain/sign-ups";
import { parseInput } from "../../http/errors";
import { rateLimit } from "../../http/rate-limit";
import { SUBMISSION_LIMITS } from "../../http/submission-limits";
import type { Services } from "../../services";

export const SUBSCRIPTION_SENT = (email: string) =>
  `Thank you! We've sent the details to ${email}. Please check your inbox.`;

/**
 * A new address's subscription starts at once; an existing one changes only when its mailbox confirms
 * the mailed link (decision 034). One answer for both, without what is stored.
 */
export function subscriptionsRoutes({ db, signUps, moods }: Services): Router {
  const router = Router();
  router.post("/subscriptions", rateLimit(db, SUBMISSION_LIMITS.signUp), async (req, res) => {
    const offered = (await moods.moodChoices()).filter((mood) => mood.offeredInSubscriptions);
    const input = parseInput(subscriptionInput(offered.map((mood) => mood.code)), req.body);
    await signUps.requestSubscription(input);
    res.status(202).json({ success: true, message: SUBSCRIPTION_SENT(input.email) });
  });
  return router;
}
