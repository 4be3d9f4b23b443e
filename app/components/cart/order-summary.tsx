import Truck from "lucide-react/icons/truck";
import { discountLabel } from "@domain/discounts";
import { formatRupees } from "@domain/money";
import { freeShippingShortfall, TAX_RATE_PERCENT, totalsWithDiscount } from "@domain/totals";

/** A code the server priced for this cart ("Have a code?"). */
export type AppliedDiscount = { code: string; discountPaise: number; freeShipping: boolean };

/**
 * Subtotal, discount, shipping, tax and total from the same functions the server charges with. The
 * free-shipping nudge looks at the subtotal before any discount, as the server does (decision 125).
 */
export function OrderSummary({ subtotal, discount = null }: { subtotal: number; discount?: AppliedDiscount | null }) {
  const totals = totalsWithDiscount(subtotal, discount);
  const shortfall = discount?.freeShipping ? 0 : freeShippingShortfall(subtotal);
  return (
    <div>
      {shortfall > 0 ? (
        <p className="mb-4 flex items-center gap-2 rounded-2xl bg-gold-400/20 px-4 py-3 text-sm font-medium text-coffee-800">
          <Truck aria-hidden className="size-4 shrink-0 text-gold-500" />
          Add {formatRupees(shortfall)} more for free shipping!
        </p>
      ) : null}
      <dl className="space-y-2 text-sm">
        <div className="flex justify-between">
          <dt className="text-coffee-600">Subtotal</dt>
          <dd className="tabular-nums">{formatRupees(totals.subtotal)}</dd>
        </div>
        {totals.discount > 0 && discount ? (
          <div className="flex justify-between text-forest-600">
            <dt>{discountLabel(discount.code)}</dt>
            <dd className="tabular-nums">−{formatRupees(totals.discount)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between">
          <dt className="text-coffee-600">Shipping</dt>
          <dd className="tabular-nums">{totals.shipping === 0 ? "Free" : formatRupees(totals.shipping)}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-coffee-600">Tax (GST {TAX_RATE_PERCENT}%)</dt>
          <dd className="tabular-nums">{formatRupees(totals.tax)}</dd>
        </div>
        <div className="flex justify-between border-t border-coffee-800/10 pt-3 text-base font-semibold">
          <dt>Total</dt>
          <dd className="tabular-nums">{formatRupees(totals.total)}</dd>
        </div>
      </dl>
    </div>
  );
}
