import type { ReactNode } from "react";
import { grindLabel } from "@domain/grind";
import { discountLabel } from "@domain/discounts";
import { formatRupees, type Paise } from "@domain/money";
import { TAX_RATE_PERCENT } from "@domain/totals";
import { ProductImage } from "~/components/product/product-image";

/** One coffee in a summary: picture, name, weight and method, quantity, line total. */
export function SummaryLine({
  image,
  name,
  weight,
  brewingMethod,
  chicoryPercent,
  quantity,
  unitPrice,
  total,
  children,
}: {
  image: string | null | undefined;
  name: string;
  weight: string | number;
  brewingMethod: string | null;
  /** A filter line's chicory share (decision 153). */
  chicoryPercent?: number | null;
  quantity: number;
  unitPrice: Paise;
  total: Paise;
  /** A note or action under the line (a changed price, not enough stock). */
  children?: ReactNode;
}) {
  return (
    <li className="flex gap-3 py-3">
      <div className="relative size-14 shrink-0">
        <ProductImage
          src={image}
          alt=""
          sizes="56px"
          loading="lazy"
          className="size-full rounded-xl bg-cream-100 object-cover"
        />
        <span
          className="absolute -right-1 -top-1 grid h-5 min-w-5 place-items-center rounded-full bg-coffee-800 px-1 text-[11px] font-bold text-cream-50"
          aria-hidden
        >
          {quantity}
        </span>
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-3">
          <p className="min-w-0 font-semibold leading-snug">{name}</p>
          <p className="shrink-0 font-semibold tabular-nums">{formatRupees(total)}</p>
        </div>
        <p className="text-sm text-coffee-500">
          {weight}g{brewingMethod ? ` · ${grindLabel(brewingMethod, chicoryPercent)}` : ""} · {quantity} ×{" "}
          {formatRupees(unitPrice)}
        </p>
        {children}
      </div>
    </li>
  );
}

/** Subtotal, shipping, tax and total as given (the server's figures once the order exists). */
export function TotalsList({
  subtotal,
  discount = 0,
  discountCode = null,
  shipping,
  tax,
  total,
}: {
  subtotal: Paise;
  discount?: Paise;
  discountCode?: string | null;
  shipping: Paise;
  tax: Paise;
  total: Paise;
}) {
  return (
    <dl className="space-y-2 text-sm">
      <div className="flex justify-between">
        <dt className="text-coffee-600">Subtotal</dt>
        <dd className="tabular-nums">{formatRupees(subtotal)}</dd>
      </div>
      {discount > 0 ? (
        <div className="flex justify-between text-forest-600">
          <dt>{discountLabel(discountCode)}</dt>
          <dd className="tabular-nums">−{formatRupees(discount)}</dd>
        </div>
      ) : null}
      <div className="flex justify-between">
        <dt className="text-coffee-600">Shipping</dt>
        <dd className="tabular-nums">{shipping === 0 ? "Free" : formatRupees(shipping)}</dd>
      </div>
      <div className="flex justify-between">
        <dt className="text-coffee-600">Tax (GST {TAX_RATE_PERCENT}%)</dt>
        <dd className="tabular-nums">{formatRupees(tax)}</dd>
      </div>
      <div className="flex justify-between border-t border-coffee-800/10 pt-3 text-base font-semibold">
        <dt>Total</dt>
        <dd className="tabular-nums">{formatRupees(total)}</dd>
      </div>
    </dl>
  );
}
