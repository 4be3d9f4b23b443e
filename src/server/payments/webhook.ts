/**
 * `POST /api/{provider}/webhook`: the provider tells us about payments, so an order is not lost when
 * the shopper closes the tab after paying. The provider checks the signature over the RAW body and
 * reads the event (`PaymentProvider.parseWebhook`); each event is stored once, keyed on its identity in
 * the signed body, before its effect is applied, so a redelivery or a replay changes nothing; when
 * applying fails the record is removed again and the provider's retry is processed. The effects
 * themselves are idempotent (settlement locks the order and only moves forward).
 */
import { and, eq } from "drizzle-orm";
import express, { Router } from "express";
import type { Logger } from "pino";
import type { Db } from "../db/client";
import { paymentEvents } from "../db/schema";
import type { PaymentsService } from "./payments.service";
import type { WebhookEvent } from "./provider";

/** Mounted before the JSON body parser: the signature covers the exact bytes the provider sent. */
export function webhookRoutes(
  db: Db,
  payments: PaymentsService,
  logger: Logger,
  subscriptionEvent?: SubscriptionEventHandler,
): Router {
  const router = Router();
  const { parseWebhook, name: provider } = payments.provider;
  if (!parseWebhook) return router;
  router.post(`/${provider}/webhook`, express.raw({ type: () => true, limit: "1mb" }), async (req, res) => {
    const raw: Buffer = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const parsed = parseWebhook(raw, (name) => req.get(name));
    if (!parsed.ok)
      return void res
        .status(parsed.status)
        .json({ message: parsed.message, ...(parsed.errors ? { errors: parsed.errors } : {}) });
    const { event } = parsed;
    const eventId = event.dedupKey;
    const inserted = await db
      .insert(paymentEvents)
      .values({ provider, eventId, type: event.type, payload: parsed.payload })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (inserted.length === 0) return void res.json({ status: "duplicate" });
    try {
      await apply(payments, event, logger, subscriptionEvent);
    } catch (error) {
      // Forget the event so the provider's redelivery is processed, not skipped as a duplicate.
      await db.delete(paymentEvents).where(eventIdIs(provider, eventId));
      throw error;
    }
    await db.update(paymentEvents).set({ processedAt: new Date() }).where(eventIdIs(provider, eventId));
    logger.info({ provider, eventId, type: event.type }, "payment webhook processed");
    res.json({ status: "ok" });
  });
  return router;
}

const eventIdIs = (provider: string, eventId: string) =>
  and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, eventId));

/** What a `subscription.*` event did (the subscriptions service applies it; decision 143). */
export type SubscriptionEventHandler = (
  event: Extract<WebhookEvent, { kind: "subscription" }>,
) => Promise<"applied" | "unchanged" | "stale" | "unknown">;

async function apply(
  payments: PaymentsService,
  event: WebhookEvent,
  logger: Logger,
  subscriptionEvent: SubscriptionEventHandler | undefined,
): Promise<void> {
  if (event.kind === "subscription") {
    const outcome = subscriptionEvent ? await subscriptionEvent(event) : "unknown";
    // An unknown subscription (another shop's on the same account, or one deleted) is kept, not retried.
    if (outcome !== "applied")
      logger.info({ type: event.type, subscription: event.mandateId, outcome }, "subscription webhook");
  } else if (event.kind === "payment.captured") {
    await payments.paymentCaptured(event.providerOrderId, event.providerPaymentId, event.method);
  } else if (event.kind === "payment.failed") {
    await payments.paymentFailed(
      event.providerOrderId,
      event.providerPaymentId,
      event.failureReason ?? "Payment failed",
    );
  } else if (event.kind === "payment_link.paid") {
    await payments.paymentLinkPaid(event.paymentLinkId, event.providerPaymentId, event.amountPaise, event.method);
  } else if (event.kind === "refund") {
    // Forward only (decision 052); a refund made outside the shop (the provider's dashboard) is only kept.
    if (!(await payments.refunds.refundReported(event.refund)))
      logger.info({ refund: event.refund.id }, "refund webhook for a refund the shop did not make");
  }
}
