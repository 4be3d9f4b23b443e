/**
 * Parcels the shopper can follow (decision 151): the owner ships with a courier and its AWB, checked on
 * the server; the shopper's order and the shipping mail link to the courier's page; the packing slips'
 * list of orders.
 */
import { and, desc, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { OrderView } from "@domain/orders";
import { auditLog, mailOutbox, orders, products } from "../../src/server/db/schema";
import { signInAdmin, type AdminClient } from "../support/admin";
import { insertOrder } from "../support/orders";
import { eachDatabase } from "../support/test-app";

eachDatabase("Parcels: couriers, AWB numbers and packing slips", (app) => {
  let admin: AdminClient;
  let productId: number;

  beforeAll(async () => {
    admin = await signInAdmin(app());
    const [product] = await app()
      .services.db.insert(products)
      .values({ slug: "parcel-test", name: "Parcel Test Estate", pricePaise: 60000, stockQuantity: 50 })
      .returning();
    productId = product!.id;
  });

  const paidOrder = (customerEmail: string) =>
    insertOrder(app().services.db, { lines: [{ productId, quantity: 2 }], paymentStatus: "paid", customerEmail });

  it("ships with Delhivery and its AWB: stored, audited, linked on the shopper's order and in the mail", async () => {
    const order = await paidOrder("follow@example.com");
    const shipped = await admin.json<OrderView>(
      admin.patch(`/orders/${order.id}`, { courier: "delhivery", trackingNumber: " 1234 5678 90123 " }),
    );
    expect(shipped).toMatchObject({
      status: "shipped",
      courier: "delhivery",
      trackingNumber: "1234567890123",
      trackingUrl: "https://www.delhivery.com/track/package/1234567890123",
      shippedAt: expect.any(String),
    });
    const [row] = await app().services.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ courier: "delhivery", trackingNumber: "1234567890123" });

    const [audit] = await app()
      .services.db.select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "order"), eq(auditLog.entityId, String(order.id))))
      .orderBy(desc(auditLog.id));
    expect(audit!.details).toMatchObject({
      before: { courier: null, trackingNumber: null },
      after: { courier: "delhivery", trackingNumber: "1234567890123" },
    });

    const token = app().services.orders.linkToken(order.orderNumber);
    const read = await app().api(`/api/orders/${order.orderNumber}`, { headers: { "X-Order-Token": token } });
    expect(read.status).toBe(200);
    expect((await read.json()).order).toMatchObject({
      courier: "delhivery",
      trackingNumber: "1234567890123",
      trackingUrl: "https://www.delhivery.com/track/package/1234567890123",
    });

    const mails = await app().services.db.select().from(mailOutbox).where(eq(mailOutbox.to, "follow@example.com"));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.template).toBe("order-shipped");
    expect(mails[0]!.text).toContain("Delhivery");
    expect(mails[0]!.text).toContain("Track with Delhivery: https://www.delhivery.com/track/package/1234567890123");
    expect(mails[0]!.html).toContain('href="https://www.delhivery.com/track/package/1234567890123"');
  });

  it("an AWB with no courier is other: the number as typed, shown without a link", async () => {
    const order = await paidOrder("other@example.com");
    const shipped = await admin.json<OrderView>(admin.patch(`/orders/${order.id}`, { trackingNumber: "BLR-551234" }));
    expect(shipped).toMatchObject({ courier: "other", trackingNumber: "BLR-551234", trackingUrl: null });
    const [mail] = await app().services.db.select().from(mailOutbox).where(eq(mailOutbox.to, "other@example.com"));
    expect(mail!.text).toContain("BLR-551234");
    expect(mail!.text).not.toContain("Track with");
    // Clearing the number clears its courier.
    const cleared = await admin.json<OrderView>(admin.patch(`/orders/${order.id}`, { trackingNumber: "" }));
    expect(cleared).toMatchObject({ courier: null, trackingNumber: null, trackingUrl: null });
  });

  it("refuses an unknown courier, a wrong-length or odd AWB, a courier without AWB: 400 naming the field, nothing written", async () => {
    const order = await paidOrder("refused@example.com");
    const cases: [unknown, string, RegExp][] = [
      [{ courier: "pigeon-post", trackingNumber: "1234567890" }, "courier", /Courier must be one of/],
      [{ courier: "delhivery", trackingNumber: "12345" }, "trackingNumber", /Delhivery AWB number should be 10 to 15/],
      [{ courier: "india-post", trackingNumber: "EE123456789" }, "trackingNumber", /EE123456789IN/],
      [{ courier: "bluedart", trackingNumber: "1234<b>5678" }, "trackingNumber", /Blue Dart/],
      [{ courier: "ekart", status: "shipped" }, "trackingNumber", /Send the AWB number/],
      [{ courier: "dtdc", trackingNumber: 12345678 }, "trackingNumber", /must be text/],
    ];
    for (const [body, field, message] of cases) {
      const response = await admin.patch(`/orders/${order.id}`, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await response.json()).errors[field], JSON.stringify(body)).toMatch(message);
    }
    const [row] = await app().services.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: "confirmed", courier: null, trackingNumber: null, shippedAt: null });
    const mails = await app().services.db.select().from(mailOutbox).where(eq(mailOutbox.to, "refused@example.com"));
    expect(mails).toHaveLength(0);
  });

  it("lists the orders to print: chosen ids, or every order ready to ship", async () => {
    const db = app().services.db;
    const ready = await paidOrder("slip-ready@example.com");
    const roasting = await insertOrder(db, {
      lines: [{ productId, quantity: 1 }],
      paymentStatus: "paid",
      status: "processing",
    });
    const cash = await insertOrder(db, {
      lines: [{ productId, quantity: 1 }],
      paymentStatus: "due_on_delivery",
      status: "confirmed",
    });
    const unpaid = await insertOrder(db, { lines: [{ productId, quantity: 1 }] });
    const gone = await paidOrder("slip-gone@example.com");
    await admin.json(admin.patch(`/orders/${gone.id}`, { courier: "dtdc", trackingNumber: "D12345678" }));

    const all = await admin.json<OrderView[]>(admin.get("/orders/slips?ready=1"));
    const ids = all.map((o) => o.id);
    expect(ids).toEqual(expect.arrayContaining([ready.id, roasting.id, cash.id]));
    expect(ids).not.toContain(unpaid.id);
    expect(ids).not.toContain(gone.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(all.every((o) => ["confirmed", "processing"].includes(o.status))).toBe(true);

    const chosen = await admin.json<OrderView[]>(admin.get(`/orders/slips?orders=${gone.id},${unpaid.id}`));
    expect(chosen.map((o) => o.id)).toEqual([unpaid.id, gone.id]);
    expect(chosen[0]!.items[0]).toMatchObject({ productName: "Parcel Test Estate", weight: 250, quantity: 1 });

    for (const query of ["", "?orders=12,abc", "?orders=1&ready=1", "?ready=yes"]) {
      const response = await admin.get(`/orders/slips${query}`);
      expect(response.status, query).toBe(400);
      expect(Object.keys((await response.json()).errors), query).not.toHaveLength(0);
    }
    expect((await app().api("/api/admin/orders/slips?ready=1")).status).toBe(401);
  });
});
