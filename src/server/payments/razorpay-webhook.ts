/**
 * Razorpay's webhook format, which the sandbox speaks too: `X-Razorpay-Signature` is the hex
 * HMAC-SHA256 of the RAW body under the webhook secret, checked before anything is parsed. The event's
 * identity for de-duplication comes from the signed body — the event name and the payment's (or
 * refund's) id — never from the unsigned `X-Razorpay-Event-Id` header, which anyone replaying a signed
 * body can change (decision 050).
 */
import { createHash } from "node:crypto";
import { z } from "zod";
import { unstorablePart } from "../http/unstorable-input";
import { SUBSCRIPTION_CHANGES, type SubscriptionChange, type WebhookEvent, type WebhookParse } from "./provider";
import { hmacHex, signaturesMatch } from "./signature";

/** A field we read: text, or null where Razorpay has nothing to say (a captured payment's error). */
const field = z
  .string()
  .max(500)
  .nullish()
  .transform((value) => value ?? undefined);

/** The parts of an event we read. A signed event of another shape is refused, not trusted. */
/** Unix seconds, as Razorpay writes times. */
const unixSeconds = z.number().int().nonnegative().max(99_999_999_999);

const RazorpayEvent = z.object({
  event: z.string().min(1).max(100),
  created_at: unixSeconds.optional(),
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
              amount: z.number().int().nonnegative().max(2_147_483_647).optional(),
            })
            .optional(),
        })
        .optional(),
      order: z.object({ entity: z.object({ id: field }).optional() }).optional(),
      subscription: z
        .object({
          entity: z
            .object({
              id: field,
              status: field,
              charge_at: unixSeconds.nullish(),
              paid_count: z.number().int().optional(),
            })
            .optional(),
        })
        .optional(),
      payment_link: z
        .object({
          entity: z
            .object({
              id: field,
              status: field,
              amount_paid: z.number().int().nonnegative().max(2_147_483_647).optional(),
            })
            .optional(),
        })
        .optional(),
      refund: z
        .object({
          entity: z
            .object({
              id: field,
              payment_id: field,
              amount: z.number().int().nonnegative().max(2_147_483_647).optional(),
              status: field,
            })
            .optional(),
        })
        .optional(),
    })
    .optional(),
});
type RazorpayEvent = z.output<typeof RazorpayEvent>;

export const PAYMENT_EVENTS = ["payment.captured", "order.paid", "payment.failed"] as const;
export const REFUND_EVENTS = ["refund.created", "refund.processed", "refund.failed"] as const;
const REFUND_STATUSES = ["pending", "processed", "failed"] as const;

export function parseRazorpayWebhook(
  secret: string,
  raw: Buffer,
  header: (name: string) => string | undefined,
): WebhookParse {
  const signature = header("X-Razorpay-Signature") ?? "";
  if (!signature || !signaturesMatch(hmacHex(secret, raw), signature))
    return { ok: false, status: 400, message: "Invalid webhook signature" };
  let body: unknown;
  try {
    body = JSON.parse(raw.toString("utf8"));
  } catch {
    return { ok: false, status: 400, message: "Malformed JSON in request body" };
  }
  // Parsed here, not by the API's JSON parser, so the API's refusal of unstorable text applies here too.
  const unstorable = unstorablePart(body, "body");
  if (unstorable)
    return {
      ok: false,
      status: 400,
      message: unstorable.message,
      errors: { [unstorable.field]: unstorable.message },
    };
  const parsed = RazorpayEvent.safeParse(body);
  if (!parsed.success) return { ok: false, status: 400, message: "Not a payment event" };
  return { ok: true, event: toEvent(parsed.data, raw), payload: body };
}

/** A `subscription.*` event (decision 143): named by the subscription and the payment or the event's time. */
function subscriptionEvent(event: RazorpayEvent, raw: Buffer): WebhookEvent | null {
  const change = event.event.startsWith("subscription.") ? event.event.slice("subscription.".length) : "";
  const subscription = event.payload?.subscription?.entity;
  if (!(SUBSCRIPTION_CHANGES as readonly string[]).includes(change) || !subscription?.id) return null;
  const payment = event.payload?.payment?.entity;
  const at = new Date((event.created_at ?? 0) * 1000);
  return {
    kind: "subscription",
    dedupKey:
      `${event.event}:${subscription.id}:${payment?.id ?? event.created_at ?? createHash("sha256").update(raw).digest("hex")}`.slice(
        0,
        200,
      ),
    type: event.event,
    change: change as SubscriptionChange,
    mandateId: subscription.id,
    at,
    chargeAt: subscription.charge_at ? new Date(subscription.charge_at * 1000) : null,
    payment: payment?.id
      ? {
          providerPaymentId: payment.id,
          providerOrderId: payment.order_id ?? null,
          amountPaise: payment.amount ?? 0,
          captured: payment.status === "captured",
          method: payment.method ?? null,
        }
      : null,
  };
}

function toEvent(event: RazorpayEvent, raw: Buffer): WebhookEvent {
  const type = event.event;
  const subscription = subscriptionEvent(event, raw);
  if (subscription) return subscription;
  const payment = event.payload?.payment?.entity;
  const refund = event.payload?.refund?.entity;
  const providerOrderId = payment?.order_id ?? event.payload?.order?.entity?.id;
  // The same fact told twice (a redelivery, a replay) has the same name and entity: one record.
  const entityId = refund?.id ?? payment?.id ?? providerOrderId;
  const dedupKey = entityId
    ? `${type}:${entityId}`.slice(0, 200)
    : `sha256:${createHash("sha256").update(raw).digest("hex")}`;
  if ((REFUND_EVENTS as readonly string[]).includes(type) && refund?.id && refund.payment_id) {
    const status = (REFUND_STATUSES as readonly string[]).includes(refund.status ?? "")
      ? (refund.status as ProviderRefundStatus)
      : type === "refund.processed"
        ? "processed"
        : type === "refund.failed"
          ? "failed"
          : "pending";
    return {
      kind: "refund",
      dedupKey,
      type,
      refund: { id: refund.id, paymentId: refund.payment_id, amountPaise: refund.amount ?? 0, status },
    };
  }
  const link = event.payload?.payment_link?.entity;
  if (type === "payment_link.paid" && link?.id && payment?.id)
    return {
      kind: "payment_link.paid",
      dedupKey: `${type}:${link.id}`,
      type,
      paymentLinkId: link.id,
      providerPaymentId: payment.id,
      amountPaise: link.amount_paid ?? 0,
      method: payment.method ?? null,
    };
  if (!providerOrderId || !payment?.id) return { kind: "ignored", dedupKey, type };
  if (type === "payment.captured" || type === "order.paid")
    return {
      kind: "payment.captured",
      dedupKey,
      type,
      providerOrderId,
      providerPaymentId: payment.id,
      method: payment.method ?? null,
      failureReason: null,
    };
  if (type === "payment.failed")
    return {
      kind: "payment.failed",
      dedupKey,
      type,
      providerOrderId,
      providerPaymentId: payment.id,
      method: payment.method ?? null,
      failureReason: payment.error_description ?? payment.error_reason ?? "Payment failed",
    };
  return { kind: "ignored", dedupKey, type };
}

type ProviderRefundStatus = (typeof REFUND_STATUSES)[number];
