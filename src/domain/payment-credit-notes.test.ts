import { describe, expect, it } from "vitest";
import { buildCreditNote, formatCreditNoteNumber, refundTaxPaise } from "./payment-credit-notes";

const order = (state: string) => ({
  taxPaise: 23_400,
  totalPaise: 153_400,
  shippingAddress: { street: "12 MG Road", city: "Bengaluru", state, pincode: "560001" },
});
const invoice = { number: "BB-2026-000042", date: "2026-11-20T10:00:00.000Z", isTaxInvoice: true };

describe("GST credit notes", () => {
  it("number in their own series", () => {
    expect(formatCreditNoteNumber(2026, 7)).toBe("CN-2026-000007");
  });

  it("reverse CGST + SGST within Karnataka and IGST elsewhere, as the invoice was split", () => {
    const within = buildCreditNote(order("Karnataka"), invoice, {
      amountPaise: 76_700,
      linesPricePaise: 65_000,
      number: "CN-2026-000001",
      date: "2026-11-24T10:00:00.000Z",
    });
    expect(within).toMatchObject({
      invoiceNumber: "BB-2026-000042",
      invoiceDate: invoice.date,
      isTaxCreditNote: true,
      taxPaise: 11_700,
      taxablePaise: 65_000,
      split: { kind: "intra", cgst: 5_850, sgst: 5_850 },
    });
    const elsewhere = buildCreditNote(order("Kerala"), invoice, {
      amountPaise: 76_700,
      linesPricePaise: 65_000,
      number: "CN-2026-000002",
      date: "2026-11-24T10:00:00.000Z",
    });
    expect(elsewhere.split).toEqual({ kind: "inter", igst: 11_700 });
  });

  it("take an amount's tax from the order's share of tax, the parts always adding up", () => {
    for (const amountPaise of [1, 99, 10_000, 76_701, 153_400]) {
      const tax = refundTaxPaise(order("Goa"), { amountPaise, linesPricePaise: null });
      expect(tax).toBe(Math.min(Math.round((amountPaise * 23_400) / 153_400), amountPaise));
      const note = buildCreditNote(order("Goa"), invoice, {
        amountPaise,
        linesPricePaise: null,
        number: "n",
        date: "d",
      });
      expect(note.taxablePaise + note.taxPaise).toBe(amountPaise);
    }
    expect(refundTaxPaise(order("Goa"), { amountPaise: 153_400, linesPricePaise: null })).toBe(23_400);
  });
});
