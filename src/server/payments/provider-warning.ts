/**
 * The sandbox takes no real money, so a shop that went live without choosing a provider would sell
 * coffee for nothing. It stays the default (`npm start` works with no settings), but in production a
 * default that nobody chose is said loudly at start (decision 050).
 */
import { PAYMENT_PROVIDERS } from "@domain/payment-providers";
import type { Config } from "../config";

export function paymentProviderWarning(
  config: Pick<Config, "NODE_ENV" | "PAYMENT_PROVIDER" | "paymentProviderChosen">,
): string | null {
  if (config.NODE_ENV !== "production" || config.paymentProviderChosen) return null;
  if (!PAYMENT_PROVIDERS[config.PAYMENT_PROVIDER].testMode) return null;
  return `PAYMENT_PROVIDER is not set, so checkout uses the built-in "${config.PAYMENT_PROVIDER}" provider: NO REAL MONEY is taken and every order is paid in test mode. Set PAYMENT_PROVIDER=razorpay (with RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET) to take payments, or PAYMENT_PROVIDER=sandbox to keep test mode on purpose. See README.md, "Payments".`;
}
