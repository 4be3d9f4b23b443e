/** Picks the payment provider from PAYMENT_PROVIDER and mounts its routes. */
import type { Router } from "express";
import type { Logger } from "pino";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { getOrCreateSecret } from "../secrets";
import type { PaymentProvider } from "./provider";
import { paymentsRoutes } from "./payments.routes";
import type { PaymentsService } from "./payments.service";
import { createRazorpayProvider } from "./razorpay/razorpay.client";
import { createSandboxProvider } from "./sandbox/sandbox.provider";
import { sandboxRoutes } from "./sandbox/sandbox.routes";
import { webhookRoutes } from "./webhook";

export async function createPaymentProvider(db: Db, config: Config): Promise<PaymentProvider> {
  if (config.PAYMENT_PROVIDER === "razorpay") {
    // config.ts refuses to start without these when PAYMENT_PROVIDER=razorpay.
    return createRazorpayProvider({
      keyId: config.RAZORPAY_KEY_ID!,
      keySecret: config.RAZORPAY_KEY_SECRET!,
      apiBase: config.RAZORPAY_API_BASE,
    });
  }
  return createSandboxProvider(config.PAYMENT_SECRET ?? (await getOrCreateSecret(db, "sandbox-payment")));
}

/** Provider → us, mounted BEFORE the JSON body parser (webhook signatures cover the raw body). */
export function paymentWebhookRoutes(db: Db, config: Config, payments: PaymentsService, logger: Logger): Router[] {
  if (payments.provider.name === "sandbox")
    return [webhookRoutes(db, payments, payments.provider.signingSecret, logger)];
  if (config.RAZORPAY_WEBHOOK_SECRET) return [webhookRoutes(db, payments, config.RAZORPAY_WEBHOOK_SECRET, logger)];
  return [];
}

/** The checkout's calls, plus the sandbox's script and "bank" when it is the active provider. */
export function paymentRoutes(db: Db, payments: PaymentsService): Router[] {
  const routers = [paymentsRoutes(payments)];
  if (payments.provider.name === "sandbox") routers.unshift(sandboxRoutes(db, payments));
  return routers;
}
