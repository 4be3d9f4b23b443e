import { describe, expect, it } from "vitest";
import type { OrderView } from "./orders";
import { slipOrderOf } from "./packing-slip";

const order: OrderView = {
  id: 7,
  orderNumber: "BB-2026-000777",
  customerName: "Asha Rao",
  customerEmail: "asha@example.com",
  customerPhone: "+919876543210",
  shippingAddress: { street: "4 Marine Drive", city: "Kochi", state: "Kerala", pincode: "682001" },
  items: [
    {
      id: 1,
      productId: 3,
      productSlug: "forest-pour",
      productName: "Forest Pour",
      weight: 250,
      brewingMethod: "south-indian-filter",
      chicoryPercent: 20,
      quantity: 2,
      unitPrice: "780.00",
      unitPricePaise: 78_000,
      totalPrice: "1560.00",
      totalPricePaise: 156_000,
      discountPaise: 0,
    },
  ],
  subtotal: "1560.00",
  subtotalPaise: 156_000,
  discountCode: "WELCOME10",
  discount: "156.00",
  discountPaise: 15_600,
  shipping: "0.00",
  shippingPaise: 0,
  tax: "253.00",
  taxPaise: 25_300,
  codFeePaise: 0,
  totalAmount: "1657.00",
  totalPaise: 165_700,
  status: "confirmed",
  paymentStatus: "paid",
  paymentMethod: "upi",
  courier: null,
  courierName: null,
  trackingNumber: null,
  trackingUrl: null,
  createdAt: "2026-11-21T10:00:00.000Z",
  paidAt: "2026-11-21T10:05:00.000Z",
  expiresAt: null,
  shippedAt: null,
  deliveredAt: null,
  cancelledAt: null,
  cancelReason: null,
  gift: { recipientName: "Meera Menon", recipientPhone: "+919847012345", message: "Happy birthday!" },
};

describe("a packing slip's data", () => {
  it("of a gift has no money in it, whatever the field, and keeps everything the box needs", () => {
    const slip = slipOrderOf({ ...order, items: [{ ...order.items[0]!, grindPricePaise: 2_000 } as never] });
    const text = JSON.stringify(slip);
    for (const figure of ["1560", "78000", "165700", "1657", "25300", "2000", "WELCOME10"])
      expect(text).not.toContain(figure);
    expect(slip).toMatchObject({
      orderNumber: "BB-2026-000777",
      shippingAddress: order.shippingAddress,
      gift: order.gift,
      paymentStatus: "paid",
      items: [
        {
          productName: "Forest Pour",
          weight: 250,
          brewingMethod: "south-indian-filter",
          chicoryPercent: 20,
          quantity: 2,
        },
      ],
    });
  });

  it("of an order that is not a gift is the order as it is", () => {
    const plain = { ...order, gift: null };
    expect(slipOrderOf(plain)).toBe(plain);
  });
});
