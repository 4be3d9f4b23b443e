/**
 * `POST /api/{provider}/webhook`: the provider tells us about payments, so an order is not lost when
 * the shopper closes the tab after paying. Both providers speak Razorpay's webhook protocol: the
 * signature (`X-Razorpay-Signature`, hex HMAC-SHA256 of the RAW body, keyed with
 * RAZORPAY_WEBHOOK_SECRET for Razorpay and with the sandbox's signing secret for the sandbox) is
 * checked before anything is parsed; each event is stored once (`X-Razorpay-Event-Id`, else a hash of
 * the body) before its effect is applied, so a redelivery changes nothing; when applying fails the
 * record is removed again and the provider's retry is processed. The effects themselves are
 * idempotent (settlement locks the order and only moves forward).
 */
import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import express, { Router } from "express";
import { z } from "zod";
import type { Logger } from "pino";
import type { Db } from "../db/client";
import { unstorablePart } from "../http/unstorable-input";
import { paymentEvents } from "../db/schema";
import type { PaymentsService } from "./payments.service";
import { hmacHex, signaturesMatch } from "./signature";

/** A field we read: text, or null where Razorpay has nothing to say (a captured payment's error). */
const field = z
  .string()
  .max(500)
  .nullish()
  .transform((value) => value ?? undefined);

/** The parts of an event we read. A signed event of another shape is refused, not trusted. */
const WebhookEvent = z.object({
  event: z.string().min(1).max(100),
  payload: z
    .object({
      payment: z
        .object({
          entity: z
            .object({
              id: field,
              order_id: field,
              status: field,
              method: field,
              error_description: field,
              error_reason: field,
            })
            .optional(),
        })
        .optional(),
      order: z.object({ entity: z.object({ id: field }).optional() }).optional(),
    })
    .optional(),
});
type WebhookEvent = z.output<typeof WebhookEvent>;

export const HANDLED_EVENTS = ["payment.captured", "order.paid", "payment.failed"] as const;

/** Mounted before the JSON body parser: the signature covers the exact bytes the provider sent. */
export function webhookRoutes(db: Db, payments: PaymentsService, webhookSecret: string, logger: Logger): Router {
  const provider = payments.provider.name;
  const router = Router();
  router.post(`/${provider}/webhook`, express.raw({ type: () => true, limit: "1mb" }), async (req, res) => {
    const raw: Buffer = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const signature = req.get("X-Razorpay-Signature") ?? "";
    if (!signature || !signaturesMatch(hmacHex(webhookSecret, raw), signature)) {
      return void res.status(400).json({ message: "Invalid webhook signature" });
    }
    let body: unknown;
    try {
      body = JSON.parse(raw.toString("utf8"));
    } catch {
      return void res.status(400).json({ message: "Malformed JSON in request body" });
    }
    // Parsed here, not by the API's JSON parser, so the API's refusal of unstorable text applies here too.
    const unstorable = unstorablePart(body, "body");
    if (unstorable)
      return void res
        .status(400)
        .json({ message: unstorable.message, errors: { [unstorable.field]: unstorable.message } });
    const parsed = WebhookEvent.safeParse(body);
    if (!parsed.success) return void res.status(400).json({ message: "Not a payment event" });
    const event = parsed.data;
    const eventId =
      (req.get("x-razorpay-event-id") ?? "").slice(0, 200) ||
      `sha256:${createHash("sha256").update(raw).digest("hex")}`;
    const type = event.event;
    const inserted = await db
      .insert(paymentEvents)
      .values({ provider, eventId, type, payload: body })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (inserted.length === 0) return void res.json({ status: "duplicate" });
    try {
      await apply(payments, type, event);
    } catch (error) {
      // Forget the event so the provider's redelivery is processed, not skipped as a duplicate.
      await db.delete(paymentEvents).where(eventIdIs(provider, eventId));
      throw error;
    }
    await db.update(paymentEvents).set({ processedAt: new Date() }).where(eventIdIs(provider, eventId));
    logger.info({ provider, eventId, type }, "payment webhook processed");
    res.json({ status: "ok" });
  });
  return router;
}

const eventIdIs = (provider: string, eventId: string) =>
  and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, eventId));

async function apply(payments: PaymentsService, type: string, event: WebhookEvent): Promise<void> {
  const payment = event.payload?.payment?.entity;
  const providerOrderId = payment?.order_id ?? event.payload?.order?.entity?.id;
  if (!providerOrderId || !payment?.id) return;
  if (type === "payment.captured" || type === "order.paid") {
    await payments.paymentCaptured(providerOrderId, payment.id, payment.method ?? null);
  } else if (type === "payment.failed") {
    await payments.paymentFailed(
      providerOrderId,
      payment.id,
      payment.error_description ?? payment.error_reason ?? "Payment failed",
    );
  }
}
