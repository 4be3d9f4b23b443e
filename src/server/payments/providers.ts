/**
 * The server's half of the provider registry: one implementation per id of `@domain/payment-providers`
 * (decision 051). The `Record` makes a registry line without a folder — or a folder without a line —
 * fail the type check.
 */
import type { PaymentProviderId } from "@domain/payment-providers";
import type { PaymentProviderModule } from "./provider";
import { razorpayModule } from "./razorpay/razorpay.provider";
import { sandboxModule } from "./sandbox/sandbox.provider";

export const PROVIDER_MODULES: Readonly<Record<PaymentProviderId, PaymentProviderModule>> = {
  sandbox: sandboxModule,
  razorpay: razorpayModule,
};
