/**
 * The one seam between the shop and a payment provider (decision 051). Each provider is a folder
 * beside this file exporting a `PaymentProviderModule`; `providers.ts` lists them by the ids of
 * `@domain/payment-providers`, and PAYMENT_PROVIDER picks one at start. Everything provider-specific —
 * its API, its signatures, its webhook format, its checkout window — is behind this interface; the
 * checkout, settlement, webhook route and reconciler only ever call it.
 */
import { randomBytes } from "node:crypto";
import type { Router } from "express";
import type { PaymentProviderId } from "@domain/payment-providers";
import type { Config } from "../config";
import type { Db } from "../db/client";
import type { PaymentsService } from "./payments.service";

export type ProviderOrder = { id: string; amountPaise: number };

/** A payment as the provider reports it (reduced to what the reconciler uses). */
export type ProviderPayment = {
  id: string;
  status: "created" | "authorized" | "captured" | "refunded" | "failed";
  method: string | null;
  errorDescription: string | null;
};

/** A refund as the provider reports it; states only move pending → processed or failed. */
export type ProviderRefund = {
  id: string;
  paymentId: string;
  amountPaise: number;
  status: "pending" | "processed" | "failed";
};

export type RefundRequest = {
  providerPaymentId: string;
  amountPaise: number;
  /** Ours, unique per refund (10–40 letters, digits, `-`, `_`): a repeated request with the same key refunds once. */
  idempotencyKey: string;
  notes: Record<string, string>;
};

/** A Payment Link (decision 086): a page of the provider's where the shopper pays one of our orders. */
export type PaymentLinkRequest = {
  amountPaise: number;
  /** Our order number: the provider keeps one link per reference. */
  referenceId: string;
  description: string;
  customer: { name: string; email: string; contact: string };
  /** Where the provider sends the shopper after paying (GET, with the signed query Razorpay documents). */
  callbackUrl: string;
  notes: Record<string, string>;
};
export type ProviderPaymentLink = { id: string; shortUrl: string; amountPaise: number };
/** The callback's query: `razorpay_payment_link_id`, `…_reference_id`, `…_status`, `razorpay_payment_id`, signature. */
export type PaymentLinkCallback = {
  paymentLinkId: string;
  referenceId: string;
  status: string;
  providerPaymentId: string;
  signature: string;
};

/** What a verified webhook says, in the shop's words. */
export type WebhookEvent =
  | {
      kind: "payment.captured" | "payment.failed";
      /** The event's own identity from the SIGNED body (never an unsigned header), for de-duplication. */
      dedupKey: string;
      type: string;
      providerOrderId: string;
      providerPaymentId: string;
      method: string | null;
      failureReason: string | null;
    }
  | { kind: "refund"; dedupKey: string; type: string; refund: ProviderRefund }
  | {
      kind: "payment_link.paid";
      dedupKey: string;
      type: string;
      paymentLinkId: string;
      providerPaymentId: string;
      amountPaise: number;
      method: string | null;
    }
  | {
      kind: "subscription";
      dedupKey: string;
      type: string;
      /** What the provider says happened to the subscription (decision 143). */
      change: SubscriptionChange;
      mandateId: string;
      /** When the provider said it (the event's own time), so a late older event never moves the state back. */
      at: Date;
      /** When the provider will charge next, when it says. */
      chargeAt: Date | null;
      /** The payment the event carries (a renewal charged, a charge failed). */
      payment: MandatePayment | null;
    }
  /** Signed and well-formed, but nothing the shop acts on (stored once, then acknowledged). */
  | { kind: "ignored"; dedupKey: string; type: string };

/** The `subscription.*` events of Razorpay Subscriptions, by the part after the dot. */
export const SUBSCRIPTION_CHANGES = [
  "authenticated",
  "activated",
  "charged",
  "pending",
  "halted",
  "paused",
  "resumed",
  "cancelled",
  "completed",
  "updated",
] as const;
export type SubscriptionChange = (typeof SUBSCRIPTION_CHANGES)[number];

/** A payment made against a mandate, as the provider reports it. */
export type MandatePayment = {
  providerPaymentId: string;
  /** The provider's order for the charge (Razorpay makes one per invoice); null when it names none. */
  providerOrderId: string | null;
  amountPaise: number;
  captured: boolean;
  method: string | null;
  /** When it was paid, as the provider says (null when it does not say). */
  paidAt?: Date | null;
};

/** A webhook that is refused, with the answer's status and message (and field errors). */
export type WebhookRefusal = { status: 400; message: string; errors?: Record<string, string> };

export type WebhookParse = { ok: true; event: WebhookEvent; payload: unknown } | ({ ok: false } & WebhookRefusal);

/** A renewal charge's outcome. The ids are the provider's; a retried charge with the same key gives the same answer. */
export type MandateCharge =
  | { status: "captured"; providerPaymentId: string; providerOrderId: string; method: string | null }
  | { status: "failed"; providerPaymentId: string | null; reason: string };

/** What the sandbox's mandate window answers (Razorpay's checkout answers the same fields for a subscription). */
export type MandateApproval =
  | {
      status: "authorised";
      providerPaymentId: string;
      providerOrderId: string;
      method: string;
      /** HMAC of `payment_id|subscription_id`, as Razorpay signs a subscription's first payment. */
      signature: string;
    }
  | { status: "failed"; reason: string };

