/**
 * Two parts of the order page: a cash-on-delivery order's "pay now and save the fee" (decision 086), and
 * the order's refunds on its timeline — how much, on its way or back, and the credit note (decision 052).
 */
import Banknote from "lucide-react/icons/banknote";
import LoaderCircle from "lucide-react/icons/loader-circle";
import Undo2 from "lucide-react/icons/undo-2";
import { useState } from "react";
import { feeWithTax } from "@domain/cash-on-delivery";
import { formatRupees } from "@domain/money";
import type { OrderView, ShopperRefund } from "@domain/orders";
import { Button } from "~/components/ui/button";
import { ApiError } from "~/lib/api";
import { payAhead } from "./orders-api";

const day = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});

/** Before dispatch a cash order may still be paid online, without the fee. */
export function PayAhead({ order, accessToken }: { order: OrderView; accessToken: string | null }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const saving = feeWithTax(order);
  const beforeDispatch = order.status === "confirmed" || order.status === "processing";
  async function pay() {
    if (!accessToken) return;
    setBusy(true);
    setError(null);
    try {
      window.location.assign((await payAhead(order.id, accessToken)).url);
    } catch (caught) {
      setError(caught instanceof ApiError ? (caught.serverMessage ?? caught.message) : "Please try again.");
      setBusy(false);
    }
  }
  return (
    <div className="mt-4 rounded-xl bg-cream-100 p-4 text-sm">
      <p className="flex items-start gap-2 text-coffee-700">
        <Banknote aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span>
          Cash on delivery: please keep {formatRupees(order.totalPaise)} ready for the courier (cash or UPI at the
          door).
        </span>
      </p>
      {accessToken && beforeDispatch && saving > 0 ? (
        <>
          <Button type="button" variant="accent" className="mt-3" onClick={() => void pay()} disabled={busy}>
            {busy ? <LoaderCircle aria-hidden className="animate-spin" /> : null}
            Pay {formatRupees(order.totalPaise - saving)} now by UPI and save {formatRupees(saving)}
          </Button>
          {error ? (
            <p role="alert" className="mt-2 text-terracotta-600">
              {error}
            </p>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

function refundLine(refund: ShopperRefund): string {
  const amount = formatRupees(refund.amountPaise);
  if (refund.status === "processed")
    return `${amount} refunded on ${day.format(new Date(refund.updatedAt))}${refund.creditNoteNumber ? ` · credit note ${refund.creditNoteNumber}` : ""}. Banks take 5–7 working days to show it.`;
  if (refund.status === "pending")
    return `${amount} refund started on ${day.format(new Date(refund.createdAt))}: on its way.`;
  return `A refund of ${amount} did not go through; we will contact you.`;
}

export function OrderRefunds({ refunds }: { refunds: ShopperRefund[] | undefined }) {
  if (!refunds || refunds.length === 0) return null;
  return (
    <section aria-labelledby="refunds-heading" className="rounded-2xl border border-coffee-800/10 bg-white p-5 text-sm">
      <h3 id="refunds-heading" className="flex items-center gap-2 font-semibold">
        <Undo2 aria-hidden className="size-4" /> Refunds
      </h3>
      <ul className="mt-2 space-y-1.5 text-coffee-700">
        {refunds.map((refund, index) => (
          <li key={index}>{refundLine(refund)}</li>
        ))}
      </ul>
    </section>
  );
}
