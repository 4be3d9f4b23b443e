import { describe, expect, it } from "vitest";
import {
  addedToCartMessage,
  addToCart,
  badgeText,
  cartCount,
  cartItemFor,
  cartSubtotal,
  parseCart,
  purchasableSubtotal,
  repriceCart,
  setLineQuantity,
  type CartItem,
} from "./cart";

const line = (overrides: Partial<CartItem> = {}): CartItem => ({
  id: 3,
  name: "Forest Pour",
  price: 780,
  quantity: 1,
  weight: "250",
  brewingMethod: "",
  image: "/images/products/forest-pour-medium-roast-coffee.svg",
  ...overrides,
});

describe("addToCart", () => {
  it("appends a new line", () => {
    expect(addToCart([], line(), "id-weight")).toEqual([line()]);
  });

  it("raises the quantity of the same id and weight", () => {
    const cart = addToCart([line({ quantity: 2 })], line({ quantity: 3 }), "id-weight");
    expect(cart).toEqual([line({ quantity: 5 })]);
  });

  it("keeps different weights apart", () => {
    const cart = addToCart([line()], line({ weight: "500", price: 1404 }), "id-weight");
    expect(cart).toHaveLength(2);
  });

  it("merges across brewing methods by id and weight only on the product page rule", () => {
    const cart = addToCart([line({ brewingMethod: "espresso" })], line({ brewingMethod: "pour-over" }), "id-weight");
    expect(cart).toEqual([line({ brewingMethod: "espresso", quantity: 2 })]);
  });

  it("keeps brewing methods apart on the shop rule", () => {
    const cart = addToCart(
      [line({ brewingMethod: "espresso" })],
      line({ brewingMethod: "pour-over" }),
      "id-weight-method",
    );
    expect(cart.map((l) => l.brewingMethod)).toEqual(["espresso", "pour-over"]);
    const merged = addToCart(cart, line({ brewingMethod: "pour-over", quantity: 2 }), "id-weight-method");
    expect(merged[1]!.quantity).toBe(3);
  });

  it("does not change the list it was given", () => {
    const original = [line()];
    addToCart(original, line(), "id-weight");
    expect(original[0]!.quantity).toBe(1);
  });

  it("caps a line at 99 and floors quantities below 1 to 1", () => {
    expect(addToCart([line({ quantity: 98 })], line({ quantity: 5 }), "id-weight")[0]!.quantity).toBe(99);
    expect(addToCart([], line({ quantity: 0 }), "id-weight")[0]!.quantity).toBe(1);
  });
});

describe("setLineQuantity", () => {
  it("sets the quantity of one line", () => {
    expect(setLineQuantity([line(), line({ id: 4 })], 1, 3)[1]!.quantity).toBe(3);
  });

  it("removes the line at 0", () => {
    expect(setLineQuantity([line(), line({ id: 4 })], 0, 0)).toEqual([line({ id: 4 })]);
  });
});

describe("counts and totals", () => {
  it("counts bags, not lines", () => {
    expect(cartCount([line({ quantity: 2 }), line({ id: 4, quantity: 3 })])).toBe(5);
  });

  it("caps the badge at 9+", () => {
    expect(badgeText(0)).toBe("");
    expect(badgeText(9)).toBe("9");
    expect(badgeText(10)).toBe("9+");
  });

  it("adds line totals in paise without float drift", () => {
    const cart = [line({ price: 0.1, quantity: 3 }), line({ id: 4, price: 1404.5, quantity: 2 })];
    expect(cartSubtotal(cart)).toBe(30 + 280_900);
  });
});

describe("parseCart", () => {
  it("reads the stored shape", () => {
    expect(parseCart(JSON.stringify([line()]))).toEqual([line()]);
  });

  it("survives junk and drops malformed lines", () => {
    expect(parseCart(null)).toEqual([]);
    expect(parseCart("{not json")).toEqual([]);
    expect(parseCart('{"a":1}')).toEqual([]);
    const mixed = JSON.stringify([
      line(),
      { id: "x" },
      { id: 5, price: -1, quantity: 1 },
      { id: 6, price: 10, quantity: 0 },
      null,
    ]);
    expect(parseCart(mixed)).toEqual([line()]);
  });

  it("accepts a weight written with a g suffix", () => {
    expect(parseCart(JSON.stringify([{ ...line(), weight: "500g" }]))[0]!.weight).toBe("500");
  });
});

