/**
 * The mail a shopper gets once an order is paid: lines, totals, delivery address, what happens next,
 * a link to the order, and a GST tax invoice (CGST + SGST within Karnataka, IGST elsewhere, HSN 0901)
 * when the shop has a GSTIN, a plain receipt otherwise. And the note for money that arrived too late.
 */
import { SAC_COD_FEE } from "@domain/cash-on-delivery";
import { deliveredByLabel } from "@domain/delivery-date";
import { addressLine, discountLabel, type Invoice } from "@domain/invoice";
import { formatRupees } from "@domain/money";
import type { OrderView } from "@domain/orders";
import { renderMail, type MailBlock } from "../../mail/layout";
import type { OutgoingMail } from "../../mail/outbox";

/**
 * The order page for `order`, with the token that lets its mailbox read it (decision 033) — never the
 * e-mail address, which the sequential order number would make a key anyone could guess.
 */
export function orderUrl(origin: string, order: Pick<OrderView, "orderNumber">, linkToken: string): string {
  const query = new URLSearchParams({ order: order.orderNumber, token: linkToken });
  return `${origin.replace(/\/+$/, "")}/orders?${query}`;
}

const indianDate = (iso: string) =>
  new Date(iso).toLocaleDateString("en-IN", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Asia/Kolkata",
  });

/** "Delivered by Tue 1 Dec to 560001": the day promised when the order was placed (decision 150). */
export function promiseBlocks(order: Pick<OrderView, "promisedDeliveryOn" | "shippingAddress">): MailBlock[] {
  if (!order.promisedDeliveryOn) return [];
  const text = `${deliveredByLabel(order.promisedDeliveryOn)} to ${order.shippingAddress.pincode}.`;
  return [{ kind: "paragraph", text }];
}

/** Where the parcel goes; a gift (decision 154) names its recipient and repeats the message for the slip. */
export function deliveringTo(order: OrderView): MailBlock[] {
  const address = addressLine(order.shippingAddress);
  if (!order.gift)
    return [{ kind: "rows", heading: "Delivering to", rows: [{ label: order.customerName, value: address }] }];
  const { recipientName, recipientPhone, message } = order.gift;
  return [
    {
      kind: "rows",
      heading: "A gift, delivering to",
      rows: [
        { label: recipientName, value: `${address} · ${recipientPhone}` },
        ...(message ? [{ label: "Your message on the packing slip", value: message }] : []),
      ],
    },
    { kind: "paragraph", text: "The parcel carries your message and no prices; the invoice comes only to you." },
  ];
}

function lineRows(order: OrderView): MailBlock {
  return {
    kind: "rows",
    heading: "Your order",
    rows: [
      ...order.items.map((item) => ({
        label: `${item.productName} · ${item.weight} g × ${item.quantity}`,
        value: formatRupees(item.totalPricePaise),
      })),
      { label: "Subtotal", value: formatRupees(order.subtotalPaise) },
      ...(order.discountPaise > 0
        ? [{ label: discountLabel(order.discountCode), value: `−${formatRupees(order.discountPaise)}` }]
        : []),
      { label: "Shipping", value: order.shippingPaise === 0 ? "Free" : formatRupees(order.shippingPaise) },
      { label: "GST (18 %)", value: formatRupees(order.taxPaise) },
      { label: "Total paid", value: formatRupees(order.totalPaise), strong: true },
    ],
  };
}

