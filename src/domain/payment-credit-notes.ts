/**
 * The GST credit note sent with a refund (decision 052): its own number series (`CN-2026-000001`), the
 * original invoice's number and date, and the tax reversed, split as the invoice was (CGST + SGST within
 * Karnataka, IGST elsewhere). Without a GSTIN the shop issues receipts, and the note is a refund receipt.
 */
import type { Invoice } from "./invoice";
import type { Paise } from "./money";
import { gstSplit, type GstSplit, type OrderView } from "./orders";
import { TAX_RATE_PERCENT } from "./totals";

export type CreditNote = {
  number: string;
  date: string;
  isTaxCreditNote: boolean;
  invoiceNumber: string;
  invoiceDate: string;
  /** What went back, tax included; the taxable value and the tax reversed add up to it. */
  totalPaise: Paise;
  taxablePaise: Paise;
  taxPaise: Paise;
  split: GstSplit;
};

export function formatCreditNoteNumber(year: number, sequence: number): string {
  return `CN-${year}-${String(sequence).padStart(6, "0")}`;
}

/**
 * The tax inside a refund: for chosen lines, 18 % of their price (as they were charged); for an amount,
 * the order's own share of tax in what it cost (shipping carries none), never more than the order's tax.
 */
export function refundTaxPaise(
  order: Pick<OrderView, "taxPaise" | "totalPaise">,
  refund: { amountPaise: Paise; linesPricePaise: Paise | null },
): Paise {
  const tax =
    refund.linesPricePaise !== null
      ? Math.round((refund.linesPricePaise * TAX_RATE_PERCENT) / 100)
      : Math.round((refund.amountPaise * order.taxPaise) / Math.max(order.totalPaise, 1));
  return Math.min(tax, order.taxPaise, refund.amountPaise);
}

export function buildCreditNote(
  order: Pick<OrderView, "taxPaise" | "totalPaise" | "shippingAddress">,
  invoice: Pick<Invoice, "number" | "date" | "isTaxInvoice">,
  refund: { amountPaise: Paise; linesPricePaise: Paise | null; number: string; date: string },
): CreditNote {
  const taxPaise = refundTaxPaise(order, refund);
  return {
    number: refund.number,
    date: refund.date,
    isTaxCreditNote: invoice.isTaxInvoice,
    invoiceNumber: invoice.number,
    invoiceDate: invoice.date,
    totalPaise: refund.amountPaise,
    taxablePaise: refund.amountPaise - taxPaise,
    taxPaise,
    split: gstSplit(taxPaise, order.shippingAddress.state),
  };
}
