/**
 * The built-in provider (no real money): it creates its order ids itself and signs exactly as
 * Razorpay does, with PAYMENT_SECRET or a per-installation secret — checkout signatures and webhooks
 * alike. Its window and its "bank" are served by sandbox.routes.ts. Refunds are offline: each is
 * processed the moment it is asked for, and the same idempotency key always names the same refund.
 */
import { createHmac } from "node:crypto";
import type { Db } from "../../db/client";
import { getOrCreateSecret } from "../../secrets";
import { providerId, type PaymentProvider, type PaymentProviderModule } from "../provider";
import { parseRazorpayWebhook } from "../razorpay-webhook";
import { paymentLinkSignature, paymentSignature, signaturesMatch } from "../signature";
import { createSandboxMandates } from "./sandbox.mandates";
import { sandboxRoutes } from "./sandbox.routes";

export const SANDBOX_KEY = "sandbox";

export type SandboxProvider = PaymentProvider & {
  /** Signs the window's answers and the sandbox's webhooks (tests sign with it too). */
  readonly signingSecret: string;
};

/** Without a database (unit tests of refunds and signatures) it has no mandates: they need somewhere to live. */
export function createSandboxProvider(secret: string, db?: Db): SandboxProvider {
  // Derived from our idempotency key, not remembered: every process gives one refund the same id.
  const refundId = (idempotencyKey: string) =>
    `rfnd_${createHmac("sha256", secret).update(`refund:${idempotencyKey}`).digest("base64url").replace(/[-_]/g, "").slice(0, 14)}`;
  return {
    name: "sandbox",
    key: SANDBOX_KEY,
    signingSecret: secret,
    async createOrder({ amountPaise }) {
      return { id: providerId("order"), amountPaise };
    },
    verifyPaymentSignature({ providerOrderId, providerPaymentId, signature }) {
      return signaturesMatch(paymentSignature(secret, providerOrderId, providerPaymentId), signature);
    },
    parseWebhook: (raw, header) => parseRazorpayWebhook(secret, raw, header),
    async refund({ providerPaymentId, amountPaise, idempotencyKey }) {
      return { id: refundId(idempotencyKey), paymentId: providerPaymentId, amountPaise, status: "processed" };
    },
    // Never pending, so never asked about in earnest; the amount is the shop's own record's (0: not known here).
    async fetchRefund(providerPaymentId, id) {
      return { id, paymentId: providerPaymentId, amountPaise: 0, status: "processed" };
    },
    // The link is the sandbox's own page on this shop (sandbox.routes.ts), offline like its window.
    async createPaymentLink({ amountPaise, callbackUrl }) {
      const id = providerId("plink");
      return { id, shortUrl: `${new URL(callbackUrl).origin}/api/sandbox/payment-links/${id}`, amountPaise };
    },
    verifyPaymentLinkCallback(input) {
      return signaturesMatch(paymentLinkSignature(secret, input), input.signature);
    },
    mandates: createSandboxMandates(secret, db),
    routes: ({ db, payments }) => sandboxRoutes(db, payments, secret),
  };
}

export const sandboxModule: PaymentProviderModule = {
  id: "sandbox",
  async create({ db, config }: { db: Db; config: { PAYMENT_SECRET?: string } }) {
    return createSandboxProvider(config.PAYMENT_SECRET ?? (await getOrCreateSecret(db, "sandbox-payment")), db);
  },
};
