/**
 * Roast batches (decision 152): stock arrives as batches, orders take the oldest first under the same
 * no-oversell guarantee, a batch past the freshness window leaves sale, and the owner records and retires
 * batches from the admin with bad input refused and nothing half-written.
 */
import { asc, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { RoastBatchView } from "@domain/admin/roast-batches";
import { istToday } from "@domain/roast-batches";
import { orderBatches, products, roastBatches, stockMovements } from "../../src/server/db/schema";
import { refreshBatchStates } from "../../src/server/features/stock/batches.repo";
import { releaseOrderStock } from "../../src/server/features/stock/stock.repo";
import { signInAdmin, type AdminClient } from "../support/admin";
import { postOrder, productBySlug, validOrder } from "../support/checkout";
import { availableDatabases, eachDatabase, startTestApp, type TestApp } from "../support/test-app";

const daysFromToday = (days: number) =>
  new Date(Date.parse(`${istToday()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

let made = 0;

/** A fresh coffee with no stock, so each case starts from its own batches. */
async function freshProduct(app: TestApp) {
  const [row] = await app.services.db
    .insert(products)
    .values({
      slug: `batch-test-${++made}-${app.kind}`,
      name: `Batch Test ${made}`,
      pricePaise: 50000,
      stockQuantity: 0,
    })
    .returning();
  return row!;
}

async function batchesOf(app: TestApp, productId: number) {
  return app.services.db
    .select()
    .from(roastBatches)
    .where(eq(roastBatches.productId, productId))
    .orderBy(asc(roastBatches.roastedOn), asc(roastBatches.id));
}

async function stockOf(app: TestApp, productId: number) {
  const [row] = await app.services.db.select().from(products).where(eq(products.id, productId));
  return row!.stockQuantity;
}

/** The invariant: a product's stock is the sum of its selling batches' bags left. */
async function sellingSum(app: TestApp, productId: number) {
  const [row] = await app.services.db
    .select({ sum: sql<number>`coalesce(sum(${roastBatches.remaining}), 0)::int` })
    .from(roastBatches)
    .where(sql`${roastBatches.productId} = ${productId} and ${roastBatches.state} = 'selling'`);
  return Number(row!.sum);
}

async function order(app: TestApp, productId: number, quantity: number) {
  const response = await postOrder(app, validOrder([{ id: productId, quantity, weight: "250" }]));
  const body = (await response.json()) as { order: { id: number; orderNumber: string } };
  return { status: response.status, body };
}

eachDatabase("Roast batches", (app) => {
  let admin: AdminClient;
  const record = (productId: number, body: unknown) => admin.post(`/stock/${productId}/batches`, body);

  beforeAll(async () => {
    admin = await signInAdmin(app());
  });

  it("seeds every tracked coffee's stock as batches, and the catalogue names the oldest roast", async () => {
    const seeded = await productBySlug(app(), "morning-dust-light-roast-coffee");
    const batches = await batchesOf(app(), seeded.id);
    expect(batches.length).toBeGreaterThan(0);
    expect(await sellingSum(app(), seeded.id)).toBe(seeded.stockQuantity);
    expect(batches[0]).toMatchObject({ bags: 400, remaining: seeded.stockQuantity });
    expect(batches[0]!.code).toMatch(/^R\d{6}-\d+$/);
    const answer = await app().api(`/api/products/${seeded.slug}`);
    expect(((await answer.json()) as { nextRoastOn: string }).nextRoastOn).toBe(batches[0]!.roastedOn);
  });

  it("records a batch: its bags join the stock, with a printed code, an audit entry and a movement", async () => {
    const product = await freshProduct(app());
    const roastedOn = daysFromToday(-3);
    const batch = await admin.json<RoastBatchView>(record(product.id, { roastedOn, bags: 24, notes: " City+ " }), 201);
    expect(batch).toMatchObject({
      productId: product.id,
      roastedOn,
      bags: 24,
      remaining: 24,
      sold: 0,
      state: "selling",
    });
    expect(batch.notes).toBe("City+");
    expect(batch.code).toBe(`R${roastedOn.slice(2).replaceAll("-", "")}-${batch.id}`);
    expect(batch.daysLeft).toBe(27);
    expect(await stockOf(app(), product.id)).toBe(24);
    const moves = await app().services.db.select().from(stockMovements).where(eq(stockMovements.productId, product.id));
    expect(moves).toEqual([expect.objectContaining({ delta: 24, reason: "batch", stockAfter: 24 })]);
    const listed = await admin.json<RoastBatchView[]>(admin.get(`/batches?productId=${product.id}`));
    expect(listed.map((b) => b.id)).toEqual([batch.id]);
  });

  it("refuses bad batches with a 4xx naming the field, and writes nothing", async () => {
    const product = await freshProduct(app());
    const cases: [unknown, string][] = [
      [{ roastedOn: daysFromToday(-1), bags: 0 }, "bags"],
      [{ roastedOn: daysFromToday(-1), bags: -5 }, "bags"],
      [{ roastedOn: daysFromToday(-1), bags: 2.5 }, "bags"],
      [{ roastedOn: daysFromToday(-1), bags: "ten" }, "bags"],
      [{ roastedOn: daysFromToday(15), bags: 10 }, "roastedOn"],
      [{ roastedOn: daysFromToday(-31), bags: 10 }, "roastedOn"],
      [{ roastedOn: "2026-02-30", bags: 10 }, "roastedOn"],
      [{ roastedOn: "yesterday", bags: 10 }, "roastedOn"],
      [{ roastedOn: daysFromToday(-1), bags: 10, notes: "x".repeat(501) }, "notes"],
    ];
    for (const [body, field] of cases) {
      const response = await record(product.id, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const error = (await response.json()) as { errors?: Record<string, string> };
      expect(Object.keys(error.errors ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect((await record(999_999, { roastedOn: daysFromToday(-1), bags: 5 })).status).toBe(404);
    expect(await batchesOf(app(), product.id)).toEqual([]);
    expect(await stockOf(app(), product.id)).toBe(0);
  });

  it("plans a roast ahead: its bags sell as roasted to order, after every roasted bag", async () => {
    const product = await freshProduct(app());
    await admin.json(record(product.id, { roastedOn: daysFromToday(4), bags: 10 }), 201);
    let answer = (await (await app().api(`/api/products/${product.slug}`)).json()) as { nextRoastOn: string };
    expect(answer.nextRoastOn).toBe(daysFromToday(4));
    await admin.json(record(product.id, { roastedOn: daysFromToday(-2), bags: 1 }), 201);
    answer = (await (await app().api(`/api/products/${product.slug}`)).json()) as { nextRoastOn: string };
    expect(answer.nextRoastOn).toBe(daysFromToday(-2));
    const { status } = await order(app(), product.id, 3);
    expect(status).toBe(201);
    const [roasted, planned] = await batchesOf(app(), product.id);
    expect([roasted!.remaining, planned!.remaining]).toEqual([0, 8]);
  });

  it("takes the oldest batch first, across batches in one order, and gives the bags back on release", async () => {
    const product = await freshProduct(app());
    const newest = await admin.json<RoastBatchView>(
      record(product.id, { roastedOn: daysFromToday(-1), bags: 10 }),
      201,
    );
    const oldest = await admin.json<RoastBatchView>(record(product.id, { roastedOn: daysFromToday(-9), bags: 3 }), 201);
    const middle = await admin.json<RoastBatchView>(record(product.id, { roastedOn: daysFromToday(-5), bags: 4 }), 201);

    const first = await order(app(), product.id, 2);
    expect(first.status).toBe(201);
    const second = await order(app(), product.id, 4);
    expect(second.status).toBe(201);
    const remaining = async () =>
      Object.fromEntries((await batchesOf(app(), product.id)).map((b) => [b.id, b.remaining]));
    expect(await remaining()).toEqual({ [oldest.id]: 0, [middle.id]: 1, [newest.id]: 10 });
    const took = await app()
      .services.db.select()
      .from(orderBatches)
      .where(eq(orderBatches.orderId, second.body.order.id))
      .orderBy(asc(orderBatches.batchId));
    expect(took.map((t) => [t.batchId, t.quantity])).toEqual(
      [
        [oldest.id, 1],
        [middle.id, 3],
      ].sort((a, b) => a[0]! - b[0]!),
    );
    expect(await stockOf(app(), product.id)).toBe(11);

    // The order page and invoice name the batches its bags came from.
    const listed = await admin.json<RoastBatchView[]>(admin.get(`/batches?productId=${product.id}`));
    expect(listed.find((b) => b.id === oldest.id)).toMatchObject({ sold: 3, remaining: 0 });

    await app().services.db.transaction((tx) => releaseOrderStock(tx, second.body.order.id));
    expect(await remaining()).toEqual({ [oldest.id]: 1, [middle.id]: 4, [newest.id]: 10 });
    expect(await stockOf(app(), product.id)).toBe(15);
    expect(await sellingSum(app(), product.id)).toBe(15);
  });

  // The order's batches are taken for all its coffees in its last statement (decision 181).
  it("takes each coffee's oldest batches in an order of several coffees, two lines of one coffee together", async () => {
    const first = await freshProduct(app());
    const second = await freshProduct(app());
    const batch = (productId: number, days: number, bags: number) =>
      admin.json<RoastBatchView>(record(productId, { roastedOn: daysFromToday(days), bags }), 201);
    const firstNew = await batch(first.id, -2, 5);
    const firstOld = await batch(first.id, -6, 2);
    const secondOld = await batch(second.id, -8, 1);
    const secondNew = await batch(second.id, -3, 6);

    const response = await postOrder(
      app(),
      validOrder([
        { id: first.id, quantity: 2, weight: "250" },
        { id: second.id, quantity: 3, weight: "250" },
        { id: first.id, quantity: 1, weight: "500" },
      ]),
    );
    expect(response.status).toBe(201);
    const placed = (await response.json()) as { order: { id: number } };
    const took = await app().services.db.select().from(orderBatches).where(eq(orderBatches.orderId, placed.order.id));
    expect(Object.fromEntries(took.map((t) => [t.batchId, [t.productId, t.quantity]]))).toEqual({
      [firstOld.id]: [first.id, 2],
      [firstNew.id]: [first.id, 1],
      [secondOld.id]: [second.id, 1],
      [secondNew.id]: [second.id, 2],
    });
    expect(await stockOf(app(), first.id)).toBe(4);
    expect(await stockOf(app(), second.id)).toBe(4);
    expect(await sellingSum(app(), first.id)).toBe(4);
    expect(await sellingSum(app(), second.id)).toBe(4);
  });

  it("moves batches out of sale past the freshness window, and back when the owner lengthens it", async () => {
    const product = await freshProduct(app());
    const old = await admin.json<RoastBatchView>(record(product.id, { roastedOn: daysFromToday(-25), bags: 6 }), 201);
    await admin.json(record(product.id, { roastedOn: daysFromToday(-2), bags: 4 }), 201);
    const soon = (await admin.json<RoastBatchView[]>(admin.get(`/batches?productId=${product.id}`))).find(
      (b) => b.id === old.id,
    );
    expect(soon).toMatchObject({ daysLeft: 5, ageing: true });

    // Eight days later, the first batch is 33 days from its roast.
    await refreshBatchStates(app().services.db, daysFromToday(8));
    let [aged] = await batchesOf(app(), product.id);
    expect(aged).toMatchObject({ id: old.id, state: "aged", remaining: 6 });
    expect(await stockOf(app(), product.id)).toBe(4);
    expect(await sellingSum(app(), product.id)).toBe(4);
    const movement = await app()
      .services.db.select()
      .from(stockMovements)
      .where(sql`${stockMovements.productId} = ${product.id} and ${stockMovements.reason} = 'ageing'`);
    expect(movement).toEqual([expect.objectContaining({ delta: -6, stockAfter: 4 })]);
    // Running again changes nothing.
    await refreshBatchStates(app().services.db, daysFromToday(8));
    expect(await stockOf(app(), product.id)).toBe(4);

    // An order now takes the fresh batch only.
    expect((await order(app(), product.id, 1)).status).toBe(201);
    [aged] = await batchesOf(app(), product.id);
    expect(aged!.remaining).toBe(6);

    // A 60-day window brings it back on sale today (the settings write re-checks every batch).
    await admin.json(admin.put("/settings/stock", { freshnessDays: 60, planAheadDays: 14 }));
    [aged] = await batchesOf(app(), product.id);
    expect(aged!.state).toBe("selling");
    expect(await stockOf(app(), product.id)).toBe(9);
    expect((await admin.put("/settings/stock", { freshnessDays: 3, planAheadDays: 14 })).status).toBe(400);
    await admin.json(admin.put("/settings/stock", { freshnessDays: 30, planAheadDays: 14 }));
    expect(await stockOf(app(), product.id)).toBe(9);
  });

  it("retires a batch for the café: its bags leave the stock, bags in orders stay, a release does not revive them", async () => {
    const product = await freshProduct(app());
    const batch = await admin.json<RoastBatchView>(record(product.id, { roastedOn: daysFromToday(-4), bags: 5 }), 201);
    await admin.json(record(product.id, { roastedOn: daysFromToday(-1), bags: 5 }), 201);
    const placed = await order(app(), product.id, 2);
    expect(placed.status).toBe(201);
    const retired = await admin.json<RoastBatchView>(admin.post(`/batches/${batch.id}/retire`, { reason: "cafe" }));
    expect(retired).toMatchObject({ state: "retired", remaining: 3, sold: 2 });
    expect(retired.notes).toContain("Used at the café");
    expect(await stockOf(app(), product.id)).toBe(5);
    expect((await admin.post(`/batches/${batch.id}/retire`, { reason: "cafe" })).status).toBe(409);
    expect((await admin.post(`/batches/${batch.id}/retire`, { reason: "lost" })).status).toBe(400);
    expect((await admin.post(`/batches/999999/retire`, { reason: "cafe" })).status).toBe(404);

    await app().services.db.transaction((tx) => releaseOrderStock(tx, placed.body.order.id));
    expect(await stockOf(app(), product.id)).toBe(5);
    expect((await batchesOf(app(), product.id))[0]!.remaining).toBe(5);
  });

  it("stock adjustments move batches too: out from the oldest, in as today's adjustment batch", async () => {
    const product = await freshProduct(app());
    const old = await admin.json<RoastBatchView>(record(product.id, { roastedOn: daysFromToday(-6), bags: 4 }), 201);
    await admin.json(record(product.id, { roastedOn: daysFromToday(-2), bags: 4 }), 201);
    await admin.json(admin.post(`/stock/${product.id}/adjust`, { delta: -5, reason: "correction", note: "Damaged" }));
    const [first, second] = await batchesOf(app(), product.id);
    expect([first!.id, first!.remaining, second!.remaining]).toEqual([old.id, 0, 3]);
    await admin.json(admin.post(`/stock/${product.id}/adjust`, { delta: 7, reason: "restock" }));
    await admin.json(admin.post(`/stock/${product.id}/adjust`, { delta: 2, reason: "restock" }));
    const batches = await batchesOf(app(), product.id);
    expect(batches).toHaveLength(3);
    expect(batches[2]).toMatchObject({ roastedOn: istToday(), bags: 9, remaining: 9 });
    expect(await stockOf(app(), product.id)).toBe(12);
    expect(await sellingSum(app(), product.id)).toBe(12);
  });
});

describe.runIf(availableDatabases().includes("postgres"))("Roast batches under a drop [postgres]", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp("postgres");
  });

  it("2,000 buyers for a coffee split across three batches: exactly the stock sold, each batch's count exact", async () => {
    const admin = await signInAdmin(app);
    const product = await freshProduct(app);
    const sizes = [37, 50, 63];
    const made: RoastBatchView[] = [];
    for (const [i, bags] of sizes.entries())
      made.push(
        await admin.json<RoastBatchView>(
          admin.post(`/stock/${product.id}/batches`, { roastedOn: daysFromToday(-8 + 3 * i), bags }),
          201,
        ),
      );
    const buyers = 2_000;
    const statuses: number[] = [];
    let next = 0;
    // 50 at a time, as many as the shop's pool serves at once; every buyer asks for one bag.
    await Promise.all(
      Array.from({ length: 50 }, async () => {
        while (next < buyers) {
          const i = next++;
          const response = await postOrder(
            app,
            validOrder([{ id: product.id, quantity: 1, weight: "250" }], { customerEmail: `drop${i}@example.com` }),
          );
          await response.arrayBuffer();
          statuses.push(response.status);
        }
      }),
    );
    const count = (status: number) => statuses.filter((s) => s === status).length;
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(count(201)).toBe(150);
    expect(count(409)).toBe(buyers - 150);
    expect(await stockOf(app, product.id)).toBe(0);
    const batches = await batchesOf(app, product.id);
    expect(batches.map((b) => b.remaining)).toEqual([0, 0, 0]);
    const taken = await app.services.db
      .select({ batchId: orderBatches.batchId, sum: sql<number>`sum(${orderBatches.quantity})::int` })
      .from(orderBatches)
      .where(eq(orderBatches.productId, product.id))
      .groupBy(orderBatches.batchId)
      .orderBy(asc(orderBatches.batchId));
    expect(taken.map((t) => [t.batchId, Number(t.sum)])).toEqual(made.map((b, i) => [b.id, sizes[i]]));
    await app.close();
  }, 240_000);
});
