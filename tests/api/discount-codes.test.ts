/**
 * Issue 17 item 3, discount codes (decisions 125–127), on each database: the owner's codes, the
 * checkout's "Have a code?" with a message naming each rule, the discount off the subtotal before tax
 * and shared over the lines to the paisa, a use counted with the order and given back when it is
 * cancelled, the newsletter's welcome code and a subscriber's personal code.
 */
import { eq, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { discountCodes, mailOutbox, orderItems, orders, products } from "../../src/server/db/schema";
import { issuePersonalCode } from "../../src/server/features/discounts/discounts.service";
import { expireUnpaidOrders } from "../../src/server/features/orders/order-expiry";
import { signInAdmin, type AdminClient } from "../support/admin";
import { postOrder, productBySlug, validOrder } from "../support/checkout";
import { eachDatabase } from "../support/test-app";

type Line = { id: number; quantity: number; weight: string };

eachDatabase("Discount codes", (app) => {
  let admin: AdminClient;
  let forest: { id: number; pricePaise: number; category: string };
  let still: { id: number; pricePaise: number; category: string };

  beforeAll(async () => {
    admin = await signInAdmin(app());
    forest = await productBySlug(app(), "forest-pour-medium-roast-coffee");
    still = await productBySlug(app(), "still-smoke-french-roast-coffee");
    await app().services.db.execute(sql`update products set stock_quantity = 1000, track_inventory = true`);
  });

  const createCode = async (body: Record<string, unknown>) =>
    admin.json(admin.post("/discount-codes", { kind: "percent", percentOff: 10, ...body }), 201);
  const quote = (discountCode: unknown, items: Line[], customerEmail?: string) =>
    app().postJson("/api/orders/quote", { discountCode, items, ...(customerEmail ? { customerEmail } : {}) });
  const order = (items: Line[], discountCode?: unknown, overrides: Record<string, unknown> = {}) =>
    postOrder(app(), validOrder(items, { ...(discountCode === undefined ? {} : { discountCode }), ...overrides }));
  const usedCount = async (code: string) =>
    (await app().services.db.select().from(discountCodes).where(eq(discountCodes.code, code)))[0]!.usedCount;
  const refusal = async (res: Response) => {
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; errors?: Record<string, string> };
    return body.errors?.discountCode ?? body.errors?.items ?? body.message;
  };

  it("the owner creates a code: normalised, percent above 100 and a duplicate refused, figures listed", async () => {
    const made = await createCode({ code: " launch 10 ", usageLimit: 100, description: "Launch" });
    expect(made).toMatchObject({ code: "LAUNCH10", kind: "percent", percentOff: 10, usageLimit: 100, usedCount: 0 });
    const tooMuch = await admin.post("/discount-codes", { code: "TOOMUCH", kind: "percent", percentOff: 101 });
    expect(tooMuch.status).toBe(400);
    expect((await tooMuch.json()).errors.percentOff).toBe("Percent off must be at most 100");
    const noAmount = await admin.post("/discount-codes", { code: "NOAMOUNT", kind: "fixed" });
    expect((await noAmount.json()).errors.amountOff).toBe("Amount off must be more than ₹0");
    const twice = await admin.post("/discount-codes", { code: "launch10", kind: "free_shipping" });
    expect(twice.status).toBe(409);
    const list = await admin.json<{ code: string; redemptions: number }[]>(admin.get("/discount-codes"));
    expect(list.find((c) => c.code === "LAUNCH10")).toMatchObject({ redemptions: 0 });
  });

  it("prices a percent code off the subtotal before the 18 % tax; shares sum to the discount exactly", async () => {
    await createCode({ code: "THIRD", percentOff: 33 });
    const items = [
      { id: forest.id, quantity: 1, weight: "250" },
      { id: still.id, quantity: 2, weight: "250" },
      { id: forest.id, quantity: 1, weight: "500" },
    ];
    const quoted = await quote(" third ", items);
    expect(quoted.status).toBe(200);
    const q = await quoted.json();
    const res = await order(items, "Third");
    expect(res.status).toBe(201);
    const { order: placed } = await res.json();
    expect(placed.discountCode).toBe("THIRD");
    expect(placed.discountPaise).toBe(Math.round((placed.subtotalPaise * 33) / 100));
    expect(placed.discountPaise).toBe(q.discountPaise);
    expect(placed.taxPaise).toBe(Math.round(((placed.subtotalPaise - placed.discountPaise) * 18) / 10_000) * 100);
    expect(placed.shippingPaise).toBe(placed.subtotalPaise >= 100_000 ? 0 : 5_000);
    expect(placed.totalPaise).toBe(
      placed.subtotalPaise - placed.discountPaise + placed.shippingPaise + placed.taxPaise,
    );
    const shares = placed.items.map((item: { discountPaise: number }) => item.discountPaise);
    expect(shares.reduce((a: number, b: number) => a + b, 0)).toBe(placed.discountPaise);
    expect(shares.every((s: number) => Number.isInteger(s) && s > 0)).toBe(true);
    const stored = await app().services.db.select().from(orderItems).where(eq(orderItems.orderId, placed.id));
    expect(stored.reduce((sum, row) => sum + row.discountPaise, 0)).toBe(placed.discountPaise);
    expect(await usedCount("THIRD")).toBe(1);
  });

  it("the shopper's order page and invoice carry the code and the taxable value after the discount", async () => {
    await createCode({ code: "INVOICE5", percentOff: 5 });
    const res = await order([{ id: forest.id, quantity: 2, weight: "250" }], "invoice5");
    const body = await res.json();
    const page = await app().api(`/api/orders/${body.order.orderNumber}`, {
      headers: { "X-Order-Token": body.accessToken },
    });
    const { order: view, invoice } = await page.json();
    expect(view.discountCode).toBe("INVOICE5");
    expect(invoice.discountCode).toBe("INVOICE5");
    expect(invoice.discountPaise).toBe(view.discountPaise);
    expect(invoice.taxablePaise).toBe(view.subtotalPaise - view.discountPaise);
    expect(invoice.lines[0].discountPaise).toBe(view.discountPaise);
  });

  it("a fixed amount above the subtotal takes the subtotal and no more: the total never goes below zero", async () => {
    await createCode({ code: "BIGGIFT", kind: "fixed", amountOff: "100000" });
    const res = await order([{ id: forest.id, quantity: 1, weight: "250" }], "BIGGIFT");
    expect(res.status).toBe(201);
    const { order: placed } = await res.json();
    expect(placed.discountPaise).toBe(placed.subtotalPaise);
    expect(placed.taxPaise).toBe(0);
    expect(placed.totalPaise).toBe(placed.shippingPaise);
    expect(placed.totalPaise).toBeGreaterThanOrEqual(0);
  });

  it("free shipping: a code makes shipping 0; the threshold looks at the subtotal before a discount", async () => {
    await createCode({ code: "SHIPFREE", kind: "free_shipping" });
    const small = await (await order([{ id: still.id, quantity: 1, weight: "250" }], "shipfree")).json();
    expect(small.order.subtotalPaise).toBeLessThan(100_000);
    expect(small.order.shippingPaise).toBe(0);
    expect(small.order.discountPaise).toBe(0);
    // ₹1,000 or more before a 50 % discount still ships free: the cart's "Add ₹X more" promise holds.
    await createCode({ code: "HALF", percentOff: 50 });
    const units = Math.ceil(100_000 / forest.pricePaise);
    const big = await (await order([{ id: forest.id, quantity: units, weight: "250" }], "HALF")).json();
    expect(big.order.subtotalPaise - big.order.discountPaise).toBeLessThan(100_000);
    expect(big.order.shippingPaise).toBe(0);
  });

  it("a wrong code gets a 400 naming the rule, and nothing is written", async () => {
    const one = [{ id: forest.id, quantity: 1, weight: "250" }];
    const now = Date.now();
    await createCode({ code: "OLD", endsAt: new Date(now - 60_000).toISOString() });
    await createCode({ code: "SOON", startsAt: "2099-01-01T09:00" });
    await createCode({ code: "BIGSPEND", minSubtotal: "5000" });
    await createCode({ code: "SLEEPY", isActive: false });
    await createCode({ code: "ONEUSE", usageLimit: 1 });
    await createCode({ code: "ONLYSTILL", productIds: [still.id] });
    const before = await app().services.db.$count(orders);
    expect(await refusal(await quote("NOPE", one))).toBe("We don't know that code. Please check it and try again.");
    expect(await refusal(await quote("old", one))).toBe("This code has expired.");
    expect(await refusal(await quote("soon", one))).toBe("This code starts on 1 January 2099.");
    expect(await refusal(await quote("bigspend", one))).toBe("This code needs a subtotal of at least ₹5,000.");
    expect(await refusal(await quote("sleepy", one))).toBe("This code is not active.");
    expect(await refusal(await quote("onlystill", one))).toBe("This code is not for these coffees.");
    expect(await refusal(await quote("LAUNCH10", []))).toBe("Your cart is empty");
    expect(await refusal(await quote(["LAUNCH10", "launch10"], one))).toBe(
      "This code is entered twice — a code counts once per order",
    );
    expect(await refusal(await quote(["LAUNCH10", "THIRD"], one))).toBe("Only one code can be used per order");
    expect(await refusal(await quote("bad code!", one))).toBe(
      "A code is 2 to 40 letters, digits, hyphens or underscores",
    );
    expect(await refusal(await order(one, "old"))).toBe("This code has expired.");
    expect(await app().services.db.$count(orders)).toBe(before);
    expect((await order(one, "oneuse")).status).toBe(201);
    expect(await refusal(await quote("oneuse", one))).toBe("This code has been used up.");
    expect(await refusal(await order(one, "ONEUSE"))).toBe("This code has been used up.");
    expect(await usedCount("ONEUSE")).toBe(1);
    expect(await app().services.db.$count(orders)).toBe(before + 1);
  });

  it("per e-mail and first order only: a second use with the same address is refused", async () => {
    await createCode({ code: "ONCEEACH", perEmailLimit: 1 });
    const one = [{ id: forest.id, quantity: 1, weight: "250" }];
    const email = "repeat@example.com";
    expect((await order(one, "onceeach", { customerEmail: email })).status).toBe(201);
    expect(await refusal(await quote("onceeach", one, email))).toBe(
      "This code has already been used with this e-mail.",
    );
    expect(await refusal(await order(one, "onceeach", { customerEmail: email }))).toBe(
      "This code has already been used with this e-mail.",
    );
    await createCode({ code: "FIRSTCUP", firstOrderOnly: true, perEmailLimit: null });
    await app()
      .services.db.update(orders)
      .set({ status: "confirmed", paymentStatus: "paid" })
      .where(eq(orders.customerEmail, email));
    expect(await refusal(await order(one, "firstcup", { customerEmail: email }))).toBe(
      "This code is for a first order only.",
    );
    expect((await order(one, "firstcup", { customerEmail: "new-here@example.com" })).status).toBe(201);
  });

  it("a use is given back when the order expires or the owner cancels it", async () => {
    await createCode({ code: "COMEBACK", usageLimit: 2 });
    const one = [{ id: forest.id, quantity: 1, weight: "250" }];
    const a = await (await order(one, "comeback")).json();
    const b = await (await order(one, "comeback")).json();
    expect(await usedCount("COMEBACK")).toBe(2);
    expect(await refusal(await order(one, "comeback"))).toBe("This code has been used up.");
    await app()
      .services.db.update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, a.order.id));
    await expireUnpaidOrders(app().services.db);
    expect(await usedCount("COMEBACK")).toBe(1);
    const cancelled = await admin.call("PATCH", `/orders/${b.order.id}`, { status: "cancelled" });
    expect(cancelled.status).toBeLessThan(300);
    expect(await usedCount("COMEBACK")).toBe(0);
    expect((await order(one, "comeback")).status).toBe(201);
    expect(await usedCount("COMEBACK")).toBe(1);
  });

  it("the newsletter's welcome mail carries a single-use code for that address only", async () => {
    const email = "welcome-code@example.com";
    expect((await app().postJson("/api/newsletter/subscribe", { email })).status).toBeLessThan(300);
    const [confirm] = await app().services.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    const token = /\/confirm\?token=([A-Za-z0-9_-]+)/.exec(confirm!.text)![1]!;
    expect((await app().postJson("/api/sign-ups/confirm", { token })).status).toBe(200);
    const mails = await app().services.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    const welcome = mails.find((m) => m.template === "newsletter-welcome")!;
    const code = /\b(WELCOME-[A-Z0-9]{6})\b/.exec(welcome.text)![1]!;
    const one = [{ id: forest.id, quantity: 1, weight: "250" }];
    expect(await refusal(await order(one, code, { customerEmail: "someone-else@example.com" }))).toBe(
      "This code belongs to another e-mail address.",
    );
    const placed = await order(one, code.toLowerCase(), { customerEmail: email });
    expect(placed.status).toBe(201);
    expect((await placed.json()).order.discountPaise).toBeGreaterThan(0);
    expect(await refusal(await order(one, code, { customerEmail: email }))).toMatch(/used/);
  });

  it("issuePersonalCode gives a subscriber 15 % off extra orders, for that address only, as often as they order", async () => {
    const email = "estate@example.com";
    const code = await app().services.db.transaction((tx) =>
      issuePersonalCode(tx, {
        email,
        percent: 15,
        prefix: "ESTATE",
        source: "subscription",
        usageLimit: null,
        perEmailLimit: null,
      }),
    );
    expect(code).toMatch(/^ESTATE-[A-Z0-9]{6}$/);
    const one = [{ id: forest.id, quantity: 1, weight: "250" }];
    for (let i = 0; i < 2; i++) {
      const res = await order(one, code, { customerEmail: email });
      expect(res.status).toBe(201);
      const { order: placed } = await res.json();
      expect(placed.discountPaise).toBe(Math.round((placed.subtotalPaise * 15) / 100));
    }
    expect(await refusal(await order(one, code))).toBe("This code belongs to another e-mail address.");
  });

  it("a category code applies to that category's lines only", async () => {
    await app().services.db.update(products).set({ category: "blend" }).where(eq(products.id, still.id));
    await app().services.db.update(products).set({ category: "single-origin" }).where(eq(products.id, forest.id));
    const [other, blend] = [forest, still];
    await createCode({ code: "BLEND20", percentOff: 20, categories: "blend" });
    const res = await order(
      [
        { id: other!.id, quantity: 1, weight: "250" },
        { id: blend!.id, quantity: 1, weight: "250" },
      ],
      "blend20",
    );
    expect(res.status).toBe(201);
    const { order: placed } = await res.json();
    expect(placed.items[0].discountPaise).toBe(0);
    expect(placed.items[1].discountPaise).toBe(Math.round((placed.items[1].totalPricePaise * 20) / 100));
    expect(placed.discountPaise).toBe(placed.items[1].discountPaise);
  });
});
