import express, { Router, type Request } from "express";
import { newsletterInput } from "@domain/sign-ups";
import { HttpError, parseInput } from "../../http/errors";
import { rateLimit } from "../../http/rate-limit";
import { SUBMISSION_LIMITS } from "../../http/submission-limits";
import type { Services } from "../../services";
import { findSubscriber, unsubscribe } from "./newsletter.repo";

export const NEWSLETTER_CONFIRM_SENT = (email: string) =>
  `Almost there: we've sent a link to ${email}. Click it to confirm your subscription.`;

export function newsletterRoutes({ db, unsubscribeLinks, signUps, moods }: Services): Router {
  const router = Router();
  /**
   * Double opt-in (decision 034): the list changes only when the mailbox confirms, and the answer is
   * the same for a new address, a subscriber and one that left — it tells nothing about what is stored.
   */
  router.post("/newsletter/subscribe", rateLimit(db, SUBMISSION_LIMITS.signUp), async (req, res) => {
    const choices = await moods.moodChoices();
    const input = parseInput(newsletterInput(choices.map((mood) => mood.code)), req.body);
    await signUps.requestNewsletter(input.email, input.favoriteMode);
    res.status(202).json({ success: true, message: NEWSLETTER_CONFIRM_SENT(input.email) });
  });

  const addressOf = (req: Request) => {
    const bodyToken = (req.body as { token?: unknown } | undefined)?.token;
    const token =
      typeof req.query.token === "string" ? req.query.token : typeof bodyToken === "string" ? bodyToken : "";
    const email = token ? unsubscribeLinks.verify(token) : null;
    if (!email)
      throw new HttpError(400, "This unsubscribe link is not valid. Please use the link from your latest e-mail.", {
        token: "Invalid or missing unsubscribe token",
      });
    return email;
  };

  /** Which address a link is for, and whether it still receives the newsletter (the confirmation page asks). */
  router.get("/newsletter/unsubscribe", async (req, res) => {
    // A mail client without one-click opens the header's link in a browser: show the page that asks.
    if (req.accepts(["json", "html"]) === "html" && typeof req.query.token === "string") {
      res.redirect(303, `/unsubscribe?token=${encodeURIComponent(req.query.token)}`);
      return;
    }
    const email = addressOf(req);
    const row = await findSubscriber(db, email);
    res.json({ email, subscribed: Boolean(row && !row.unsubscribedAt) });
  });

  /**
   * One-click unsubscribe (RFC 8058): mail clients POST `List-Unsubscribe=One-Click` as a form to the
   * URL in the List-Unsubscribe header; the confirmation page posts JSON. Both answer 200, again and again.
   * Not limited per address: a large mail provider sends every user's one-click from a few addresses,
   * and a token only ever unsubscribes the address it was signed for.
   */
  router.post("/newsletter/unsubscribe", express.urlencoded({ extended: false, limit: "4kb" }), async (req, res) => {
    const email = addressOf(req);
    await unsubscribe(db, email);
    res.json({
      success: true,
      email,
      message: "You have been unsubscribed. You will not receive our newsletter any more.",
    });
  });
  return router;
}