describe("cartItemFor", () => {
  const forestPour = {
    id: 3,
    name: "Forest Pour",
    pricePaise: 78000,
    gramOptions: [],
    images: ["/images/products/forest-pour-medium-roast-coffee.svg"],
  };

  it("prices the line for its weight with the server's rule", () => {
    expect(cartItemFor(forestPour, { grams: 500, brewingMethod: "french-press", quantity: 2 })).toEqual({
      id: 3,
      name: "Forest Pour",
      price: 1404,
      quantity: 2,
      weight: "500",
      brewingMethod: "french-press",
      image: "/images/products/forest-pour-medium-roast-coffee.svg",
    });
  });

  it("refuses a weight the product is not sold in", () => {
    expect(cartItemFor(forestPour, { grams: 100, brewingMethod: "", quantity: 1 })).toBeNull();
  });

  it("writes the toast's text", () => {
    expect(addedToCartMessage({ quantity: 2, name: "Forest Pour", weight: "500" })).toBe(
      "2x Forest Pour (500g) added to cart",
    );
  });
});

describe("repriceCart", () => {
  const catalogue = new Map([
    [
      3,
      {
        id: 3,
        slug: "forest-pour-medium-roast-coffee",
        name: "Forest Pour",
        pricePaise: 80000,
        gramOptions: [],
        stockQuantity: 5,
        image: "/f.svg",
      },
    ],
  ]);

  it("uses today's price for the line's weight and says when it changed", () => {
    const [repriced] = repriceCart([line({ weight: "500", price: 1404, quantity: 2 })], catalogue);
    expect(repriced).toMatchObject({
      price: 1440,
      available: true,
      inStock: true,
      priceChanged: true,
      slug: "forest-pour-medium-roast-coffee",
    });
  });

  it("marks a line unavailable when its product or weight is gone", () => {
    const lines = repriceCart([line({ id: 99 }), line({ weight: "100" })], catalogue);
    expect(lines.map((l) => l.available)).toEqual([false, false]);
    expect(purchasableSubtotal(lines)).toBe(0);
  });

  it("flags a line that wants more bags than are in stock", () => {
    const [repriced] = repriceCart([line({ quantity: 6 })], catalogue);
    expect(repriced!.inStock).toBe(false);
  });

  it("adds only purchasable lines to the subtotal", () => {
    const lines = repriceCart([line({ quantity: 2 }), line({ id: 99 })], catalogue);
    expect(purchasableSubtotal(lines)).toBe(160000);
  });
});

describe("filter grind with chicory (decision 153)", () => {
  const filter = (chicoryPercent: number, quantity = 1) =>
    line({ brewingMethod: "south-indian-filter", chicoryPercent, quantity });

  it("keeps different chicory shares apart when the method matters, merges the same share", () => {
    let cart = addToCart([], filter(20), "id-weight-method");
    cart = addToCart(cart, filter(30), "id-weight-method");
    cart = addToCart(cart, filter(0), "id-weight-method");
    cart = addToCart(cart, filter(20, 2), "id-weight-method");
    expect(cart.map((l) => [l.chicoryPercent, l.quantity])).toEqual([
      [20, 3],
      [30, 1],
      [0, 1],
    ]);
  });

  it("merges by id and weight only on the quick-add rule, as the spec says", () => {
    const cart = addToCart([filter(20)], filter(30), "id-weight");
    expect(cart).toEqual([filter(20, 2)]);
  });

  it("a filter line stored without a share is 100 % coffee; other methods never carry one", () => {
    const stored = JSON.stringify([
      { ...line(), brewingMethod: "south-indian-filter" },
      { ...line(), brewingMethod: "espresso", chicoryPercent: 20 },
      { ...line(), brewingMethod: "south-indian-filter", chicoryPercent: 30 },
      { ...line(), brewingMethod: "south-indian-filter", chicoryPercent: "lots" },
    ]);
    expect(parseCart(stored).map((l) => l.chicoryPercent)).toEqual([0, undefined, 30, 0]);
    expect("chicoryPercent" in parseCart(stored)[1]!).toBe(false);
  });

  it("prices a line with the owner's grind change, as the server charges it", () => {
    const product = { id: 3, name: "Forest Pour", pricePaise: 78_000, images: [] };
    const prices = { "south-indian-filter-80-20": 4000 };
    const item = cartItemFor(
      product,
      { grams: 250, brewingMethod: "south-indian-filter", chicoryPercent: 20, quantity: 1 },
      prices,
    );
    expect(item).toMatchObject({ price: 820, chicoryPercent: 20 });
    const plain = cartItemFor(
      product,
      { grams: 250, brewingMethod: "espresso", chicoryPercent: 20, quantity: 1 },
      prices,
    );
    expect(plain!.price).toBe(780);
    expect(plain).not.toHaveProperty("chicoryPercent");
    const entry = {
      id: 3,
      slug: "forest-pour",
      name: "Forest Pour",
      pricePaise: 78_000,
      gramOptions: [],
      stockQuantity: 5,
      image: null,
    };
    const [repriced] = repriceCart(
      [line({ brewingMethod: "south-indian-filter", chicoryPercent: 20 })],
      new Map([[3, entry]]),
      prices,
    );
    expect(repriced).toMatchObject({ price: 820, priceChanged: true });
  });
});
