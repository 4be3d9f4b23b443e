import Clock from "lucide-react/icons/clock";
import LoaderCircle from "lucide-react/icons/loader-circle";
import LockKeyhole from "lucide-react/icons/lock-keyhole";
import { useMemo, useState } from "react";
import type { CartItem } from "@domain/cart";
import { formatRupees } from "@domain/money";
import type { OrderView } from "@domain/orders";
import { Button } from "~/components/ui/button";
import { toast } from "~/lib/toast";
import type { PaymentDetails, PaymentProvider } from "./checkout-api";
import { orderDifferences } from "./order-differences";
import { DifferencesNotice, OrderSummaryPanel } from "./order-summary-panel";
import { CashOnDelivery } from "./cash-on-delivery";
import { PaymentMethods, type MethodChoice } from "./payment-methods";
import { StepHeading } from "./step-heading";
import { usePayment } from "./use-payment";
import { holdMinutesOf } from "@domain/order-hold";
import { PAYMENT_MESSAGES } from "@domain/payment-inputs";
import { PAYMENT_PROVIDERS } from "@domain/payment-providers";

const holdTime = new Intl.DateTimeFormat("en-IN", { hour: "numeric", minute: "2-digit" });

type Props = {
  provider: PaymentProvider;
  order: OrderView;
  accessToken: string;
  amount: number;
  /** The cart as it was sent, to say what the server changed. */
  cart: CartItem[];
  imageOf: (productId: number | null) => string | null;
  onPaid: (order: OrderView) => void;
  onUnpayable: (message: string, outOfStock: boolean) => void;
  onEdit: () => void;
  /** The step replaced another one: take focus. */
  focus: boolean;
};

function paymentDetails(choice: MethodChoice): PaymentDetails | undefined {
  if (choice.method === "upi" && choice.upiApp) return { upiApp: choice.upiApp };
  if (choice.method === "netbanking" && choice.bank) return { bank: choice.bank };
  if (choice.method === "card") return { cardType: "credit" };
  return undefined;
}

/** Step 2: the server's order, the method choice, and the provider's window. */
export default function PaymentStep({
  provider,
  order,
  accessToken,
  amount,
  cart,
  imageOf,
  onPaid,
  onUnpayable,
  onEdit,
  focus,
}: Props) {
  const [choice, setChoice] = useState<MethodChoice>({ method: "provider", upiApp: null, bank: null });
  const [missing, setMissing] = useState<"upiApp" | "bank" | null>(null);
  const { phase, pay, checkAgain } = usePayment({ provider, order, accessToken, amount, onPaid, onUnpayable });
  const differences = useMemo(() => orderDifferences(cart, order), [cart, order]);
  const busy = phase === "starting" || phase === "open" || phase === "verifying";
  // Declined now, or before a reload: the server gave the bags back, so nothing is set aside any more.
  const declined = phase === "failed" || (phase === "idle" && order.paymentStatus === "failed");
  const { shippingAddress: address } = order;

  function choose(next: MethodChoice) {
    setChoice(next);
    if ((missing === "upiApp" && next.upiApp) || (missing === "bank" && next.bank) || next.method !== choice.method)
      setMissing(null);
  }

  function submit() {
    if (choice.method === "upi" && !choice.upiApp) {
      setMissing("upiApp");
      toast({ title: "Select UPI App", description: PAYMENT_MESSAGES.chooseUpiApp, variant: "destructive" });
      return;
    }
    if (choice.method === "netbanking" && !choice.bank) {
      setMissing("bank");
      toast({ title: "Select Bank", description: PAYMENT_MESSAGES.chooseBank, variant: "destructive" });
      return;
    }
    void pay(choice.method, paymentDetails(choice));
  }

  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-12">
      <div className="min-w-0 space-y-6">
        <StepHeading focus={focus}>Payment</StepHeading>
        <DifferencesNotice differences={differences} />
        <section
          aria-label="Delivering to"
          className="flex items-start justify-between gap-4 rounded-2xl border border-coffee-800/10 bg-white p-4 text-sm"
        >
          <div className="min-w-0">
            <p className="font-semibold">
              {order.gift ? `A gift for ${order.gift.recipientName}` : `Delivering to ${order.customerName}`}
            </p>
            <p className="mt-1 text-coffee-600">
              {address.street}, {address.city}, {address.state} {address.pincode}
            </p>
            <p className="mt-1 break-words text-coffee-500">
              {order.gift ? `${order.gift.recipientPhone} · from ` : null}
              {order.customerPhone} · {order.customerEmail}
            </p>
          </div>
          <button
            type="button"
            onClick={onEdit}
            disabled={busy}
            className="shrink-0 rounded-full px-3 py-2 font-medium text-coffee-600 underline-offset-4 hover:underline disabled:opacity-50"
          >
            Edit
          </button>
        </section>
        <PaymentMethods
          windowName={PAYMENT_PROVIDERS[provider].windowName}
          choice={choice}
          onChange={choose}
          missing={missing}
          disabled={busy}
        />
        {phase === "unconfirmed" ? (
          <div
            role="status"
            className="rounded-2xl border border-gold-500/60 bg-gold-400/15 p-4 text-sm text-coffee-700"
          >
            <p className="font-semibold text-coffee-800">We couldn't confirm this payment yet.</p>
            <p className="mt-1">
              If money left your account, please don't pay again: it is matched to order {order.orderNumber}{" "}
              automatically, and we'll email you when it is confirmed.
            </p>
            <Button type="button" variant="outline" size="sm" className="mt-3" onClick={() => void checkAgain()}>
              Check payment status
            </Button>
          </div>
        ) : null}
        {declined ? (
          <div role="alert" className="rounded-2xl border border-terracotta-500/40 bg-terracotta-500/10 p-4 text-sm">
            <p className="font-semibold text-terracotta-600">Your payment didn't go through.</p>
            <p className="mt-1 text-coffee-700">
              Nothing was charged. Try again, or choose another way to pay — order {order.orderNumber} stays the same.
            </p>
          </div>
        ) : null}
        <div>
          <Button type="button" size="lg" className="w-full sm:w-auto sm:min-w-64" onClick={submit} disabled={busy}>
            {busy ? <LoaderCircle aria-hidden className="animate-spin" /> : <LockKeyhole aria-hidden />}
            {phase === "verifying"
              ? "Confirming your payment…"
              : phase === "starting"
                ? "Opening secure payment…"
                : phase === "open"
                  ? "Waiting for payment…"
                  : `Pay ${formatRupees(order.totalPaise)}`}
          </Button>
          <p className="mt-3 flex items-start gap-2 text-sm text-coffee-500">
            <Clock aria-hidden className="mt-0.5 size-4 shrink-0" />
            {declined
              ? "Your coffee is no longer set aside: it is yours again when the payment goes through, while stock lasts."
              : order.expiresAt
                ? `Your coffee is set aside for you until ${holdTime.format(new Date(order.expiresAt))}. Unpaid orders are released after ${holdMinutesOf(order)} minutes.`
                : "Your coffee is set aside for you while you pay."}
          </p>
        </div>
        <CashOnDelivery order={order} accessToken={accessToken} disabled={busy} onConfirmed={onPaid} />
      </div>
      <OrderSummaryPanel order={order} imageOf={imageOf} />
    </div>
  );
}
