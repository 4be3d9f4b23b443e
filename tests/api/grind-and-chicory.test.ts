/**
 * Issue 20 item 2, the grind for every brewer (decision 153), on both databases: whole beans and South
 * Indian filter on every coffee, a filter line's chicory share stored and answered, the owner's price
 * change per grind option charged by the server, and bad grinds refused with nothing written.
 */
import { and, count, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import type { GrindPrices } from "../../src/domain/grind";
import { priceForWeight } from "../../src/domain/pricing";
import { totalsFor } from "../../src/domain/totals";
import { auditLog, orderItems, orders, products } from "../../src/server/db/schema";
import { signInAdmin, type AdminClient } from "../support/admin";
import { postOrder, productBySlug, validOrder } from "../support/checkout";
import { eachDatabase, type TestApp } from "../support/test-app";

const SLUG = "forest-pour-medium-roast-coffee";
const FILTER = "south-indian-filter";

async function linesOf(app: TestApp, orderId: number) {
  return app.services.db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(orderItems.id);
}

/** The admin's write reaches the cached copy through a notification (asynchronously): wait for it. */
async function pricesAre(app: TestApp, prices: GrindPrices) {
  await expect.poll(() => app.services.grindPrices()).toEqual(prices);
}

async function setPrices(app: TestApp, admin: AdminClient, body: Record<string, number>, saved: GrindPrices = body) {
  expect((await admin.json(admin.put("/settings/grind-prices", body))).prices).toEqual(saved);
  await pricesAre(app, saved);
}

async function writtenCounts(app: TestApp, productId: number) {
  const db = app.services.db;
  const [{ n: orderCount }] = (await db.select({ n: count() }).from(orders)) as [{ n: number }];
  const [{ n: lineCount }] = (await db.select({ n: count() }).from(orderItems)) as [{ n: number }];
  const [product] = await db.select({ stock: products.stockQuantity }).from(products).where(eq(products.id, productId));
  return { orderCount, lineCount, stock: product!.stock };
}

eachDatabase("Grind and chicory", (app) => {
  it("stores a filter 80 : 20 line with its share, priced as the bag by default, beside whole beans and espresso", async () => {
    const product = await productBySlug(app(), SLUG);
    const bag = priceForWeight(product, 250)!;
    const res = await postOrder(
      app(),
      validOrder([
        { id: product.id, quantity: 2, weight: "250", brewingMethod: "South Indian Filter", chicoryPercent: 20 },
        { id: product.id, quantity: 1, weight: "250", brewingMethod: FILTER, chicoryPercent: 30 },
        { id: product.id, quantity: 1, weight: "250", brewingMethod: FILTER },
        { id: product.id, quantity: 1, weight: "250", brewingMethod: "whole-beans", chicoryPercent: null },
        { id: product.id, quantity: 1, weight: "250", brewingMethod: "espresso" },
      ]),
    );
    expect(res.status).toBe(201);
    const { order, accessToken } = await res.json();
    expect(
      order.items.map((line: { brewingMethod: string; chicoryPercent: number | null }) => line.chicoryPercent),
    ).toEqual([20, 30, 0, null, null]);
    expect(order.subtotalPaise).toBe(bag * 6);
    const stored = await linesOf(app(), order.id);
    expect(stored.map((line) => [line.brewingMethod, line.chicoryPercent, line.unitPricePaise])).toEqual([
      [FILTER, 20, bag],
      [FILTER, 30, bag],
      [FILTER, 0, bag],
      ["whole-beans", null, bag],
      ["espresso", null, bag],
    ]);
    const page = await app().api(`/api/orders/${order.orderNumber}`, {
      headers: { "X-Order-Token": accessToken },
    });
    expect((await page.json()).order.items[0]).toMatchObject({ brewingMethod: FILTER, chicoryPercent: 20 });
  });

  it("charges the owner's change per grind option: audited, totals and tax from the changed prices, never below half a bag", async () => {
    const admin = await signInAdmin(app());
    expect(await admin.json(admin.get("/settings/grind-prices"))).toEqual({ prices: {}, updatedAt: null });
    const product = await productBySlug(app(), SLUG);
    const bag = priceForWeight(product, 250)!;
    try {
      await setPrices(
        app(),
        admin,
        { [`${FILTER}-80-20`]: 4000, "whole-beans": -2550, espresso: 0 },
        { [`${FILTER}-80-20`]: 4000, "whole-beans": -2550 },
      );
      const [entry] = await app()
        .services.db.select()
        .from(auditLog)
        .where(and(eq(auditLog.entityType, "settings"), eq(auditLog.entityId, "grind-prices")));
      expect(entry!.details).toMatchObject({ after: { [`${FILTER}-80-20`]: 4000 } });

      const res = await postOrder(
        app(),
        validOrder([
          { id: product.id, quantity: 3, weight: "250", brewingMethod: FILTER, chicoryPercent: 20 },
          { id: product.id, quantity: 1, weight: "250", brewingMethod: FILTER, chicoryPercent: 30 },
          { id: product.id, quantity: 2, weight: "250", brewingMethod: "whole-beans" },
        ]),
      );
      expect(res.status).toBe(201);
      const { order, paymentStatus } = await res.json();
      const units = [bag + 4000, bag, bag - 2550];
      expect(order.items.map((line: { unitPricePaise: number }) => line.unitPricePaise)).toEqual(units);
      expect(order.items.map((line: { totalPricePaise: number }) => line.totalPricePaise)).toEqual([
        units[0]! * 3,
        units[1]!,
        units[2]! * 2,
      ]);
      const subtotal = units[0]! * 3 + units[1]! + units[2]! * 2;
      expect(order.subtotalPaise).toBe(subtotal);
      const totals = totalsFor(subtotal);
      expect(order).toMatchObject({ taxPaise: totals.tax, shippingPaise: totals.shipping, totalPaise: totals.total });
      expect(paymentStatus.amount * 100).toBeCloseTo(order.totalPaise, 6);
      const stored = await linesOf(app(), order.id);
      expect(stored.map((line) => line.unitPricePaise)).toEqual(units);

      // The largest discount the owner may set cannot take a bag below half its price.
      await setPrices(app(), admin, { "whole-beans": -50_000 });
      const cheap = await postOrder(
        app(),
        validOrder([{ id: product.id, quantity: 1, weight: "250", brewingMethod: "whole-beans" }]),
      );
      expect((await cheap.json()).order.items[0].unitPricePaise).toBe(Math.max(bag - 50_000, Math.ceil(bag / 2)));
    } finally {
      await setPrices(app(), admin, {});
    }
  });

  it.each([
    [{ espresso: 12.5 }, "espresso", /whole paise/],
    [{ "whole-beans": 50_001 }, "whole-beans", /from −50000 to 50000/],
    [{ "pour-over": -50_001 }, "pour-over", /from −50000 to 50000/],
    [{ "cold-brew": "40" }, "cold-brew", /whole paise/],
    [{ turkish: 100 }, "turkish", /Unknown grind option/],
  ])("refuses %o with a 400 naming %s, and keeps the prices", async (body, field, message) => {
    const admin = await signInAdmin(app());
    const res = await admin.put("/settings/grind-prices", body);
    expect(res.status).toBe(400);
    expect((await res.json()).errors[field]).toMatch(message);
    expect((await admin.json(admin.get("/settings/grind-prices"))).prices).toEqual({});
  });

  it.each([
    [
      { brewingMethod: "espresso", chicoryPercent: 20 },
      "items.1.chicoryPercent",
      /only ground for South Indian filter/,
    ],
    [{ brewingMethod: "", chicoryPercent: 0 }, "items.1.chicoryPercent", /only ground for South Indian filter/],
    [{ brewingMethod: FILTER, chicoryPercent: 50 }, "items.1.chicoryPercent", /0, 20 or 30 per cent/],
    [{ brewingMethod: FILTER, chicoryPercent: "20" }, "items.1.chicoryPercent", /0, 20 or 30 per cent/],
    [{ brewingMethod: "turkish" }, "items.1.brewingMethod", /not ground for "turkish"/],
    [{ brewingMethod: 7 }, "items.1.brewingMethod", /must be text/],
  ])("refuses a line %o with a 400 naming %s; nothing is written", async (grind, field, message) => {
    const product = await productBySlug(app(), SLUG);
    const before = await writtenCounts(app(), product.id);
    const res = await postOrder(
      app(),
      validOrder([
        { id: product.id, quantity: 1, weight: "250", brewingMethod: FILTER, chicoryPercent: 20 },
        { id: product.id, quantity: 1, weight: "250", ...grind },
      ]),
    );
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.errors[field]).toMatch(message);
    expect(body.message).toMatch(message);
    expect(await writtenCounts(app(), product.id)).toEqual(before);
  });
});
