/**
 * The order this browser is paying for, kept until it is paid or given up, so a reload or a closed
 * tab comes back to the SAME order (never a second one) — or to its confirmation when the
 * provider's webhook marked it paid meanwhile.
 */
export const PENDING_ORDER_KEY = "checkoutOrder";

export type PendingOrder = {
  orderNumber: string;
  accessToken: string;
  /** The cart as it was sent: a different cart later means this order no longer fits it. */
  cartKey: string;
};

export function readPendingOrder(): PendingOrder | null {
  try {
    const raw = window.localStorage.getItem(PENDING_ORDER_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<PendingOrder>;
    if (
      typeof value.orderNumber !== "string" ||
      typeof value.accessToken !== "string" ||
      typeof value.cartKey !== "string"
    )
      return null;
    return { orderNumber: value.orderNumber, accessToken: value.accessToken, cartKey: value.cartKey };
  } catch {
    return null;
  }
}

export function savePendingOrder(pending: PendingOrder): void {
  try {
    window.localStorage.setItem(PENDING_ORDER_KEY, JSON.stringify(pending));
  } catch {
    // Without storage a reload starts over; the unpaid order expires and gives its stock back.
  }
}

export function clearPendingOrder(): void {
  try {
    window.localStorage.removeItem(PENDING_ORDER_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