function invoiceRows(invoice: Invoice): MailBlock {
  const tax =
    invoice.split.kind === "intra"
      ? [
          { label: "CGST 9 %", value: formatRupees(invoice.split.cgst) },
          { label: "SGST 9 %", value: formatRupees(invoice.split.sgst) },
        ]
      : [{ label: "IGST 18 %", value: formatRupees(invoice.split.igst) }];
  const head = [
    { label: invoice.isTaxInvoice ? "Invoice no." : "Receipt no.", value: invoice.number },
    { label: "Date", value: indianDate(invoice.date) },
    { label: "Sold by", value: `${invoice.seller.name}, ${invoice.seller.address}` },
  ];
  if (!invoice.isTaxInvoice) {
    return {
      kind: "rows",
      heading: "Receipt",
      rows: [
        ...head,
        { label: "Billed to", value: invoice.buyer.name },
        { label: "Amount paid", value: formatRupees(invoice.totalPaise), strong: true },
      ],
    };
  }
  return {
    kind: "rows",
    heading: "Tax invoice",
    rows: [
      ...head,
      { label: "GSTIN", value: invoice.seller.gstin ?? "" },
      { label: "Billed to", value: [invoice.buyer.name, invoice.buyer.address].filter(Boolean).join(", ") },
      ...(invoice.shipTo ? [{ label: "Shipped to", value: `${invoice.shipTo.name}, ${invoice.shipTo.address}` }] : []),
      { label: "Place of supply", value: invoice.placeOfSupply },
      ...invoice.lines.map((line) => ({
        label: `${line.description} × ${line.quantity} (HSN ${line.hsn})`,
        value: formatRupees(line.totalPaise),
      })),
      ...(invoice.discountPaise > 0
        ? [
            { label: "Subtotal", value: formatRupees(invoice.subtotalPaise) },
            { label: discountLabel(invoice.discountCode), value: `−${formatRupees(invoice.discountPaise)}` },
          ]
        : []),
      ...(invoice.codFeePaise > 0
        ? [{ label: `Cash on delivery fee (SAC ${SAC_COD_FEE})`, value: formatRupees(invoice.codFeePaise) }]
        : []),
      { label: "Taxable value", value: formatRupees(invoice.taxablePaise) },
      ...tax,
      { label: "Shipping", value: invoice.shippingPaise === 0 ? "Free" : formatRupees(invoice.shippingPaise) },
      { label: "Invoice total", value: formatRupees(invoice.totalPaise), strong: true },
    ],
  };
}

export function confirmationMail(order: OrderView, invoice: Invoice, link: string): OutgoingMail {
  const firstName = order.customerName.split(/\s+/)[0] ?? order.customerName;
  const { text, html } = renderMail({
    preheader: `We have your payment of ${formatRupees(order.totalPaise)} for order ${order.orderNumber}.`,
    heading: `Thank you, ${firstName} — your order is confirmed`,
    blocks: [
      {
        kind: "paragraph",
        text: `We have received your payment for order ${order.orderNumber}. Here is everything in it.`,
      },
      ...promiseBlocks(order),
      lineRows(order),
      ...deliveringTo(order),
      {
        kind: "paragraph",
        text: "What happens next: we roast your coffee to order and send it within two working days. You will get an e-mail with the courier's tracking number when it leaves the roastery; delivery takes 2–6 days across India.",
      },
      { kind: "button", label: "View your order", url: link },
      invoiceRows(invoice),
      {
        kind: "note",
        text: "Questions about your order? Reply to this e-mail and we will answer within a working day.",
      },
    ],
  });
  return {
    to: order.customerEmail,
    subject: `Order ${order.orderNumber} confirmed — Bean & Bhūmi`,
    text,
    html,
    template: "order-confirmation",
  };
}

/** The one-time code for the guest lookup, to the order's own address (nothing else in it). */
export function lookupCodeMail(order: { orderNumber: string; customerEmail: string }, code: string): OutgoingMail {
  const { text, html } = renderMail({
    preheader: `Your code for order ${order.orderNumber}: ${code}`,
    heading: `Your code: ${code}`,
    blocks: [
      {
        kind: "paragraph",
        text: `Someone asked to see order ${order.orderNumber} on our website. Enter this code there to open it; it works once, for 15 minutes.`,
      },
      {
        kind: "note",
        text: "If that wasn't you, you can ignore this mail: nobody sees your order without the code.",
      },
    ],
  });
  return {
    to: order.customerEmail,
    subject: `Your code for order ${order.orderNumber} — Bean & Bhūmi`,
    text,
    html,
    template: "order-lookup-code",
  };
}

export function refundDueMail(order: OrderView, link: string): OutgoingMail {
  const { text, html } = renderMail({
    preheader: `Your payment for order ${order.orderNumber} will be refunded in full.`,
    heading: "We're sorry — we can't send this order",
    blocks: [
      {
        kind: "paragraph",
        text: `Your payment of ${formatRupees(order.totalPaise)} for order ${order.orderNumber} reached us after ${order.cancelReason?.startsWith("Cancelled") ? "the order had been cancelled" : "the last bags had been sold"}. We will refund the full amount to the way you paid within 5–7 working days.`,
      },
      lineRows(order),
      { kind: "button", label: "View your order", url: link },
    ],
  });
  return {
    to: order.customerEmail,
    subject: `Order ${order.orderNumber}: refund on its way — Bean & Bhūmi`,
    text,
    html,
    template: "order-refund-due",
  };
}
