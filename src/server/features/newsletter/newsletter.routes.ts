import { Router } from "express";
import { NewsletterInput } from "@domain/sign-ups";
import type { Db } from "../../db/client";
import { parseInput } from "../../http/errors";
import { upsertSubscriber } from "./newsletter.repo";

export function newsletterRoutes(db: Db): Router {
  const router = Router();
  router.post("/newsletter/subscribe", async (req, res) => {
    const input = parseInput(NewsletterInput, req.body);
    const subscriber = await upsertSubscriber(db, input.email, input.favoriteMode);
    res.status(subscriber.created ? 201 : 200).json({
      success: true,
      alreadySubscribed: !subscriber.created,
      message: subscriber.created
        ? "You're subscribed to the Bean & Bhūmi newsletter."
        : "You're already on our list — we've updated your preferences.",
      subscriber: { id: subscriber.id, email: subscriber.email, moods: subscriber.moods },
    });
  });
  return router;
}
