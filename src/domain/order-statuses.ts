/**
 * The states an order and its payment move through (decision 005), in lifecycle order, each with the
 * words the shopper's order page shows; the database's checks and the admin's filters list the same keys.
 */
export const ORDER_STATUS_LABELS = {
  pending: "Awaiting payment",
  confirmed: "Confirmed",
  processing: "Being roasted",
  shipped: "Shipped",
  delivered: "Delivered",
  cancelled: "Cancelled",
} as const;
export type OrderStatus = keyof typeof ORDER_STATUS_LABELS;
export const ORDER_STATUSES = Object.keys(ORDER_STATUS_LABELS) as [OrderStatus, ...OrderStatus[]];

export const PAYMENT_STATUS_LABELS = {
  pending: "Payment pending",
  paid: "Paid",
  failed: "Not paid",
  refunded: "Refunded",
  partially_refunded: "Partly refunded",
  /** A cash-on-delivery order: confirmed, paid to the courier (decision 085). */
  due_on_delivery: "Due on delivery",
} as const;
export type PaymentStatus = keyof typeof PAYMENT_STATUS_LABELS;
export const PAYMENT_STATUSES = Object.keys(PAYMENT_STATUS_LABELS) as [PaymentStatus, ...PaymentStatus[]];
