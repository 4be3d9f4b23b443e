import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { AdminDashboard } from "@domain/admin/types";
import type { OrderView } from "@domain/orders";
import { mailOutbox, products } from "../../src/server/db/schema";
import { signInAdmin, type AdminClient } from "../support/admin";
import { insertOrder, stockOf } from "../support/orders";
import { eachDatabase } from "../support/test-app";

eachDatabase("Admin orders, stock and dashboard", (app) => {
  let admin: AdminClient;
  let productId: number;
  let otherId: number;

  beforeAll(async () => {
    admin = await signInAdmin(app());
    const db = app().services.db;
    const [a] = await db
      .insert(products)
      .values({
        slug: "order-test-a",
        name: "Order Test A",
        pricePaise: 50000,
        stockQuantity: 20,
        lowStockThreshold: 5,
      })
      .returning();
    const [b] = await db
      .insert(products)
      .values({
        slug: "order-test-b",
        name: "Order Test B",
        pricePaise: 120000,
        stockQuantity: 3,
        lowStockThreshold: 5,
      })
      .returning();
    productId = a!.id;
    otherId = b!.id;
  });

  it("lists orders newest first, filtered by status, payment and search", async () => {
    const db = app().services.db;
    const paid = await insertOrder(db, {
      lines: [{ productId, quantity: 1 }],
      paymentStatus: "paid",
      customerName: "Meera Iyer",
      customerEmail: "meera@example.com",
    });
    const unpaid = await insertOrder(db, { lines: [{ productId, quantity: 1 }] });
    const list = await admin.json<OrderView[]>(admin.get("/orders"));
    expect(list[0]!.id).toBe(unpaid.id);
    expect(list.find((o) => o.id === paid.id)).toMatchObject({
      status: "confirmed",
      paymentStatus: "paid",
      items: [{ productName: "Order Test A", quantity: 1 }],
    });
    const pendingPayment = await admin.json<OrderView[]>(admin.get("/orders?view=pending-payment"));
    expect(pendingPayment.map((o) => o.id)).toContain(unpaid.id);
    expect(pendingPayment.map((o) => o.id)).not.toContain(paid.id);
    const byStatus = await admin.json<OrderView[]>(admin.get("/orders?paymentStatus=paid&status=confirmed"));
    expect(byStatus.every((o) => o.paymentStatus === "paid" && o.status === "confirmed")).toBe(true);
    const found = await admin.get("/orders?q=meera%40ex");
    expect((await found.json()).map((o: OrderView) => o.id)).toEqual([paid.id]);
    expect(found.headers.get("x-total-count")).toBe("1");
    expect((await admin.get("/orders?status=lost")).status).toBe(400);
  });

  it("orders the whole list by any column, either way, with pages that neither repeat nor skip", async () => {
    const db = app().services.db;
    await insertOrder(db, {
      lines: [
        { productId: otherId, quantity: 2 },
        { productId, quantity: 1 },
      ],
      paymentStatus: "paid",
      status: "shipped",
      customerName: "aarti Bhat",
      reserve: false,
    });
    await insertOrder(db, {
      lines: [{ productId, quantity: 1 }],
      status: "cancelled",
      paymentStatus: "failed",
      customerName: "Zubin Rao",
      reserve: false,
    });
    const all = async (query: string) => admin.json<OrderView[]>(admin.get(`/orders?${query}`));
    const isOrdered = <T>(values: T[], dir: "asc" | "desc") =>
      values.every((value, i) => i === 0 || (dir === "asc" ? values[i - 1]! <= value : values[i - 1]! >= value));

    for (const dir of ["asc", "desc"] as const) {
      expect(
        isOrdered(
          (await all(`sort=totalPaise&dir=${dir}`)).map((o) => o.totalPaise),
          dir,
        ),
      ).toBe(true);
      expect(
        isOrdered(
          (await all(`sort=bags&dir=${dir}`)).map((o) => o.items.reduce((sum, item) => sum + item.quantity, 0)),
          dir,
        ),
      ).toBe(true);
      expect(
        isOrdered(
          (await all(`sort=customer&dir=${dir}`)).map((o) => o.customerName.toLowerCase()),
          dir,
        ),
      ).toBe(true);
      expect(
        isOrdered(
          (await all(`sort=orderNumber&dir=${dir}`)).map((o) => o.id),
          dir,
        ),
      ).toBe(true);
    }
    // Statuses in the order an order lives them, not alphabetically: pending first, cancelled last.
    const lifecycle = ["pending", "confirmed", "processing", "shipped", "delivered", "cancelled"];
    const byStatus = (await all("sort=status&dir=asc")).map((o) => lifecycle.indexOf(o.status));
    expect(isOrdered(byStatus, "asc")).toBe(true);
    expect(new Set(byStatus).size).toBeGreaterThan(2);
    const payments = ["pending", "paid", "failed", "refunded"];
    expect(
      isOrdered(
        (await all("sort=paymentStatus&dir=desc")).map((o) => payments.indexOf(o.paymentStatus)),
        "desc",
      ),
    ).toBe(true);

    // Pages of 2 (many orders share a total) put together are the whole list, in its order.
    const whole = (await all("sort=totalPaise&dir=asc")).map((o) => o.id);
    const paged: number[] = [];
    for (let offset = 0; offset < whole.length; offset += 2)
      paged.push(...(await all(`sort=totalPaise&dir=asc&limit=2&offset=${offset}`)).map((o) => o.id));
    expect(paged).toEqual(whole);

    // The default is newest first; the CSV follows the order asked for.
    expect((await all("")).map((o) => o.id)).toEqual((await all("sort=orderNumber&dir=desc")).map((o) => o.id));
    const csv = await (await admin.get("/orders/export.csv?sort=customer&dir=asc")).text();
    const names = csv
      .replace(/^\uFEFF/, "")
      .split("\r\n")
      .filter(Boolean)
      .slice(1)
      .map((line) => line.split(",")[2]!.replace(/"/g, "").toLowerCase());
    expect(isOrdered(names, "asc")).toBe(true);
    expect(names[0]).toBe("aarti bhat");

    for (const bad of ["sort=price", "sort=createdAt", "dir=up", "sort=customer;drop table orders"]) {
      const answer = await admin.get(`/orders?${bad}`);
      expect(answer.status).toBe(400);
      expect((await answer.json()).message).toMatch(/sort|dir/);
    }
  });

  it("marks an order paid (pending → confirmed), moves it along, and stamps each step", async () => {
    const order = await insertOrder(app().services.db, { lines: [{ productId, quantity: 2 }] });
    const paid = await admin.json<OrderView>(admin.patch(`/orders/${order.id}`, { paymentStatus: "paid" }));
    expect(paid).toMatchObject({
      paymentStatus: "paid",
      status: "confirmed",
      paidAt: expect.any(String),
      expiresAt: null,
    });
    const processing = await admin.json<OrderView>(admin.patch(`/orders/${order.id}`, { status: "processing" }));
    expect(processing.status).toBe("processing");
    const delivered = await admin.json<OrderView>(admin.patch(`/orders/${order.id}`, { status: "delivered" }));
    expect(delivered).toMatchObject({
      status: "delivered",
      shippedAt: expect.any(String),
      deliveredAt: expect.any(String),
    });
    const back = await admin.json<OrderView>(admin.patch(`/orders/${order.id}`, { status: "pending" }));
    expect(back.status).toBe("pending");
  });

  it("a tracking number forces shipped and mails the customer", async () => {
    const order = await insertOrder(app().services.db, {
      lines: [{ productId, quantity: 1 }],
      paymentStatus: "paid",
      customerEmail: "ship@example.com",
    });
    const shipped = await admin.json<OrderView>(
      admin.patch(`/orders/${order.id}`, { status: "processing", trackingNumber: " DTDC-123456789 " }),
    );
    expect(shipped).toMatchObject({
      status: "shipped",
      trackingNumber: "DTDC-123456789",
      shippedAt: expect.any(String),
    });
    const mails = await app().services.db.select().from(mailOutbox).where(eq(mailOutbox.to, "ship@example.com"));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      subject: `Your order ${order.orderNumber} has shipped`,
      template: "order-shipped",
    });
    expect(mails[0]!.text).toContain("DTDC-123456789");
    const bad = await admin.patch(`/orders/${order.id}`, { trackingNumber: "<script>" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors.trackingNumber).toMatch(/Tracking number/);
  });

  it("cancelling gives the stock back once; reopening takes it again, or 409 when it was sold meanwhile", async () => {
    const db = app().services.db;
    const before = await stockOf(db, otherId);
    const order = await insertOrder(db, { lines: [{ productId: otherId, quantity: 2 }] });
    expect(await stockOf(db, otherId)).toBe(before - 2);
    await admin.json(admin.patch(`/orders/${order.id}`, { status: "cancelled" }));
    expect(await stockOf(db, otherId)).toBe(before);
    const again = await admin.json<OrderView>(
      admin.patch(`/orders/${order.id}`, { status: "cancelled", paymentStatus: "failed" }),
    );
    expect(again.cancelledAt).toEqual(expect.any(String));
    expect(await stockOf(db, otherId)).toBe(before);

    const reopened = await admin.json<OrderView>(admin.patch(`/orders/${order.id}`, { status: "processing" }));
    expect(reopened.cancelledAt).toBeNull();
    expect(await stockOf(db, otherId)).toBe(before - 2);

    await admin.json(admin.patch(`/orders/${order.id}`, { status: "cancelled" }));
    await insertOrder(db, { lines: [{ productId: otherId, quantity: before }] }); // someone buys every bag
    const refused = await admin.patch(`/orders/${order.id}`, { status: "confirmed" });
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toContain("Order Test B");
    expect((await admin.json<OrderView[]>(admin.get("/orders"))).find((o) => o.id === order.id)!.status).toBe(
      "cancelled",
    );
  });

  it("answers 404 for an unknown order and 400 for an empty patch", async () => {
    expect((await admin.patch("/orders/999999", { status: "shipped" })).status).toBe(404);
    expect((await admin.patch("/orders/x", { status: "shipped" })).status).toBe(404);
    const empty = await admin.patch("/orders/1", {});
    expect(empty.status).toBe(400);
  });

  it("exports orders as CSV, quoted and safe to open in a spreadsheet", async () => {
    const order = await insertOrder(app().services.db, {
      lines: [{ productId, quantity: 1 }],
      customerName: '=HYPERLINK("http://evil","x"), Jr.',
      paymentMethod: "netbanking:hdfc",
    });
    const response = await admin.get(`/orders/export.csv?q=${encodeURIComponent(order.orderNumber)}`);
    expect(response.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(response.headers.get("content-disposition")).toMatch(/attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"/);
    const text = await response.text();
    const lines = text
      .replace(/^\uFEFF/, "")
      .split("\r\n")
      .filter(Boolean);
    expect(lines).toHaveLength(2);
    expect(lines[0]!.split(",")).toHaveLength(22);
    expect(lines[0]).toMatch(/^Order number,Placed \(IST\),Customer,/);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"",""x""), Jr."`);
    // A phone number is a number, not a formula: no apostrophe (issue 16).
    expect(lines[1]).toContain(",+919876543210,");
    expect(lines[1]).not.toContain("'+91");
    // The payment method as the order sheet names it, not the stored code.
    expect(lines[1]).toContain(",Net banking (HDFC Bank),");
    expect(lines[1]).not.toMatch(/netbanking:hdfc/i);
    expect(lines[1]).toContain("Order Test A 250g × 1");
  });

  it("shows real figures on the dashboard", async () => {
    const before = await admin.json<AdminDashboard>(admin.get("/dashboard"));
    const db = app().services.db;
    const order = await insertOrder(db, {
      lines: [
        { productId: otherId, quantity: 1 },
        { productId, quantity: 1 },
      ],
      paymentStatus: "paid",
      reserve: false,
    });
    const old = await insertOrder(db, {
      lines: [{ productId, quantity: 1 }],
      paymentStatus: "paid",
      paidAt: new Date(Date.now() - 10 * 86_400_000),
      reserve: false,
    });
    await insertOrder(db, { lines: [{ productId, quantity: 5 }], reserve: false }); // unpaid: no revenue
    const after = await admin.json<AdminDashboard>(admin.get("/dashboard"));
    expect(after.revenue.today.paise - before.revenue.today.paise).toBe(order.totalPaise);
    expect(after.revenue.last7Days.paise - before.revenue.last7Days.paise).toBe(order.totalPaise);
    expect(after.revenue.last30Days.paise - before.revenue.last30Days.paise).toBe(order.totalPaise + old.totalPaise);
    expect(after.revenue.today.amount).toMatch(/^\d+\.\d{2}$/);
    expect(after.totalOrders - before.totalOrders).toBe(3);
    expect(after.ordersByStatus.pending - before.ordersByStatus.pending).toBe(1);
    expect(after.salesByDay).toHaveLength(30);
    expect(after.salesByDay.at(-1)!.revenuePaise - before.salesByDay.at(-1)!.revenuePaise).toBe(order.totalPaise);
    expect(after.topProducts.length).toBeLessThanOrEqual(4);
    expect(after.topProducts[0]!.name).toBe("Order Test A");
    expect(after.recentOrders).toHaveLength(5);
    const lowNow = (await admin.json<any[]>(admin.get("/stock"))).filter((s) => s.lowStock && s.isActive).length;
    expect(after.lowStockCount).toBe(lowNow);
  });

  it("leaves a paid order the shop cancelled out of revenue, best sellers and the chart, and counts it as a refund due", async () => {
    const db = app().services.db;
    const [refunded] = await db
      .insert(products)
      .values({ slug: "order-test-refunded", name: "Refunded Roast", pricePaise: 90000, stockQuantity: 100 })
      .returning();
    const before = await admin.json<AdminDashboard>(admin.get("/dashboard"));
    const order = await insertOrder(db, { lines: [{ productId: refunded!.id, quantity: 40 }], paymentStatus: "paid" });
    const cancelled = await admin.json<OrderView>(admin.patch(`/orders/${order.id}`, { status: "cancelled" }));
    expect(cancelled).toMatchObject({ status: "cancelled", paymentStatus: "paid" });
    const after = await admin.json<AdminDashboard>(admin.get("/dashboard"));
    for (const window of ["today", "last7Days", "last30Days", "allTime"] as const) {
      expect(after.revenue[window]).toEqual(before.revenue[window]);
    }
    expect(after.salesByDay).toEqual(before.salesByDay);
    expect(after.topProducts.map((p) => p.name)).not.toContain("Refunded Roast");
    expect(after.refundsDue.paise - before.refundsDue.paise).toBe(order.totalPaise);
    expect(after.refundsDue.orders - before.refundsDue.orders).toBe(1);
    expect(after.ordersByStatus.cancelled - before.ordersByStatus.cancelled).toBe(1);

    // Refunded (money sent back) is no longer due; reopening the order makes it a sale again.
    await admin.json(admin.patch(`/orders/${order.id}`, { paymentStatus: "refunded" }));
    expect((await admin.json<AdminDashboard>(admin.get("/dashboard"))).refundsDue).toEqual(before.refundsDue);
    await admin.json(admin.patch(`/orders/${order.id}`, { status: "processing", paymentStatus: "paid" }));
    const reopened = await admin.json<AdminDashboard>(admin.get("/dashboard"));
    expect(reopened.revenue.today.paise - before.revenue.today.paise).toBe(order.totalPaise);
    expect(reopened.topProducts[0]!.name).toBe("Refunded Roast");
  });

  it("adjusts stock, records each change, flags low stock", async () => {
    const restocked = await admin.json<any>(
      admin.post(`/stock/${otherId}/adjust`, { delta: 10, reason: "restock", note: "New roast" }),
    );
    const current = restocked.stockQuantity;
    expect(restocked).toMatchObject({ productId: otherId, lowStock: current < 5 });
    const set = await admin.json<any>(admin.post(`/stock/${otherId}/adjust`, { stockQuantity: 2 }));
    expect(set).toMatchObject({ stockQuantity: 2, lowStock: true, outOfStock: false });
    const below = await admin.post(`/stock/${otherId}/adjust`, { delta: -3 });
    expect(below.status).toBe(409);
    expect((await admin.post(`/stock/${otherId}/adjust`, { delta: 0 })).status).toBe(400);
    expect((await admin.post("/stock/999999/adjust", { delta: 1 })).status).toBe(404);
    const moves = await admin.json<any[]>(admin.get(`/stock/movements?productId=${otherId}`));
    expect(moves.slice(0, 2).map((m) => [m.delta, m.reason, m.actor, m.note])).toEqual([
      [2 - current, "adjustment", "owner", null],
      [10, "restock", "owner", "New roast"],
    ]);
    expect(moves.some((m) => m.reason === "release" && m.orderNumber)).toBe(true);
  });
});
