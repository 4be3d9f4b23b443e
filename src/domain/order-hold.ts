/** How long an unpaid order holds its bags (no zod here: the order pages import it in their first view). */

/** An unpaid order holds its stock this long, then expires (cancelled, payment failed, stock back). */
export const ORDER_HOLD_MINUTES = 30;
/** …and this long when it holds a limited release, so a drop's unpaid bags return sooner (decision 032). */
export const SCARCE_HOLD_MINUTES = 15;

/** How long an order was given to be paid, in whole minutes, from its dates (for the page's words). */
export function holdMinutesOf(order: { createdAt: string; expiresAt: string | null }): number {
  if (!order.expiresAt) return ORDER_HOLD_MINUTES;
  return Math.round((Date.parse(order.expiresAt) - Date.parse(order.createdAt)) / 60_000);
}