/**
 * Recurring payments (subscriptions, decision 135): a mandate the subscriber approves once in the
 * provider's window (paying the first delivery), then renewals without the window.
 * `chargedBy: "shop"` — our scheduler asks for each renewal (sandbox); `"provider"` — the provider
 * charges on its own schedule and tells us by webhook (Razorpay Subscriptions).
 */
export interface RecurringMandates {
  readonly chargedBy: "shop" | "provider";
  /** Starts a mandate for `amountPaise` every `intervalDays`; the page opens the window with its id. */
  createMandate(input: { amountPaise: number; intervalDays: number; notes: Record<string, string> }): Promise<{
    mandateId: string;
  }>;
  /** Whether the window's answer for a mandate's first payment really comes from the provider. */
  verifyMandateSignature(input: { mandateId: string; providerPaymentId: string; signature: string }): boolean;
  /** A payment made against a mandate, read from the provider (provider-charged: the window's first payment). */
  fetchMandatePayment?(providerPaymentId: string): Promise<MandatePayment>;
  /** The captured charges of a mandate, for the reconciler (provider-charged: webhooks may be lost). */
  listMandatePayments?(mandateId: string): Promise<MandatePayment[]>;
  /** Charges a renewal (shop-charged providers only); the same idempotency key never charges twice. */
  chargeMandate(input: { mandateId: string; amountPaise: number; idempotencyKey: string }): Promise<MandateCharge>;
  /** A new amount or interval from the next cycle on (a plan or frequency change). */
  updateMandate(mandateId: string, change: { amountPaise: number; intervalDays: number }): Promise<void>;
  pauseMandate(mandateId: string): Promise<void>;
  resumeMandate(mandateId: string): Promise<void>;
  cancelMandate(mandateId: string): Promise<void>;
  /** The sandbox's own window (its "bank" approving or declining the mandate); absent for real providers. */
  readonly approveInWindow?: (
    mandateId: string,
    outcome: "success" | "failure",
    method: string,
  ) => Promise<MandateApproval>;
  /** Sandbox only: makes its bank decline the mandate's next `count` renewals (tests and the owner). */
  declineNextRenewals?(mandateId: string, count: number): Promise<void>;
}

export interface PaymentProvider {
  readonly name: PaymentProviderId;
  /** Public key handed to the checkout window. */
  readonly key: string;
  /** Creates the provider's order for one of ours (amount from our database, never the page). */
  createOrder(input: { receipt: string; amountPaise: number; notes: Record<string, string> }): Promise<ProviderOrder>;
  /** Whether the window's answer really comes from the provider (exact, constant-time). */
  verifyPaymentSignature(input: { providerOrderId: string; providerPaymentId: string; signature: string }): boolean;
  /** Checks a webhook's signature over the raw bytes, then reads it; undefined when it has no webhooks. */
  readonly parseWebhook?: (raw: Buffer, header: (name: string) => string | undefined) => WebhookParse;
  /** The payments made against a provider order, for the reconciler; absent when payments are only ever ours. */
  listPayments?(providerOrderId: string): Promise<ProviderPayment[]>;
  /** Refunds (part of) a captured payment. */
  refund(input: RefundRequest): Promise<ProviderRefund>;
  /** A refund's state now, for the reconciler asking about refunds still pending. */
  fetchRefund(providerPaymentId: string, refundId: string): Promise<ProviderRefund>;
  /** Creates a payment link for (part of) an order: "pay now and save the fee" (decision 086). */
  createPaymentLink(input: PaymentLinkRequest): Promise<ProviderPaymentLink>;
  /** Whether a payment link's callback really comes from the provider (HMAC of id|reference|status|payment). */
  verifyPaymentLinkCallback(input: PaymentLinkCallback): boolean;
  readonly mandates: RecurringMandates;
  /** The provider's own API routes, when it has any (the sandbox serves its window's script and "bank"). */
  routes?(deps: { db: Db; payments: PaymentsService }): Router;
}

export interface PaymentProviderModule {
  readonly id: PaymentProviderId;
  create(context: { db: Db; config: Config }): Promise<PaymentProvider>;
}

/** The provider could not be reached or answered something unusable: the caller answers 502 or retries later. */
export class ProviderUnavailableError extends Error {}

/** The provider answered and said no (e.g. more than is left to refund): retrying will not help. */
export class ProviderRefusedError extends ProviderUnavailableError {}

/** The provider was asked for something it does not do (yet): a clear refusal, never a silent no-op. */
export class ProviderCapabilityError extends Error {}

/** Mandates for a provider that has none yet: every call says so. */
export function mandatesNotSupported(provider: PaymentProviderId): RecurringMandates {
  const refuse = (): never => {
    throw new ProviderCapabilityError(
      `Recurring payments (mandates) are not supported with PAYMENT_PROVIDER=${provider} yet.`,
    );
  };
  return {
    chargedBy: "shop",
    createMandate: async () => refuse(),
    verifyMandateSignature: () => false,
    chargeMandate: async () => refuse(),
    updateMandate: async () => refuse(),
    pauseMandate: async () => refuse(),
    resumeMandate: async () => refuse(),
    cancelMandate: async () => refuse(),
  };
}

const ALPHANUMERIC = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** Razorpay-style ids: `order_` / `pay_` / `rfnd_` / `plink_` / `sub_` and 14 letters and digits. */
export function providerId(prefix: "order" | "pay" | "rfnd" | "plink" | "sub"): string {
  const bytes = randomBytes(14);
  return `${prefix}_${[...bytes].map((byte) => ALPHANUMERIC[byte % ALPHANUMERIC.length]).join("")}`;
}
