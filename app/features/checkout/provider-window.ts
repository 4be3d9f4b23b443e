/**
 * The payment provider's window. Both providers ship a script that defines a Razorpay-style
 * constructor (CONTRACT-6 "The provider window"); it is loaded only when the shopper pays.
 */
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
  theme: { color: string };
  handler: (response: ProviderSuccess) => void;
  modal: { ondismiss: () => void };
};

export type ProviderCheckout = {
  on: (event: "payment.failed", callback: (response: ProviderFailure) => void) => void;
  open: () => void;
};
type ProviderConstructor = new (options: ProviderOptions) => ProviderCheckout;

export const PROVIDER_SCRIPTS: Record<PaymentProvider, { src: string; global: string }> = {
  sandbox: { src: "/api/sandbox/checkout.js", global: "SandboxCheckout" },
  razorpay: { src: "https://checkout.razorpay.com/v1/checkout.js", global: "Razorpay" },
};

/** "Failed to load checkout.js": the spec's message, with the script's own file name. */
export function loadFailureMessage(provider: PaymentProvider): string {
  const file = PROVIDER_SCRIPTS[provider].src.split("/").pop() ?? "checkout.js";
  return `Failed to load ${file}`;
}

const loading = new Map<PaymentProvider, Promise<ProviderConstructor>>();

function constructorOf(provider: PaymentProvider): ProviderConstructor | undefined {
  const value = (window as unknown as Record<string, unknown>)[PROVIDER_SCRIPTS[provider].global];
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
      script.src = PROVIDER_SCRIPTS[provider].src;
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
