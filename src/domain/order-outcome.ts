/**
 * Order rules the pages need in their first view, kept apart from `orders.ts` (which builds its zod
 * schemas when imported, ~20 KB of script a page should not load before the shopper submits a form).
 */
import type { OrderStatus, PaymentStatus } from "./orders";

/** Cancelled but paid: the money arrived after the stock had gone, so the shop owes a refund. */
export function refundDue(order: { status: OrderStatus; paymentStatus: PaymentStatus }): boolean {
  return order.status === "cancelled" && order.paymentStatus === "paid";
}
