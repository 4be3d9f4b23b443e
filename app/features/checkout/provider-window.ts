/**
 * The payment provider's window. Every provider ships a script that defines a Razorpay-style
 * constructor (its registry entry in `@domain/payment-providers` names the script and the global);
 * it is loaded only when the shopper pays.
 */
import { PAYMENT_PROVIDERS } from "@domain/payment-providers";
import type { PaymentProvider } from "./checkout-api";

export type ProviderSuccess = { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };
export type ProviderFailure = {
  error?: {
    code?: string;
    description?: string;
    reason?: string;
    metadata?: { order_id?: string; payment_id?: string };
  };
};

export type ProviderOptions = {
  key: string;
  amount: number;
  currency: "INR";
  order_id: string;
  name: string;
  description: string;
  prefill: { name: string; email: string; contact: string; method?: string; bank?: string; upiApp?: string };
  notes?: Record<string, string>;
  /** The order's token, for a window of our own that calls our API (`window.takesOrderToken`). */
  order_token?: string;
  theme: { color: string };
  handler: (response: ProviderSuccess) => void;
  modal: { ondismiss: () => void };
};

export type ProviderCheckout = {
  on: (event: "payment.failed", callback: (response: ProviderFailure) => void) => void;
  open: () => void;
};
type ProviderConstructor = new (options: ProviderOptions) => ProviderCheckout;

const scriptOf = (provider: PaymentProvider) => PAYMENT_PROVIDERS[provider].window;

/** "Failed to load checkout.js": the message the shop has always shown, with the script's own file name. */
export function loadFailureMessage(provider: PaymentProvider): string {
  const file = scriptOf(provider).src.split("/").pop() ?? "checkout.js";
  return `Failed to load ${file}`;
}

const loading = new Map<PaymentProvider, Promise<ProviderConstructor>>();

function constructorOf(provider: PaymentProvider): ProviderConstructor | undefined {
  const value = (window as unknown as Record<string, unknown>)[scriptOf(provider).global];
  return typeof value === "function" ? (value as ProviderConstructor) : undefined;
}

/** Adds the provider's script once; a failed load is forgotten, so the next attempt tries again. */
export function loadProvider(provider: PaymentProvider): Promise<ProviderConstructor> {
  const ready = constructorOf(provider);
  if (ready) return Promise.resolve(ready);
  let promise = loading.get(provider);
  if (!promise) {
    promise = new Promise<ProviderConstructor>((resolve, reject) => {
      const script = document.createElement("script");
      script.src = scriptOf(provider).src;
      script.async = true;
      script.dataset.paymentProvider = provider;
      const fail = () => {
        script.remove();
        reject(new Error(loadFailureMessage(provider)));
      };
      script.onload = () => {
        const loaded = constructorOf(provider);
        if (loaded) resolve(loaded);
        else fail();
      };
      script.onerror = fail;
      document.head.append(script);
    });
    promise.catch(() => loading.delete(provider));
    loading.set(provider, promise);
  }
  return promise;
}
