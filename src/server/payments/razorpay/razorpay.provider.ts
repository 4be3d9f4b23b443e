/**
 * Razorpay over HTTPS (RAZORPAY_API_BASE, so tests point it at a fake on loopback), with basic auth
 * key id : key secret: `POST /v1/orders` (amount in paise, our order number as receipt),
 * `GET /v1/orders/:id/payments` for the reconciler, `POST /v1/payments/:id/refund` (amount in paise,
 * `speed: optimum`, notes, our refund's key as `X-Refund-Idempotency` and receipt) and
 * `GET /v1/payments/:id/refunds/:refundId`, and `POST /v1/payment_links` for "pay now and save the fee".
 * Checkout signatures are checked with the key secret, webhooks with RAZORPAY_WEBHOOK_SECRET.
 */
import type { Db } from "../../db/client";
import {
  ProviderUnavailableError,
  type PaymentProvider,
  type PaymentProviderModule,
  type ProviderPayment,
  type ProviderRefund,
} from "../provider";
import { parseRazorpayWebhook } from "../razorpay-webhook";
import { paymentLinkSignature, paymentSignature, signaturesMatch } from "../signature";
import { createRazorpayClient } from "./razorpay.client";
import { createRazorpayMandates } from "./razorpay.mandates";

export type RazorpayConfig = {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  apiBase: string;
  timeoutMs?: number;
};

type RazorpayRefundEntity = { id: string; payment_id: string; amount: number; status: string };

function toRefund(entity: RazorpayRefundEntity): ProviderRefund {
  if (typeof entity.id !== "string" || typeof entity.amount !== "number")
    throw new ProviderUnavailableError("Razorpay sent a refund without an id or amount");
  const status = entity.status === "processed" || entity.status === "failed" ? entity.status : "pending";
  return { id: entity.id, paymentId: entity.payment_id, amountPaise: entity.amount, status };
}

type RazorpayPaymentEntity = {
  id: string;
  status: ProviderPayment["status"];
  method?: string | null;
  error_description?: string | null;
};

export function createRazorpayProvider(config: RazorpayConfig, db?: Db): PaymentProvider {
  const call = createRazorpayClient(config);
  const mandates = createRazorpayMandates(call, config.keySecret, db);

  return {
    name: "razorpay",
    key: config.keyId,
    verifyPaymentSignature({ providerOrderId, providerPaymentId, signature }) {
      return signaturesMatch(paymentSignature(config.keySecret, providerOrderId, providerPaymentId), signature);
    },
    parseWebhook: (raw, header) => parseRazorpayWebhook(config.webhookSecret, raw, header),
    async createOrder({ receipt, amountPaise, notes }) {
      const order = await call<{ id: string; amount: number }>("POST", "/v1/orders", {
        amount: amountPaise,
        currency: "INR",
        receipt,
        notes,
      });
      if (typeof order.id !== "string" || order.amount !== amountPaise)
        throw new ProviderUnavailableError("Razorpay created an order that does not match ours");
      return { id: order.id, amountPaise: order.amount };
    },
    async listPayments(providerOrderId) {
      const list = await call<{ items?: RazorpayPaymentEntity[] }>(
        "GET",
        `/v1/orders/${encodeURIComponent(providerOrderId)}/payments`,
      );
      return (list.items ?? []).map((item) => ({
        id: item.id,
        status: item.status,
        method: item.method ?? null,
        errorDescription: item.error_description ?? null,
      }));
    },
    async refund({ providerPaymentId, amountPaise, idempotencyKey, notes }) {
      const refund = await call<RazorpayRefundEntity>(
        "POST",
        `/v1/payments/${encodeURIComponent(providerPaymentId)}/refund`,
        { amount: amountPaise, speed: "optimum", receipt: idempotencyKey.slice(0, 40), notes },
        // Razorpay refunds once per key, however often a lost answer makes us ask again.
        { "X-Refund-Idempotency": idempotencyKey },
      );
      return toRefund(refund);
    },
    async fetchRefund(providerPaymentId, refundId) {
      return toRefund(
        await call<RazorpayRefundEntity>(
          "GET",
          `/v1/payments/${encodeURIComponent(providerPaymentId)}/refunds/${encodeURIComponent(refundId)}`,
        ),
      );
    },
    async createPaymentLink({ amountPaise, referenceId, description, customer, callbackUrl, notes }) {
      const link = await call<{ id: string; short_url: string; amount: number }>("POST", "/v1/payment_links", {
        amount: amountPaise,
        currency: "INR",
        accept_partial: false,
        reference_id: referenceId,
        description,
        customer,
        // Our own mail carries the link; Razorpay sends nothing of its own.
        notify: { sms: false, email: false },
        reminder_enable: false,
        notes,
        callback_url: callbackUrl,
        callback_method: "get",
      });
      if (typeof link.id !== "string" || typeof link.short_url !== "string" || link.amount !== amountPaise)
        throw new ProviderUnavailableError("Razorpay created a payment link that does not match ours");
      return { id: link.id, shortUrl: link.short_url, amountPaise: link.amount };
    },
    verifyPaymentLinkCallback(input) {
      return signaturesMatch(paymentLinkSignature(config.keySecret, input), input.signature);
    },
    mandates,
  };
}

export const razorpayModule: PaymentProviderModule = {
  id: "razorpay",
  async create({ config, db }) {
    const { RAZORPAY_KEY_ID: keyId, RAZORPAY_KEY_SECRET: keySecret, RAZORPAY_WEBHOOK_SECRET: webhookSecret } = config;
    // config.ts refuses to start without these when PAYMENT_PROVIDER=razorpay; this says so if that ever changes.
    if (!keyId || !keySecret || !webhookSecret)
      throw new Error(
        "PAYMENT_PROVIDER=razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET",
      );
    return createRazorpayProvider({ keyId, keySecret, webhookSecret, apiBase: config.RAZORPAY_API_BASE }, db);
  },
};
