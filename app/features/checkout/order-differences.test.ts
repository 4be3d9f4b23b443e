import { describe, expect, it } from "vitest";
import type { CartItem } from "@domain/cart";
import type { OrderView } from "@domain/orders";
import { orderDifferences } from "./order-differences";

const line = (over: Partial<CartItem>): CartItem => ({
  id: 1,
  name: "Morning Dust",
  price: 1300,
  quantity: 1,
  weight: "250",
  brewingMethod: "",
  image: "",
  ...over,
});
const item = (over: Partial<OrderView["items"][number]>): OrderView["items"][number] => ({
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
  ...over,
});

describe("what changed between the cart and the order", () => {
  it("finds nothing when the server priced the cart as it was", () => {
    // ₹1,300 + free shipping + ₹234 GST
    const result = orderDifferences([line({})], { items: [item({})], totalPaise: 153_400 });
    expect(result).toEqual({ notes: [], pricesOnly: true, cartTotal: 153_400, orderTotal: 153_400 });
  });

  it("names a price that moved, and both totals", () => {
    const result = orderDifferences([line({ price: 1200 })], { items: [item({})], totalPaise: 153_400 });
    expect(result.notes).toEqual(["Morning Dust (250g) now costs ₹1,300 a bag (your cart said ₹1,200)."]);
    expect(result.pricesOnly).toBe(true);
    // ₹1,200 + free shipping + ₹216 GST
    expect(result.cartTotal).toBe(141_600);
  });

  it("pairs two lines of one coffee by quantity and notes a line cut or missing", () => {
    const cart = [
      line({ quantity: 2, brewingMethod: "espresso" }),
      line({ quantity: 1, brewingMethod: "pour-over" }),
      line({ id: 2, name: "Earth Ember", price: 720 }),
    ];
    const order = {
      items: [
        item({ id: 7, quantity: 1, brewingMethod: "pour-over" }),
        item({ id: 8, quantity: 1, brewingMethod: "espresso" }),
      ],
      totalPaise: 1,
    };
    const result = orderDifferences(cart, order);
    expect(result.notes).toEqual([
      "Morning Dust (250g): 1 bag in the order (your cart had 2).",
      "Earth Ember (250g) is not in the order.",
    ]);
    expect(result.pricesOnly).toBe(false);
  });

  it("notes a different total even when every line matches", () => {
    const result = orderDifferences([line({})], { items: [item({})], totalPaise: 160_000 });
    expect(result.notes).toEqual(["The total is ₹1,600 (your cart said ₹1,534)."]);
  });
});
