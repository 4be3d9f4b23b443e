/** The orders CSV: one row an order, times in India time. */
import type { OrderView } from "@domain/orders";
import { paymentMethodLabel } from "@domain/payment-providers";
import { istDateTime, toCsv } from "../../http/csv";

const CSV_HEADER = [
  "Order number",
  "Placed (IST)",
  "Customer",
  "Email",
  "Phone",
  "Street",
  "City",
  "State",
  "Pincode",
  "Items",
  "Subtotal",
  "Shipping",
  "Tax",
  "Total",
  "Status",
  "Payment status",
  "Payment method",
  "Tracking number",
  "Paid (IST)",
  "Shipped (IST)",
  "Delivered (IST)",
  "Cancelled (IST)",
];
const at = (iso: string | null) => istDateTime(iso ? new Date(iso) : null);

function csvRow(o: OrderView) {
  const items = o.items.map((i) => `${i.productName} ${i.weight}g × ${i.quantity}`).join("; ");
  const a = o.shippingAddress;
  return [
    o.orderNumber,
    at(o.createdAt),
    o.customerName,
    o.customerEmail,
    o.customerPhone,
    a.street,
    a.city,
    a.state,
    a.pincode,
    items,
    o.subtotal,
    o.shipping,
    o.tax,
    o.totalAmount,
    o.status,
    o.paymentStatus,
    o.paymentMethod ? paymentMethodLabel(o.paymentMethod) : "",
    o.trackingNumber,
    at(o.paidAt),
    at(o.shippedAt),
    at(o.deliveredAt),
    at(o.cancelledAt),
  ];
}

export const ordersCsv = (list: OrderView[]) => toCsv(CSV_HEADER, list.map(csvRow));
