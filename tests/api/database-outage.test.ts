import { randomUUID } from "node:crypto";
import { eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderItems, orders, products } from "../../src/server/db/schema";
import { postOrder, productBySlug, setStock, validOrder } from "../support/checkout";
import { startTcpProxy, type TcpProxy } from "../support/tcp-proxy";
import { availableDatabases, startTestApp, type TestApp } from "../support/test-app";

/** PostgreSQL going away for a while: clear 503s meanwhile, and recovery without a restart. */
describe.runIf(availableDatabases().includes("postgres"))("the database going away [postgres]", () => {
  let proxy: TcpProxy;
  let app: TestApp;

  beforeAll(async () => {
    const server = new URL(process.env.TEST_DATABASE_URL!);
    proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
    app = await startTestApp(
      "postgres",
      {},
      {
        databaseUrl: (url) => {
          const viaProxy = new URL(url);
          viaProxy.hostname = "127.0.0.1";
          viaProxy.port = String(proxy.port);
          return viaProxy.toString();
        },
      },
    );
  });
  afterAll(async () => {
    await proxy.restore().catch(() => {});
    await app?.close();
    await proxy.close();
  });

  it("answers 503 with a clear message while the database is away, then recovers by itself", async () => {
    expect((await app.api("/api/health")).status).toBe(200);
    await proxy.cut();

    const health = await app.api("/api/health");
    expect(health.status).toBe(503);
    const signUp = await app.postJson("/api/newsletter/subscribe", { email: "during-outage@example.com" });
    expect(signUp.status).toBe(503);
    expect(signUp.headers.get("retry-after")).toBe("5");
    expect(await signUp.json()).toEqual({ message: "The shop is briefly unavailable. Please try again in a moment." });
    expect((await app.api("/api/livez")).status).toBe(200);

    await proxy.restore();
    await expect.poll(async () => (await app.api("/api/health")).status, { timeout: 15_000 }).toBe(200);
    expect((await app.postJson("/api/newsletter/subscribe", { email: "after-outage@example.com" })).status).toBe(202);
  });

  it("loses no order: a burst cut by the outage is answered 201 or a clear 503, and each 503 retried with its key lands exactly once", async () => {
    const forest = await productBySlug(app, "forest-pour-medium-roast-coffee");
    await setStock(app, forest.id, 1_000);
    const tag = randomUUID().slice(0, 8);
    const attempts = Array.from({ length: 30 }, (_, n) => ({
      key: randomUUID(),
      body: validOrder([{ id: forest.id, quantity: 1 + (n % 3), weight: "250", brewingMethod: "pour-over" }], {
        customerName: `Outage ${tag} ${n}`,
      }),
    }));

    let cut: Promise<void> | undefined;
    const first = await Promise.all(
      attempts.map(async ({ key, body }) => {
        const response = await postOrder(app, body, key);
        // The database goes away while the rest of the burst is still in flight.
        cut ??= proxy.cut();
        return {
          status: response.status,
          body: (await response.json()) as { order?: { orderNumber: string }; message?: string },
        };
      }),
    );
    await cut;
    expect(first.map((a) => a.status).filter((status) => status !== 201 && status !== 503)).toEqual([]);
    for (const answer of first.filter((a) => a.status === 503))
      expect(answer.body.message).toBe("The shop is briefly unavailable. Please try again in a moment.");
    expect(
      first.some((a) => a.status === 503),
      "the outage should have refused some of the burst",
    ).toBe(true);

    await proxy.restore();
    await expect.poll(async () => (await app.api("/api/health")).status, { timeout: 15_000 }).toBe(200);
    // The page retries an attempt with the same key: one that was taken before the cut comes back as it was.
    const retried = await Promise.all(
      attempts.map(({ key, body }) =>
        postOrder(app, body, key).then(async (r) => ({ status: r.status, body: await r.json() })),
      ),
    );
    expect(retried.map((a) => a.status).filter((status) => status !== 201)).toEqual([]);
    first.forEach((answer, n) => {
      if (answer.status === 201) expect(retried[n]!.body.order.orderNumber).toBe(answer.body.order!.orderNumber);
    });

    const stored = await app.services.db
      .select({ id: orders.id, orderNumber: orders.orderNumber })
      .from(orders)
      .where(like(orders.customerName, `Outage ${tag} %`));
    expect(stored.map((o) => o.orderNumber).sort()).toEqual(
      retried.map((a) => a.body.order.orderNumber as string).sort(),
    );
    for (const order of stored)
      expect(await app.services.db.$count(orderItems, eq(orderItems.orderId, order.id))).toBe(1);
    const bags = attempts.reduce((sum, _a, n) => sum + 1 + (n % 3), 0);
    expect((await productBySlug(app, forest.slug)).stockQuantity).toBe(1_000 - bags);
  });

  it("hears catalogue changes again after the outage (the LISTEN connection comes back)", async () => {
    const slug = "forest-pour-medium-roast-coffee";
    const before = (await (await app.api(`/api/products/${slug}`)).json()).pricePaise as number;
    // The cut dropped the LISTEN connection too; without reconnecting, this change would stay unseen for a minute.
    await proxy.cut();
    await proxy.restore();
    await expect.poll(async () => (await app.api("/api/health")).status, { timeout: 15_000 }).toBe(200);
    await app.services.db.transaction(async (tx) => {
      await tx
        .update(products)
        .set({ pricePaise: before + 100 })
        .where(eq(products.slug, slug));
      await tx.execute(sql`select pg_notify('catalog_changed', '')`);
    });
    await expect
      .poll(async () => (await (await app.api(`/api/products/${slug}`)).json()).pricePaise, { timeout: 15_000 })
      .toBe(before + 100);
  });
});
