/**
 * The mail that tells a shopper their refund went through, with the GST credit note (decision 052):
 * its number, the invoice it corrects, and the tax reversed as the invoice split it.
 */
import type { CreditNote } from "@domain/payment-credit-notes";
import { formatRupees } from "@domain/money";
import type { OrderView } from "@domain/orders";
import { renderMail } from "../mail/layout";
import type { OutgoingMail } from "../mail/outbox";

const indianDate = (iso: string) =>
  new Intl.DateTimeFormat("en-IN", { dateStyle: "long", timeZone: "Asia/Kolkata" }).format(new Date(iso));

function taxRows(note: CreditNote) {
  if (note.split.kind === "intra")
    return [
      { label: "CGST (9 %) reversed", value: formatRupees(note.split.cgst) },
      { label: "SGST (9 %) reversed", value: formatRupees(note.split.sgst) },
    ];
  return [{ label: "IGST (18 %) reversed", value: formatRupees(note.split.igst) }];
}

export function creditNoteMail(order: OrderView, note: CreditNote, link: string): OutgoingMail {
  const title = note.isTaxCreditNote ? "Credit note" : "Refund receipt";
  const { text, html } = renderMail({
    preheader: `${formatRupees(note.totalPaise)} for order ${order.orderNumber} is on its way back to you.`,
    heading: "Your refund has been sent",
    blocks: [
      {
        kind: "paragraph",
        text: `We have refunded ${formatRupees(note.totalPaise)} for order ${order.orderNumber} to the way you paid. Banks usually show it within 5–7 working days.`,
      },
      {
        kind: "rows",
        heading: `${title} ${note.number}`,
        rows: [
          { label: `${title} date`, value: indianDate(note.date) },
          { label: "Against invoice", value: `${note.invoiceNumber} of ${indianDate(note.invoiceDate)}` },
          { label: "Taxable value", value: formatRupees(note.taxablePaise) },
          ...taxRows(note),
          { label: "Total refunded", value: formatRupees(note.totalPaise), strong: true },
        ],
      },
      { kind: "button", label: "View your order", url: link },
    ],
  });
  return {
    to: order.customerEmail,
    subject: `Order ${order.orderNumber}: ${formatRupees(note.totalPaise)} refunded (${note.number}) — Bean & Bhūmi`,
    text,
    html,
    template: "order-credit-note",
  };
}
