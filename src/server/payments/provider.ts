/**
 * One interface for every payment provider, chosen by PAYMENT_PROVIDER. The page opens the provider's
 * window with `key` and the provider order id; the window's signature is checked with `signingSecret`.
 */
import { randomBytes } from "node:crypto";

export type ProviderName = "sandbox" | "razorpay";

export type ProviderOrder = { id: string; amountPaise: number };

/** A payment as the provider reports it (Razorpay's payment entity, reduced to what we use). */
export type ProviderPayment = {
  id: string;
  status: "created" | "authorized" | "captured" | "refunded" | "failed";
  method: string | null;
  errorDescription: string | null;
};

export interface PaymentProvider {
  readonly name: ProviderName;
  /** Public key handed to the checkout window. */
  readonly key: string;
  /** Secret the checkout signature is made with (PAYMENT_SECRET or RAZORPAY_KEY_SECRET). */
  readonly signingSecret: string;
  createOrder(input: { receipt: string; amountPaise: number; notes: Record<string, string> }): Promise<ProviderOrder>;
  /** The payments made against a provider order, for the reconciler; absent when payments are only ever ours. */
  listPayments?(providerOrderId: string): Promise<ProviderPayment[]>;
}

export class ProviderUnavailableError extends Error {}

const ALPHANUMERIC = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** Razorpay-style ids: `order_` / `pay_` and 14 letters and digits. */
export function providerId(prefix: "order" | "pay"): string {
  const bytes = randomBytes(14);
  return `${prefix}_${[...bytes].map((byte) => ALPHANUMERIC[byte % ALPHANUMERIC.length]).join("")}`;
}
