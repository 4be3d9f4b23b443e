/**
 * A drop where many more shoppers than bags press "Place order" at once, and a double-click that sends the
 * same Idempotency-Key five times at the same moment. On PostgreSQL the requests race on connections of
 * their own; on PGlite they queue for its one connection, where an order reads its stock and its key
 * inside its own transaction and claims the key with its answer in one insert (decision 179).
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderItems, orders } from "../../src/server/db/schema";
import { availableDatabases, startTestApp, type TestApp } from "../support/test-app";
import { postOrder, productBySlug, setStock, validOrder } from "../support/checkout";

describe.each(availableDatabases())("Checkout under contention [%s]", (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(kind);
  });
  afterAll(async () => {
    await app?.close();
  });

  it("200 parallel orders for 20 bags: exactly 20 orders, stock 0, no 5xx", async () => {
    const still = await productBySlug(app, "still-smoke-french-roast-coffee");
    await setStock(app, still.id, 20);
    const statuses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        postOrder(
          app,
          validOrder([{ id: still.id, quantity: 1, weight: "250" }], { customerEmail: `buyer${i}@example.com` }),
        ).then(async (res) => {
          await res.arrayBuffer();
          return res.status;
        }),
      ),
    );
    const count = (status: number) => statuses.filter((s) => s === status).length;
    expect(count(201)).toBe(20);
    expect(count(409)).toBe(180);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect((await productBySlug(app, still.slug)).stockQuantity).toBe(0);
    const sold = await app.services.db
      .select({ quantity: orderItems.quantity })
      .from(orderItems)
      .where(eq(orderItems.productId, still.id));
    expect(sold.reduce((sum, row) => sum + row.quantity, 0)).toBe(20);
  });

  it("two identical requests with one Idempotency-Key at the same moment make one order and one answer", async () => {
    const forest = await productBySlug(app, "forest-pour-medium-roast-coffee");
    await setStock(app, forest.id, 50);
    const key = randomUUID();
    const body = validOrder([{ id: forest.id, quantity: 2, weight: "250" }], {
      customerEmail: "double-click@example.com",
    });
    const answers = await Promise.all(Array.from({ length: 5 }, () => postOrder(app, body, key)));
    const bodies = await Promise.all(answers.map((res) => res.json()));
    expect(answers.map((res) => res.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(bodies.map((b) => b.order.orderNumber)).size).toBe(1);
    expect(new Set(bodies.map((b) => b.accessToken)).size).toBe(1);
    expect(await app.services.db.$count(orders, eq(orders.customerEmail, "double-click@example.com"))).toBe(1);
    expect((await productBySlug(app, forest.slug)).stockQuantity).toBe(48);
  });
});
