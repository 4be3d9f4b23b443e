/**
 * The provider's window for a subscription's mandate (decision 143): Razorpay's checkout.js opened with
 * the `subscription_id` — the subscriber pays the first delivery and authorises the renewals (card or
 * UPI Autopay). Its signed answer goes to our API, which reads the payment back from Razorpay before the
 * first delivery becomes an order. The script loads only when the subscriber presses the button.
 */
import CreditCard from "lucide-react/icons/credit-card";
import { useState } from "react";
import { formatRupees } from "@domain/money";
import { Button } from "~/components/ui/button";
import { apiRequest, errorMessage } from "~/lib/api";
import { loadProvider, type ProviderFailure } from "./provider-window";

type SubscriptionSuccess = {
  razorpay_payment_id: string;
  razorpay_subscription_id: string;
  razorpay_signature: string;
};

/** checkout.js's options for a subscription: the mandate's id instead of an order and amount. */
type SubscriptionOptions = {
  key: string;
  subscription_id: string;
  name: string;
  description: string;
  prefill: { name: string; email: string; contact: string };
  theme: { color: string };
  handler: (response: SubscriptionSuccess) => void;
  modal: { ondismiss: () => void };
};
type SubscriptionCheckout = {
  on: (event: "payment.failed", callback: (r: ProviderFailure) => void) => void;
  open: () => void;
};

export type SubscriptionWindowProps = {
  providerKey: string;
  mandateId: string;
  token: string;
  pricePaise: number;
  planName: string;
  prefill: { name: string; email: string; contact: string };
};

export function SubscriptionWindowButton({
  providerKey,
  mandateId,
  token,
  pricePaise,
  planName,
  prefill,
}: SubscriptionWindowProps) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  async function confirm(response: SubscriptionSuccess) {
    try {
      await apiRequest("POST", "/api/subscriptions/verify", {
        mandateId,
        token,
        paymentId: response.razorpay_payment_id,
        signature: response.razorpay_signature,
      });
      window.location.assign(`/subscription/manage?${new URLSearchParams({ token, welcome: "1" })}`);
    } catch (error) {
      setMessage(errorMessage(error, "We could not confirm your payment yet. Please try again."));
      setBusy(false);
    }
  }

  async function open() {
    setBusy(true);
    setMessage(null);
    try {
      const Checkout = (await loadProvider("razorpay")) as unknown as new (
        options: SubscriptionOptions,
      ) => SubscriptionCheckout;
      const checkout = new Checkout({
        key: providerKey,
        subscription_id: mandateId,
        name: "Bean & Bhūmi",
        description: `${planName} subscription`,
        prefill,
        theme: { color: "#2b1a12" },
        handler: (response) => void confirm(response),
        modal: { ondismiss: () => setBusy(false) },
      });
      checkout.on("payment.failed", (failure) => {
        setMessage(failure.error?.description ?? "Your payment didn't go through.");
        setBusy(false);
      });
      checkout.open();
    } catch (error) {
      setMessage(errorMessage(error, "The payment window could not be opened. Please try again."));
      setBusy(false);
    }
  }

  return (
    <div className="mt-6 flex flex-col gap-3">
      {message ? (
        <p role="alert" className="rounded-xl bg-terracotta-500/10 px-4 py-3 text-sm text-terracotta-600">
          {message}
        </p>
      ) : null}
      <Button type="button" size="lg" disabled={busy} onClick={() => void open()}>
        <CreditCard aria-hidden className="size-4" /> Pay {formatRupees(pricePaise)} and authorise
      </Button>
      <p className="text-xs text-coffee-500">
        Card or UPI Autopay in Razorpay&apos;s secure window. You can pause, skip or cancel from the link in every
        e-mail.
      </p>
    </div>
  );
}
