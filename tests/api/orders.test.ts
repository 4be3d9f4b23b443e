import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { formatOrderNumber } from "@domain/orders";
import { expect, it } from "vitest";
import { idempotencyKeys, orderItems, orders, products, stockMovements } from "../../src/server/db/schema";
import { rowsOf } from "../../src/server/db/client";
import { eachDatabase } from "../support/test-app";
import { indianYear } from "../../src/server/features/orders/orders.service";
import { placeOrder, postOrder, productBySlug, setStock, validOrder } from "../support/checkout";

eachDatabase("Placing an order", (app) => {
  const line = (id: number, quantity = 1, weight: string | number = "250") => ({
    id,
    quantity,
    weight,
    brewingMethod: "French Press",
    name: "whatever",
    price: 1,
    image: "",
  });

  it("prices every line from the catalogue, ignoring the browser's prices, and reserves the stock", async () => {
    const ember = await productBySlug(app(), "earth-ember-dark-roast-coffee");
    expect((await (await app().api(`/api/products/${ember.slug}`)).json()).stockQuantity).toBe(ember.stockQuantity); // warms the cache
    const res = await postOrder(app(), validOrder([line(ember.id, 1)], { subtotal: 1, shipping: 0, tax: 0, total: 1 }));
    expect(res.status).toBe(201);
    const body = await res.json();
    // ₹720 + ₹50 shipping (under ₹1,000) + 18 % tax of ₹720 = ₹129.60 → ₹130.
    expect(body.order).toMatchObject({
      subtotalPaise: 72_000,
      shippingPaise: 5_000,
      taxPaise: 13_000,
      totalPaise: 90_000,
      totalAmount: "900.00",
      status: "pending",
      paymentStatus: "pending",
    });
    expect(body.paymentStatus).toEqual({ orderId: body.order.id, amount: 900 });
    expect(body.order.orderNumber).toMatch(/^BB-\d{4}-\d{6}$/);
    expect(body.order.items[0]).toMatchObject({
      productId: ember.id,
      productName: "Earth Ember",
      weight: 250,
      quantity: 1,
      unitPricePaise: 72_000,
      brewingMethod: "french-press",
    });
    expect(body.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const minutes = (Date.parse(body.order.expiresAt) - Date.parse(body.order.createdAt)) / 60_000;
    expect(minutes).toBeCloseTo(30, 0);
    expect((await productBySlug(app(), ember.slug)).stockQuantity).toBe(ember.stockQuantity - 1);
    // The public catalogue (cached per process) hears of it through the reservation's notification.
    await expect
      .poll(async () => (await (await app().api(`/api/products/${ember.slug}`)).json()).stockQuantity)
      .toBe(ember.stockQuantity - 1);
    const [row] = await app().services.db.select().from(orders).where(eq(orders.id, body.order.id));
    expect(row!.accessTokenHash).not.toContain(body.accessToken);
    expect(row!.accessTokenHash).toMatch(/^[0-9a-f]{64}$/);
    // The prepared insert (decision 162) stores what it was not given as SQL NULL or the column's default,
    // never as JSON's "null".
    const [stored] = rowsOf<{ gift_is_null: boolean; no_code: boolean; cod_fee: number; address: string }>(
      await app().services.db.execute(sql`select gift is null as gift_is_null, discount_code is null as no_code,
        cod_fee_paise as cod_fee, shipping_address->>'city' as address from orders where id = ${body.order.id}`),
    );
    expect(stored).toEqual({ gift_is_null: true, no_code: true, cod_fee: 0, address: "Bengaluru" });
  });

  it("numbers orders from the sequence in the Indian year, with six digits at least and more once they run out", async () => {
    const ember = await productBySlug(app(), "earth-ember-dark-roast-coffee");
    const { db } = app().services;
    const numberAfter = async (last: number) => {
      await db.execute(sql`select setval('order_number_seq', ${last})`);
      const res = await postOrder(
        app(),
        validOrder([line(ember.id, 1)], { subtotal: 1, shipping: 0, tax: 0, total: 1 }),
      );
      expect(res.status).toBe(201);
      return ((await res.json()) as { order: { orderNumber: string } }).order.orderNumber;
    };
    const year = indianYear(new Date());
    const last = rowsOf<{ last: number }>(
      await db.execute(sql`select last_value::int as last from order_number_seq`),
    )[0]!.last;
    expect(await numberAfter(last)).toBe(formatOrderNumber(year, last + 1));
    expect(await numberAfter(last + 40)).toBe(`BB-${year}-${String(last + 41).padStart(6, "0")}`);
    expect(await numberAfter(999_998)).toBe(`BB-${year}-999999`);
    expect(await numberAfter(999_999)).toBe(`BB-${year}-1000000`);
    expect(formatOrderNumber(year, 1_000_000)).toBe(`BB-${year}-1000000`);
  });

  it("uses gram-option prices first and the 1.8 multiplier otherwise; free shipping from ₹1,000", async () => {
    const ember = await productBySlug(app(), "earth-ember-dark-roast-coffee");
    const dust = await productBySlug(app(), "morning-dust-light-roast-coffee");
    const res = await postOrder(app(), validOrder([line(ember.id, 1, "500g"), line(dust.id, 2, 100)]));
    expect(res.status).toBe(201);
    const { order } = await res.json();
    expect(order.items.map((i: { unitPricePaise: number }) => i.unitPricePaise)).toEqual([129_600, 52_500]);
    // ₹1,296 + 2 × ₹525 = ₹2,346; shipping free; 18 % = ₹422.28 → ₹422.
    expect(order).toMatchObject({ subtotalPaise: 234_600, shippingPaise: 0, taxPaise: 42_200, totalPaise: 276_800 });
  });

  it.each([
    ["customerName", "A", "Name must be at least 2 characters"],
    ["customerEmail", "asha@", "Please enter a valid email"],
    ["customerPhone", "12345", "Please enter a valid phone number"],
    ["shippingAddress.street", "MG R", "Please enter complete address"],
    ["shippingAddress.city", "B", "Please enter city"],
    ["shippingAddress.state", "K", "Please enter state"],
    ["shippingAddress.pincode", "56001", "Please enter valid 6-digit pincode"],
  ])("answers 400 naming %s with the form's message", async (field, value, message) => {
    const body = validOrder([line(1)]) as Record<string, unknown>;
    const [outer, inner] = field.split(".") as [string, string | undefined];
    if (inner) body[outer] = { ...(body[outer] as object), [inner]: value };
    else body[outer] = value;
    const res = await postOrder(app(), body);
    expect(res.status).toBe(400);
    expect((await res.json()).errors[field]).toBe(message);
  });

  it("refuses wrong types, missing fields, huge strings and odd quantities with 4xx naming the field, writing nothing", async () => {
    const before = await app().services.db.$count(orders);
    const cases: [unknown, string][] = [
      [{}, "customerName"],
      [validOrder([line(1)], { customerName: 42 }), "customerName"],
      [validOrder([line(1)], { customerName: "x".repeat(100_000) }), "customerName"],
      [validOrder([line(1)], { shippingAddress: "12 MG Road" }), "shippingAddress"],
      [validOrder([]), "items"],
      [validOrder("all of it" as unknown as unknown[]), "items"],
      [validOrder([{ ...line(1), quantity: -1 }]), "items.0.quantity"],
      [validOrder([{ ...line(1), quantity: 1.5 }]), "items.0.quantity"],
      [validOrder([{ ...line(1), quantity: 100 }]), "items.0.quantity"],
      [validOrder([{ ...line(1), id: "abc" }]), "items.0.id"],
      [validOrder([{ ...line(1), weight: { grams: 250 } }]), "items.0.weight"],
      [validOrder([line(1), { ...line(1), weight: "lots" }]), "items.1.weight"],
    ];
    for (const [body, field] of cases) {
      const res = await postOrder(app(), body);
      expect(res.status, field).toBe(400);
      const json = await res.json();
      expect(Object.keys(json.errors), field).toContain(field);
    }
    for (const raw of ["[1,2]", '"order"', '{"customerName":', "null"]) {
      const res = await app().api("/api/orders", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: raw,
      });
      expect(res.status, raw).toBe(400);
    }
    expect(await app().services.db.$count(orders)).toBe(before);
  });

  it("names unknown or switched-off products and weights a product is not sold in", async () => {
    const dust = await productBySlug(app(), "morning-dust-light-roast-coffee");
    const stone = await productBySlug(app(), "stone-drip-cold-brew-coffee");
    await app().services.db.update(products).set({ isActive: false }).where(eq(products.id, stone.id));
    try {
      const res = await postOrder(
        app(),
        validOrder([line(999_999), line(dust.id, 1, 1000), line(stone.id), line(dust.id, 1, 100)]),
      );
      expect(res.status).toBe(400);
      const { errors } = await res.json();
      expect(errors).toEqual({
        "items.0.id": "This product is no longer available",
        "items.1.weight": "Morning Dust is not sold in 1000 g bags",
        "items.2.id": "This product is no longer available",
      });
    } finally {
      await app().services.db.update(products).set({ isActive: true }).where(eq(products.id, stone.id));
    }
  });

  it("answers 409 naming the product when the stock is short, and writes nothing", async () => {
    const gold = await productBySlug(app(), "golden-hush-honey-process-coffee");
    const forest = await productBySlug(app(), "forest-pour-medium-roast-coffee");
    await setStock(app(), gold.id, 2);
    const ordersBefore = await app().services.db.$count(orders);
    const res = await postOrder(app(), validOrder([line(forest.id, 1), line(gold.id, 3)]));
    expect(res.status).toBe(409);
    // Answered by the route itself, as JSON with the API's headers (decision 181).
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await res.json()).toEqual({
      message: "Only 2 of Golden Hush left in stock",
      errors: { items: "Only 2 of Golden Hush left in stock" },
      productId: gold.id,
    });
    expect(await app().services.db.$count(orders)).toBe(ordersBefore);
    expect((await productBySlug(app(), forest.slug)).stockQuantity).toBe(forest.stockQuantity);
    await setStock(app(), gold.id, 0);
    const soldOut = await postOrder(app(), validOrder([line(gold.id, 1)]));
    expect(soldOut.status).toBe(409);
    expect((await soldOut.json()).message).toBe("Golden Hush is out of stock");
    await setStock(app(), gold.id, 48);
  });

  it("gives a retried request (same Idempotency-Key, same body) the first answer, not a second order", async () => {
    const clay = await productBySlug(app(), "clay-ritual-filter-coffee");
    const key = randomUUID();
    const body = validOrder([line(clay.id, 2)]);
    const first = await postOrder(app(), body, key);
    const second = await postOrder(app(), body, key);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    const [a, b] = [await first.json(), await second.json()];
    expect(b).toEqual(a);
    expect(await app().services.db.$count(orders, eq(orders.customerEmail, body.customerEmail))).toBeGreaterThan(0);
    expect((await productBySlug(app(), clay.slug)).stockQuantity).toBe(clay.stockQuantity - 2);
    // The token the replay handed back reads the order.
    const read = await app().api(`/api/orders/${a.order.orderNumber}`, { headers: { "X-Order-Token": b.accessToken } });
    expect(read.status).toBe(200);
    // Still the first answer after the product sold out or was switched off.
    await setStock(app(), clay.id, 0);
    const afterSellOut = await postOrder(app(), body, key);
    expect(afterSellOut.status).toBe(201);
    expect(await afterSellOut.json()).toEqual(a);
    await app().services.db.update(products).set({ isActive: false }).where(eq(products.id, clay.id));
    expect((await postOrder(app(), body, key)).status).toBe(201);
    await app()
      .services.db.update(products)
      .set({ isActive: true, stockQuantity: 150 })
      .where(eq(products.id, clay.id));
    // The stored answer keeps no token in clear.
    const [stored] = await app()
      .services.db.select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, `orders:${key}`));
    expect(JSON.stringify(stored!.response)).not.toContain(a.accessToken);
  });

  it("refuses the same key for a different body (422) and an over-long key (400), and remembers no failure", async () => {
    const clay = await productBySlug(app(), "clay-ritual-filter-coffee");
    const key = randomUUID();
    expect((await postOrder(app(), validOrder([line(clay.id, 1)]), key)).status).toBe(201);
    const reused = await postOrder(app(), validOrder([line(clay.id, 3)]), key);
    expect(reused.status).toBe(422);
    expect((await reused.json()).message).toMatch(/different request/);
    const long = await postOrder(app(), validOrder([line(clay.id, 1)]), "k".repeat(201));
    expect(long.status).toBe(400);
    expect((await long.json()).errors).toHaveProperty("Idempotency-Key");
    // A 409 is not remembered: after restocking, the same key places the order.
    const gold = await productBySlug(app(), "golden-hush-honey-process-coffee");
    await setStock(app(), gold.id, 0);
    const retryKey = randomUUID();
    expect((await postOrder(app(), validOrder([line(gold.id, 1)]), retryKey)).status).toBe(409);
    await setStock(app(), gold.id, 5);
    expect((await postOrder(app(), validOrder([line(gold.id, 1)]), retryKey)).status).toBe(201);
  });

  it("lets the ordering browser read its order with the token; one 404 for a wrong token or number; 401 without", async () => {
    const forest = await productBySlug(app(), "forest-pour-medium-roast-coffee");
    const placed = await placeOrder(app(), forest.id, 1);
    const read = (number: string, token?: string) =>
      app().api(`/api/orders/${number}`, { headers: token ? { "X-Order-Token": token } : {} });
    const ok = await read(placed.order.orderNumber, placed.accessToken);
    expect(ok.status).toBe(200);
    const json = await ok.json();
    expect(json.order.orderNumber).toBe(placed.order.orderNumber);
    expect(json.invoice).toMatchObject({
      number: placed.order.orderNumber,
      isTaxInvoice: false,
      hsn: "0901",
      placeOfSupply: "Karnataka",
      split: { kind: "intra" },
    });
    expect((await read(placed.order.orderNumber)).status).toBe(401);
    const wrong = await read(placed.order.orderNumber, "x".repeat(43));
    const unknown = await read("BB-2026-999999", placed.accessToken);
    expect(wrong.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(await wrong.json()).toEqual(await unknown.json());
    expect((await read("x".repeat(5000), placed.accessToken)).status).toBe(404);
  });

  it("keeps the lines and the stock movements together with the order", async () => {
    const forest = await productBySlug(app(), "forest-pour-medium-roast-coffee");
    const placed = await placeOrder(app(), forest.id, 3);
    const lines = await app().services.db.select().from(orderItems).where(eq(orderItems.orderId, placed.order.id));
    expect(lines.map((l) => [l.productId, l.quantity, l.totalPricePaise])).toEqual([[forest.id, 3, 3 * 78_000]]);
    const moves = await app()
      .services.db.select()
      .from(stockMovements)
      .where(eq(stockMovements.orderId, placed.order.id));
    expect(moves.map((m) => [m.delta, m.reason])).toEqual([[-3, "order"]]);
  });
});
