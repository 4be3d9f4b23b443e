/** Shipping, tax and totals: the cart shows them and the server charges them with these functions. */
import type { Paise } from "./money";

export const SHIPPING_FEE_PAISE: Paise = 5_000;
/** Orders of ₹1,000 or more ship free (see docs/spec-deviations.md on the boundary). */
export const FREE_SHIPPING_FROM_PAISE: Paise = 100_000;
export const TAX_RATE_PERCENT = 18;

export function shippingFor(subtotal: Paise): Paise {
  if (subtotal <= 0) return 0;
  return subtotal >= FREE_SHIPPING_FROM_PAISE ? 0 : SHIPPING_FEE_PAISE;
}

/** 18 % of the subtotal, rounded to the whole rupee. */
export function taxFor(subtotal: Paise): Paise {
  return Math.round((subtotal * TAX_RATE_PERCENT) / 10_000) * 100;
}

export type Totals = { subtotal: Paise; shipping: Paise; tax: Paise; total: Paise };

export function totalsFor(subtotal: Paise): Totals {
  const shipping = shippingFor(subtotal);
  const tax = taxFor(subtotal);
  return { subtotal, shipping, tax, total: subtotal + shipping + tax };
}

/** How much more buys free shipping; 0 when it is already free or the cart is empty. */
export function freeShippingShortfall(subtotal: Paise): Paise {
  if (subtotal <= 0) return 0;
  return Math.max(0, FREE_SHIPPING_FROM_PAISE - subtotal);
}

export type DiscountedTotals = Totals & { discount: Paise };

/**
 * The order's totals with a discount (decision 125): the discount comes off the subtotal before the
 * 18 % tax; shipping is decided on the subtotal BEFORE the discount (so the cart's "Add ₹X more" promise
 * holds whatever code is used), and a free-shipping code makes it 0.
 */
export function totalsWithDiscount(
  subtotal: Paise,
  discount: { discountPaise: Paise; freeShipping: boolean } | null,
): DiscountedTotals {
  const off = Math.min(discount?.discountPaise ?? 0, subtotal);
  const shipping = discount?.freeShipping ? 0 : shippingFor(subtotal);
  const tax = taxFor(subtotal - off);
  return { subtotal, discount: off, shipping, tax, total: subtotal - off + shipping + tax };
}
