/**
 * Cash on delivery on the payment step (decision 085): the server says whether this order may be paid to
 * the courier and for what fee, or why not; choosing it confirms the order at once. Part of the payment
 * step's chunk, never of the first view.
 */
import Banknote from "lucide-react/icons/banknote";
import LoaderCircle from "lucide-react/icons/loader-circle";
import { useEffect, useState } from "react";
import { formatRupees } from "@domain/money";
import type { OrderView } from "@domain/orders";
import { Button } from "~/components/ui/button";
import { ApiError } from "~/lib/api";
import { chooseCashOnDelivery, quoteCashOnDelivery, type CashQuote } from "./checkout-api";

type Props = {
  order: OrderView;
  accessToken: string;
  disabled: boolean;
  onConfirmed: (order: OrderView) => void;
};

export function CashOnDelivery({ order, accessToken, disabled, onConfirmed }: Props) {
  const [quote, setQuote] = useState<CashQuote | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    quoteCashOnDelivery(order.id, accessToken, controller.signal)
      .then(setQuote)
      .catch(() => undefined); // no answer: the section simply stays away
    return () => controller.abort();
  }, [order.id, order.totalPaise, accessToken]);

  if (!quote) return null;

  async function choose() {
    setBusy(true);
    setError(null);
    try {
      onConfirmed((await chooseCashOnDelivery(order.id, accessToken)).order);
    } catch (caught) {
      setError(
        caught instanceof ApiError
          ? (caught.serverMessage ?? "We couldn't confirm this order. Please try again.")
          : "We couldn't reach the shop. Please try again.",
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      aria-labelledby="cod-heading"
      className="rounded-2xl border border-coffee-800/10 bg-white p-4 text-sm sm:p-5"
    >
      <h3 id="cod-heading" className="flex items-center gap-2 text-base font-semibold">
        <Banknote aria-hidden className="size-5 text-coffee-600" />
        Cash on delivery
      </h3>
      {quote.available ? (
        <>
          <p className="mt-2 text-coffee-700">
            Pay {formatRupees(quote.totalWithFeePaise)} to the courier in cash or by UPI at your door. This includes a
            cash-on-delivery fee of {formatRupees(quote.feePaise)} + {formatRupees(quote.feeTaxPaise)} GST — paying
            online now saves it.
          </p>
          <Button
            type="button"
            variant="outline"
            className="mt-3 w-full sm:w-auto"
            onClick={() => void choose()}
            disabled={disabled || busy}
          >
            {busy ? <LoaderCircle aria-hidden className="animate-spin" /> : null}
            Place order — pay {formatRupees(quote.totalWithFeePaise)} on delivery
          </Button>
          {error ? (
            <p role="alert" className="mt-2 text-terracotta-600">
              {error}
            </p>
          ) : null}
        </>
      ) : (
        <p className="mt-2 text-coffee-600">{quote.reason} Please pay online above.</p>
      )}
    </section>
  );
}
