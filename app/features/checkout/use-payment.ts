/**
 * Paying for an order that exists: process-payment → {provider}/create-order → the provider's
 * window → verify-payment, with every toast of the payment step. A failure or a cancel leaves the
 * shopper on the payment step to try again on the SAME order (decision 005, order and payment states).
 */
import { useRef, useState } from "react";
import type { OrderView } from "@domain/orders";
import type { PaymentMethod } from "@domain/payment-providers";
import { OUT_OF_STOCK_TOAST } from "~/features/cart";
import { fetchOwnOrder } from "~/features/orders";
import { PAYMENT_PROVIDERS } from "@domain/payment-providers";
import { toast } from "~/lib/toast";
import { ApiError } from "~/lib/api";
import {
  createProviderOrder,
  processPayment,
  verifyPayment,
  type PaymentDetails,
  type PaymentProvider,
} from "./checkout-api";
import { loadProvider, type ProviderSuccess } from "./provider-window";

/** idle: ready to pay · starting: asking the server and loading the window · open: the window is up ·
 *  verifying: checking the signature · unconfirmed: paid in the window but not verified yet ·
 *  failed: the provider declined the last try (the server released the stock); ready to pay again. */
export type PaymentPhase = "idle" | "starting" | "open" | "verifying" | "unconfirmed" | "failed";

const BRAND_COLOR = "#2b1a12";

type Options = {
  provider: PaymentProvider;
  order: OrderView;
  accessToken: string;
  /** Rupees, as the 201 answer's `paymentStatus.amount`. */
  amount: number;
  onPaid: (order: OrderView) => void;
  /** The order can no longer be paid (expired, cancelled, or its coffee sold meanwhile); back to details. */
  onUnpayable: (message: string, outOfStock: boolean) => void;
};

/** A step of the flow that failed, with what to show for it. */
class StepError extends Error {
  constructor(
    message: string,
    readonly cause: unknown,
  ) {
    super(message);
  }
}

export function usePayment({ provider, order, accessToken, amount, onPaid, onUnpayable }: Options) {
  const [phase, setPhase] = useState<PaymentPhase>("idle");
  const phaseRef = useRef<PaymentPhase>("idle");
  const move = (next: PaymentPhase) => {
    phaseRef.current = next;
    setPhase(next);
  };

  /** The order as the server has it now (paid by a webhook meanwhile, or expired); null when unreachable. */
  async function fresh(): Promise<OrderView | null> {
    try {
      return (await fetchOwnOrder(order.orderNumber, accessToken)).order;
    } catch {
      return null;
    }
  }

  /** A 409 before the window opened: sold out meanwhile, already paid, or expired. */
  async function conflict(error: ApiError) {
    if (error.numberField("productId") !== undefined) {
      toast(OUT_OF_STOCK_TOAST);
      onUnpayable(error.serverMessage ?? "A coffee in your order sold out meanwhile.", true);
      return;
    }
    const now = await fresh();
    if (now?.paymentStatus === "paid") onPaid(now);
    else onUnpayable(error.serverMessage ?? "This order can no longer be paid.", false);
  }

  async function verify(providerName: PaymentProvider, response: ProviderSuccess) {
    move("verifying");
    try {
      const result = await verifyPayment(
        providerName,
        {
          providerOrderId: response.razorpay_order_id,
          providerPaymentId: response.razorpay_payment_id,
          signature: response.razorpay_signature,
          orderId: order.id,
        },
        accessToken,
      );
      if (!result.success) throw new Error(result.message);
      // Paid after the last bags went (a refund is due): the confirmation page says so instead of celebrating.
      if (result.order.status !== "cancelled")
        toast({ title: "Payment Successful", description: "Your order has been confirmed!" });
      onPaid(result.order);
    } catch {
      toast({
        title: "Payment Verification Failed",
        description: "Please contact support if amount was deducted",
        variant: "destructive",
      });
      move("unconfirmed");
    }
  }

  async function pay(method: PaymentMethod, details?: PaymentDetails) {
    if (phaseRef.current === "starting" || phaseRef.current === "open" || phaseRef.current === "verifying") return;
    move("starting");
    const customer = { name: order.customerName, email: order.customerEmail, phone: order.customerPhone ?? "" };
    let opened;
    try {
      const processed = await processPayment(order.id, method, details, accessToken).catch((error: unknown) => {
        throw new StepError((error instanceof ApiError && error.serverMessage) || "Failed to initiate payment", error);
      });
      const providerName = processed.provider ?? provider;
      // The provider order and the provider's script at the same time: the window opens sooner.
      const [providerOrder, Checkout] = await Promise.all([
        createProviderOrder(providerName, { amount, orderId: order.id, customerInfo: customer }, accessToken).catch(
          (error: unknown) => {
            throw new StepError(
              (error instanceof ApiError && error.serverMessage) || "Failed to create payment order",
              error,
            );
          },
        ),
        loadProvider(providerName),
      ]);
      opened = { providerName, providerOrder, Checkout, prefill: processed.prefill };
    } catch (error) {
      move("idle");
      const cause = error instanceof StepError ? error.cause : error;
      if (cause instanceof ApiError && cause.status === 409) return conflict(cause);
      toast({
        title: "Payment Error",
        description: error instanceof Error && error.message ? error.message : "Failed to initiate payment",
        variant: "destructive",
      });
      return;
    }

    const { providerName, providerOrder, Checkout, prefill } = opened;
    const checkout = new Checkout({
      key: providerOrder.key,
      amount: providerOrder.amount,
      currency: "INR",
      order_id: providerOrder.orderId,
      name: "Bean & Bhūmi",
      description: `Order ${order.orderNumber}`,
      prefill: { name: customer.name, email: customer.email, contact: customer.phone, ...prefill },
      notes: { orderNumber: order.orderNumber },
      // Only a window that is our own (the sandbox's) calls our API itself and needs the order's token.
      ...(PAYMENT_PROVIDERS[providerName].window.takesOrderToken ? { order_token: accessToken } : {}),
      theme: { color: BRAND_COLOR },
      handler: (response) => void verify(providerName, response),
      modal: {
        ondismiss: () => {
          // Razorpay calls this also when the shopper closes the window after a failed try: 'Payment Failed' stays.
          if (phaseRef.current !== "open") return;
          move("idle");
          toast({ title: "Payment Cancelled", description: "You cancelled the payment process" });
        },
      },
    });
    checkout.on("payment.failed", () => {
      toast({
        title: "Payment Failed",
        description: "Please try again or use another payment method",
        variant: "destructive",
      });
      if (phaseRef.current === "open") move("failed");
    });
    move("open");
    checkout.open();
  }

  /** After a verification failure: the webhook may have confirmed the payment meanwhile. */
  async function checkAgain() {
    const now = await fresh();
    if (now?.paymentStatus === "paid") onPaid(now);
    else if (now?.status === "cancelled")
      onUnpayable(`Order ${now.orderNumber} expired before it was paid. Nothing was charged.`, false);
    else if (now) {
      toast({ title: "Not paid yet", description: "We haven't received this payment. You can try again." });
      move("idle");
    }
  }

  return { phase, pay, checkAgain };
}
