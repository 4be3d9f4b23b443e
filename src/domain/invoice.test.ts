import { describe, expect, it } from "vitest";
import { buildInvoice } from "./invoice";
import type { OrderView } from "./orders";

const order = (state: string): OrderView => ({
  id: 1,
  orderNumber: "BB-2026-000123",
  customerName: "Asha Rao",
  customerEmail: "asha@example.com",
  customerPhone: "+919876543210",
  shippingAddress: { street: "12 MG Road", city: "Bengaluru", state, pincode: "560001" },
  items: [
    {
      id: 1,
      productId: 3,
      productSlug: "forest-pour",
      productName: "Forest Pour",
      weight: 500,
      brewingMethod: "french-press",
      quantity: 2,
      unitPrice: "1404.00",
      unitPricePaise: 140_400,
      totalPrice: "2808.00",
      totalPricePaise: 280_800,
      discountPaise: 0,
    },
  ],
  subtotal: "2808.00",
  subtotalPaise: 280_800,
  discountCode: null,
  discount: "0.00",
  discountPaise: 0,
  shipping: "0.00",
  shippingPaise: 0,
  tax: "505.00",
  taxPaise: 50_500,
  codFeePaise: 0,
  totalAmount: "3313.00",
  totalPaise: 331_300,
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

describe("the invoice", () => {
  it("is a GST tax invoice with CGST + SGST halves within Karnataka when the shop has a GSTIN", () => {
    const invoice = buildInvoice(order("Karnataka"), "29ABCDE1234F1Z5");
    expect(invoice).toMatchObject({
      number: "BB-2026-000123",
      date: "2026-11-21T10:05:00.000Z",
      isTaxInvoice: true,
      hsn: "0901",
      taxRatePercent: 18,
      placeOfSupply: "Karnataka",
    });
    expect(invoice.seller.gstin).toBe("29ABCDE1234F1Z5");
    expect(invoice.split).toEqual({ kind: "intra", cgst: 25_250, sgst: 25_250 });
    expect(invoice.lines).toEqual([
      {
        description: "Forest Pour · 500 g · French Press",
        hsn: "0901",
        quantity: 2,
        unitPaise: 140_400,
        totalPaise: 280_800,
        discountPaise: 0,
      },
    ]);
    expect(invoice.buyer.address).toBe("12 MG Road, Bengaluru, Karnataka 560001");
  });

  it("is IGST elsewhere, and a plain receipt without a GSTIN", () => {
    expect(buildInvoice(order("Kerala"), "29ABCDE1234F1Z5").split).toEqual({ kind: "inter", igst: 50_500 });
    const receipt = buildInvoice(order("Kerala"), null);
    expect(receipt.isTaxInvoice).toBe(false);
    expect(receipt.seller.gstin).toBeNull();
  });
});
