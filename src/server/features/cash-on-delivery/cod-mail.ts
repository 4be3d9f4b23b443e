/** The confirmation of a cash-on-delivery order: what to pay the courier, and "pay now and save the fee". */
import { addressLine, type Invoice } from "@domain/invoice";
import { formatRupees } from "@domain/money";
import type { OrderView } from "@domain/orders";
import { feeWithTax } from "@domain/cash-on-delivery";
import { renderMail } from "../../mail/layout";
import type { OutgoingMail } from "../../mail/outbox";
import { promiseBlocks } from "../orders/order-mail";

export function codConfirmationMail(order: OrderView, invoice: Invoice, link: string): OutgoingMail {
  const firstName = order.customerName.split(/\s+/)[0] ?? order.customerName;
  const saving = feeWithTax(order);
  const prepaidTotal = order.totalPaise - saving;
  const { text, html } = renderMail({
    preheader: `Order ${order.orderNumber} is confirmed: pay ${formatRupees(order.totalPaise)} on delivery, or ${formatRupees(prepaidTotal)} now by UPI.`,
    heading: `Thank you, ${firstName} — your order is confirmed`,
    blocks: [
      {
        kind: "paragraph",
        text: `Order ${order.orderNumber} is confirmed for cash on delivery. Please keep ${formatRupees(order.totalPaise)} ready for the courier (cash or UPI at the door).`,
      },
      ...promiseBlocks(order),
      {
        kind: "rows",
        heading: "Your order",
        rows: [
          ...order.items.map((item) => ({
            label: `${item.productName} · ${item.weight} g × ${item.quantity}`,
            value: formatRupees(item.totalPricePaise),
          })),
          { label: "Subtotal", value: formatRupees(order.subtotalPaise) },
          { label: "Shipping", value: order.shippingPaise === 0 ? "Free" : formatRupees(order.shippingPaise) },
          { label: "Cash on delivery fee", value: formatRupees(order.codFeePaise) },
          { label: "GST (18 %)", value: formatRupees(order.taxPaise) },
          { label: "To pay on delivery", value: formatRupees(order.totalPaise), strong: true },
        ],
      },
      {
        kind: "paragraph",
        text: `Pay now by UPI and save the fee: ${formatRupees(prepaidTotal)} instead of ${formatRupees(order.totalPaise)}, before we send your coffee.`,
      },
      { kind: "button", label: `Pay ${formatRupees(prepaidTotal)} now and save ${formatRupees(saving)}`, url: link },
      {
        kind: "rows",
        heading: "Delivering to",
        rows: [{ label: order.customerName, value: addressLine(order.shippingAddress) }],
      },
      {
        kind: "note",
        text: `${invoice.isTaxInvoice ? "Your tax invoice" : "Your receipt"} is on the order page. We roast your coffee to order and send it within two working days; the courier will call ${order.customerPhone ?? "you"} before delivery.`,
      },
    ],
  });
  return {
    to: order.customerEmail,
    subject: `Order ${order.orderNumber} confirmed — cash on delivery — Bean & Bhūmi`,
    text,
    html,
    template: "order-cod-confirmation",
  };
}
