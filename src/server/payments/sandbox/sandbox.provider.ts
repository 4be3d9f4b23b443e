/**
 * The built-in provider (no real money): it creates its order ids itself and signs exactly as
 * Razorpay does, with PAYMENT_SECRET or a per-installation secret. Its window and its "bank" are
 * served by sandbox.routes.ts.
 */
import { providerId, type PaymentProvider } from "../provider";

export const SANDBOX_KEY = "sandbox";

export function createSandboxProvider(secret: string): PaymentProvider {
  return {
    name: "sandbox",
    key: SANDBOX_KEY,
    signingSecret: secret,
    async createOrder({ amountPaise }) {
      return { id: providerId("order"), amountPaise };
    },
  };
}
