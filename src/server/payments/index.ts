/** Picks the payment provider from PAYMENT_PROVIDER and mounts its routes. */
import type { Router } from "express";
import type { Logger } from "pino";
import type { Config } from "../config";
import type { Db } from "../db/client";
import type { PaymentProvider } from "./provider";
import { PROVIDER_MODULES } from "./providers";
import { paymentsRoutes } from "./payments.routes";
import type { PaymentsService } from "./payments.service";
import { webhookRoutes, type SubscriptionEventHandler } from "./webhook";

export function createPaymentProvider(db: Db, config: Config): Promise<PaymentProvider> {
  return PROVIDER_MODULES[config.PAYMENT_PROVIDER].create({ db, config });
}

/** Provider → us, mounted BEFORE the JSON body parser (webhook signatures cover the raw body). */
export function paymentWebhookRoutes(
  db: Db,
  _config: Config,
  payments: PaymentsService,
  logger: Logger,
  subscriptionEvent?: SubscriptionEventHandler,
): Router[] {
  return payments.provider.parseWebhook ? [webhookRoutes(db, payments, logger, subscriptionEvent)] : [];
}

/** The checkout's calls, plus the provider's own routes (the sandbox's script and "bank"). */
export function paymentRoutes(db: Db, payments: PaymentsService): Router[] {
  const own = payments.provider.routes?.({ db, payments });
  return own ? [own, paymentsRoutes(payments)] : [paymentsRoutes(payments)];
}
