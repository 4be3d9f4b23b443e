import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { buildInvoice } from "@domain/invoice";
import type { OrderView } from "@domain/orders";
import { InvoiceDocument } from "./invoice-document";

const order = (state: string): OrderView => ({
  id: 1,
  orderNumber: "BB-2026-000123",
  customerName: "Asha Rao",
  customerEmail: "asha@example.com",
  customerPhone: "+919876543210",
  shippingAddress: { street: "12, 4th Cross, Indiranagar", city: "Bengaluru", state, pincode: "560038" },
  items: [
    {
      id: 1,
      productId: 1,
      productSlug: "morning-dust",
      productName: "Morning Dust",
      weight: 250,
      brewingMethod: null,
      quantity: 1,
      unitPrice: "1300.00",
      unitPricePaise: 130_000,
      totalPrice: "1300.00",
      totalPricePaise: 130_000,
      discountPaise: 0,
    },
  ],
  subtotal: "1300.00",
  subtotalPaise: 130_000,
  discountCode: null,
  discount: "0.00",
  discountPaise: 0,
  shipping: "0.00",
  shippingPaise: 0,
  tax: "234.00",
  taxPaise: 23_400,
  codFeePaise: 0,
  totalAmount: "1534.00",
  totalPaise: 153_400,
  status: "confirmed",
  paymentStatus: "paid",
  paymentMethod: "upi",
  courier: null,
  trackingNumber: null,
  courierName: null,
  trackingUrl: null,
  createdAt: "2026-11-21T10:00:00.000Z",
  paidAt: "2026-11-21T10:05:00.000Z",
  expiresAt: null,
  shippedAt: null,
  deliveredAt: null,
  cancelledAt: null,
  cancelReason: null,
});

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("the printable invoice", () => {
  it("is a tax invoice with CGST 9 % and SGST 9 % when shipping within Karnataka", () => {
    const html = text(
      renderToStaticMarkup(<InvoiceDocument invoice={buildInvoice(order("Karnataka"), "29ABCDE1234F1Z5")} />),
    );
    expect(html).toContain("Tax Invoice");
    expect(html).toContain("GSTIN 29ABCDE1234F1Z5");
    expect(html).toContain("Place of supply: Karnataka");
    expect(html).toMatch(/CGST 9% ₹117\.00 SGST 9% ₹117\.00/);
    expect(html).not.toContain("IGST");
    expect(html).toContain("0901");
    expect(html).toMatch(/Total ₹1,534\.00/);
  });

  it("charges IGST 18 % when shipping to another state", () => {
    const html = text(
      renderToStaticMarkup(<InvoiceDocument invoice={buildInvoice(order("Tamil Nadu"), "29ABCDE1234F1Z5")} />),
    );
    expect(html).toMatch(/IGST 18% ₹234\.00/);
    expect(html).not.toContain("CGST");
  });

  it("is a plain receipt when the shop has no GSTIN", () => {
    const html = text(renderToStaticMarkup(<InvoiceDocument invoice={buildInvoice(order("Karnataka"), null)} />));
    expect(html).toContain("Receipt");
    expect(html).not.toContain("Tax Invoice");
    expect(html).not.toContain("GSTIN");
    expect(html).toMatch(/GST 18% ₹234\.00/);
    expect(html).toContain("not a tax invoice");
  });
});
