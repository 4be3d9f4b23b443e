import { Router } from "express";
import { subscriptionInput } from "@domain/sign-ups";
import { ManageSubscriptionInput, MANAGE_LINK_INVALID, StartSubscriptionInput } from "@domain/subscriptions";
import { z } from "zod";
import { HttpError, parseInput } from "../../http/errors";
import { rateLimit } from "../../http/rate-limit";
import { SUBMISSION_LIMITS } from "../../http/submission-limits";
import type { Services } from "../../services";

export const SUBSCRIPTION_SENT = (email: string) =>
  `Thank you! We've sent the details to ${email}. Please check your inbox.`;

/** Reads of one subscription's page through the API (changes are limited in the service, pages too). */
const VIEW_LIMIT = { name: "subscription-view", limit: 60, windowMs: 60 * 60 * 1000 };

/** The window's answers for one subscription: a person pays once or twice, a script guessing far more. */
const VERIFY_LIMIT = { name: "subscription-verify", limit: 20, windowMs: 60 * 60 * 1000 };

const SandboxApproveInput = z.object({
  mandateId: z.string().max(40),
  token: z.string().max(200),
  outcome: z.enum(["success", "failure"], { error: "Please choose success or failure" }),
  method: z.enum(["card", "upi"], { error: "Please choose card or UPI Autopay" }).default("card"),
});
const VerifyInput = z.object({
  mandateId: z.string().max(40),
  token: z.string().max(200),
  paymentId: z.string().max(40),
  signature: z.string().max(200),
});

/** The `token` of a JSON body, when it has one (read before the body is checked, for the rate limit). */
const bodyToken = (body: unknown): string | undefined => {
  const token = (body as { token?: unknown } | null)?.token;
  return typeof token === "string" ? token : undefined;
};

/** The subscription number a management token names (for its rate limit), without trusting it further. */
const tokenSubject = (token: string | undefined) => `subscription:${/^(\d{1,9})\./.exec(token ?? "")?.[1] ?? "none"}`;

/**
 * Sign-ups (interested, decision 034) and paid subscriptions (issue 19): start, the sandbox's mandate
 * window, the window's signed answer, and the management page's calls through the mailed link.
 */
export function subscriptionsRoutes({ db, signUps, moods, subscriptions, payments }: Services): Router {
  const router = Router();
  router.post("/subscriptions", rateLimit(db, SUBMISSION_LIMITS.signUp), async (req, res) => {
    const offered = (await moods.moodChoices()).filter((mood) => mood.offeredInSubscriptions);
    const input = parseInput(subscriptionInput(offered.map((mood) => mood.code)), req.body);
    await signUps.requestSubscription(input);
    res.status(202).json({ success: true, message: SUBSCRIPTION_SENT(input.email) });
  });

  router.post("/subscriptions/start", rateLimit(db, SUBMISSION_LIMITS.signUp), async (req, res) => {
    const input = parseInput(StartSubscriptionInput, req.body);
    res.status(201).json(await subscriptions.start(input, undefined));
  });

  /** The window's answer: the first payment's signature over `payment_id|subscription_id`. */
  router.post(
    "/subscriptions/verify",
    rateLimit(db, VERIFY_LIMIT, (req) => tokenSubject(bodyToken(req.body))),
    async (req, res) => {
      const input = parseInput(VerifyInput, req.body);
      res.json({ success: true, subscription: await subscriptions.verifyFirstPayment(input) });
    },
  );

  if (payments.provider.mandates.approveInWindow) {
    /** The sandbox's mandate window: its "bank" pays the first delivery and approves the renewals. */
    router.post("/sandbox/mandates/approve", async (req, res) => {
      const input = parseInput(SandboxApproveInput, req.body);
      const row = await subscriptions.byMandate(input.mandateId);
      const { subscription } = await subscriptions.view(input.token);
      if (!row || row.id !== subscription.id) throw new HttpError(403, MANAGE_LINK_INVALID);
      const { approval } = await subscriptions.approveInSandbox(input.token, input.outcome, input.method);
      if (approval.status === "failed")
        return void res.json({ status: "failed", error: { description: approval.reason } });
      res.json({
        status: "authorised",
        response: {
          razorpay_payment_id: approval.providerPaymentId,
          razorpay_subscription_id: input.mandateId,
          razorpay_signature: approval.signature,
        },
      });
    });
  }

  router.get(
    "/subscriptions/manage",
    rateLimit(db, VIEW_LIMIT, (req) => tokenSubject(req.get("X-Subscription-Token"))),
    async (req, res) => {
      const token = req.get("X-Subscription-Token");
      if (!token) throw new HttpError(403, MANAGE_LINK_INVALID);
      res.json(await subscriptions.view(token));
    },
  );

  router.post("/subscriptions/manage", async (req, res) => {
    const input = parseInput(ManageSubscriptionInput, req.body);
    res.json(await subscriptions.manage(input));
  });
  return router;
}
