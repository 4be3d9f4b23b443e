import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { orderItems, orders, products, stockMovements } from "../../src/server/db/schema";
import {
  adjustStock,
  OutOfStockError,
  releaseOrderStock,
  reserveStock,
} from "../../src/server/features/stock/stock.repo";
import { eachDatabase } from "../support/test-app";

eachDatabase("Stock moves", (app) => {
  async function product(slug: string) {
    const [row] = await app().services.db.select().from(products).where(eq(products.slug, slug));
    return row!;
  }

  async function draftOrder(lines: { productId: number; quantity: number }[]) {
    const db = app().services.db;
    const [order] = await db
      .insert(orders)
      .values({
        orderNumber: `T-${Math.random().toString(36).slice(2, 10)}`,
        customerName: "Asha",
        customerEmail: "asha@example.com",
        shippingAddress: { street: "12 MG Road", city: "Bengaluru", state: "Karnataka", pincode: "560001" },
        subtotalPaise: 0,
        shippingPaise: 0,
        taxPaise: 0,
        totalPaise: 0,
      })
      .returning();
    await db.insert(orderItems).values(
      lines.map((line) => ({
        orderId: order!.id,
        productId: line.productId,
        productName: "x",
        weightGrams: 250,
        quantity: line.quantity,
        unitPricePaise: 100,
        totalPricePaise: 100 * line.quantity,
      })),
    );
    return order!;
  }

  it("reserves stock, records the movement, and gives it back exactly once", async () => {
    const db = app().services.db;
    const batch = await product("morning-dust-light-roast-coffee");
    const order = await draftOrder([
      { productId: batch.id, quantity: 2 },
      { productId: batch.id, quantity: 1 },
    ]);
    await db.transaction((tx) =>
      reserveStock(tx, order.id, [
        { productId: batch.id, quantity: 2 },
        { productId: batch.id, quantity: 1 },
      ]),
    );
    expect((await product(batch.slug)).stockQuantity).toBe(batch.stockQuantity - 3);
    const moves = await db.select().from(stockMovements).where(eq(stockMovements.orderId, order.id));
    expect(moves.map((m) => [m.delta, m.reason])).toEqual([[-3, "order"]]);

    expect(await db.transaction((tx) => releaseOrderStock(tx, order.id, "admin"))).toBe(true);
    expect(await db.transaction((tx) => releaseOrderStock(tx, order.id, "expiry"))).toBe(false);
    expect((await product(batch.slug)).stockQuantity).toBe(batch.stockQuantity);
  });

  it("refuses more than is in stock with a 409 naming the product, and changes nothing", async () => {
    const db = app().services.db;
    const first = await product("earth-ember-dark-roast-coffee");
    const second = await product("forest-pour-medium-roast-coffee");
    const order = await draftOrder([{ productId: first.id, quantity: 1 }]);
    const attempt = db.transaction((tx) =>
      reserveStock(tx, order.id, [
        { productId: first.id, quantity: 1 },
        { productId: second.id, quantity: second.stockQuantity + 1 },
      ]),
    );
    await expect(attempt).rejects.toBeInstanceOf(OutOfStockError);
    await expect(attempt).rejects.toMatchObject({ status: 409, message: expect.stringContaining(second.name) });
    expect((await product(first.slug)).stockQuantity).toBe(first.stockQuantity);
    expect((await product(second.slug)).stockQuantity).toBe(second.stockQuantity);
  });

  it("adjusts stock by the admin, never below zero", async () => {
    const db = app().services.db;
    const p = await product("golden-hush-honey-process-coffee");
    expect(
      await db.transaction((tx) => adjustStock(tx, p.id, 5, { reason: "restock", actor: "admin", note: "new roast" })),
    ).toBe(p.stockQuantity + 5);
    await expect(
      db.transaction((tx) => adjustStock(tx, p.id, -(p.stockQuantity + 6), { reason: "correction", actor: "admin" })),
    ).rejects.toMatchObject({ status: 409 });
    expect((await product(p.slug)).stockQuantity).toBe(p.stockQuantity + 5);
    const [move] = await db.select().from(stockMovements).where(eq(stockMovements.productId, p.id));
    expect(move).toMatchObject({
      delta: 5,
      reason: "restock",
      actor: "admin",
      note: "new roast",
      stockAfter: p.stockQuantity + 5,
    });
  });

  it("shows a stock change to the catalogue at once", async () => {
    const db = app().services.db;
    const p = await product("stone-drip-cold-brew-coffee");
    const before = (await app().services.catalog.getProduct(p.slug))!.stockQuantity;
    await db.transaction((tx) => adjustStock(tx, p.id, -1, { reason: "correction", actor: "admin" }));
    await expect.poll(async () => (await app().services.catalog.getProduct(p.slug))!.stockQuantity).toBe(before - 1);
  });
});
