/**
 * `POST /api/razorpay/webhook`: Razorpay tells us about payments, so an order is not lost when the
 * shopper closes the tab after paying. The signature (`X-Razorpay-Signature`, hex HMAC-SHA256 of the
 * RAW body with RAZORPAY_WEBHOOK_SECRET) is checked before anything is parsed; each event is stored
 * once (`x-razorpay-event-id`, else a hash of the body) before its effect is applied, so a redelivery
 * changes nothing; when applying fails the record is removed again and Razorpay's retry is processed.
 * The effects themselves are idempotent (settlement locks the order and only moves forward).
 */
import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import express, { Router } from "express";
import type { Logger } from "pino";
import type { Db } from "../../db/client";
import { paymentEvents } from "../../db/schema";
import type { PaymentsService } from "../payments.service";
import { hmacHex, signaturesMatch } from "../signature";

type PaymentEntity = { id?: string; order_id?: string; status?: string; method?: string; error_description?: string; error_reason?: string };
type WebhookEvent = { event?: string; payload?: { payment?: { entity?: PaymentEntity }; order?: { entity?: { id?: string } } } };

export const HANDLED_EVENTS = ["payment.captured", "order.paid", "payment.failed"] as const;

/** Mounted before the JSON body parser: the signature covers the exact bytes Razorpay sent. */
export function razorpayWebhookRoutes(db: Db, payments: PaymentsService, webhookSecret: string, logger: Logger): Router {
  const router = Router();
  router.post("/razorpay/webhook", express.raw({ type: () => true, limit: "1mb" }), async (req, res) => {
    const raw: Buffer = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const signature = req.get("X-Razorpay-Signature") ?? "";
    if (!signature || !signaturesMatch(hmacHex(webhookSecret, raw), signature)) {
      return void res.status(400).json({ message: "Invalid webhook signature" });
    }
    let event: WebhookEvent;
    try {
      event = JSON.parse(raw.toString("utf8")) as WebhookEvent;
    } catch {
      return void res.status(400).json({ message: "Malformed JSON in request body" });
    }
    if (typeof event !== "object" || event === null || typeof event.event !== "string") {
      return void res.status(400).json({ message: "Not a Razorpay event" });
    }
    const eventId = (req.get("x-razorpay-event-id") ?? "").slice(0, 200) || `sha256:${createHash("sha256").update(raw).digest("hex")}`;
    const type = event.event;
    const inserted = await db
      .insert(paymentEvents)
      .values({ provider: "razorpay", eventId, type, payload: event })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (inserted.length === 0) return void res.json({ status: "duplicate" });
    try {
      await apply(payments, type, event);
    } catch (error) {
      // Forget the event so Razorpay's redelivery is processed, not skipped as a duplicate.
      await db.delete(paymentEvents).where(eventIdIs(eventId));
      throw error;
    }
    await db.update(paymentEvents).set({ processedAt: new Date() }).where(eventIdIs(eventId));
    logger.info({ eventId, type }, "razorpay webhook processed");
    res.json({ status: "ok" });
  });
  return router;
}

const eventIdIs = (eventId: string) => and(eq(paymentEvents.provider, "razorpay"), eq(paymentEvents.eventId, eventId));

async function apply(payments: PaymentsService, type: string, event: WebhookEvent): Promise<void> {
  const payment = event.payload?.payment?.entity;
  const providerOrderId = payment?.order_id ?? event.payload?.order?.entity?.id;
  if (!providerOrderId || !payment?.id) return;
  if (type === "payment.captured" || type === "order.paid") {
    await payments.paymentCaptured(providerOrderId, payment.id, payment.method ?? null);
  } else if (type === "payment.failed") {
    await payments.paymentFailed(providerOrderId, payment.id, payment.error_description ?? payment.error_reason ?? "Payment failed");
  }
}
