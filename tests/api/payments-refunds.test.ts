/**
 * Issue 17 item 1, refunds through the provider (decision 052), against the fake Razorpay on loopback
 * and with the sandbox: never more than captured minus refunded, one refund per idempotency key, states
 * only forward, the order's payment status following the refunds, and money for a cancelled order sent
 * back by itself.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatRupees } from "@domain/money";
import { gstSplit } from "@domain/orders";
import { linesRefundPaise, refundedBags } from "@domain/payment-refunds";
import { auditLog, mailOutbox, orders, refunds } from "../../src/server/db/schema";
import { REFUNDS_JOB } from "../../src/server/payments/reconciler";
import { signInAdmin, type AdminClient } from "../support/admin";
import { hmacHex } from "../../src/server/payments/signature";
import { openPayment, placeOrder, postPayment, productBySlug, sandboxPay, sandboxSecret } from "../support/checkout";
import { razorpayEnv, startFakeRazorpay, type FakeRazorpay } from "../support/fake-razorpay";
import { availableDatabases, eachDatabase, startTestApp, type TestApp } from "../support/test-app";

const orderRow = async (app: TestApp, id: number) =>
  (await app.services.db.select().from(orders).where(eq(orders.id, id)))[0]!;

/** The credit-note mails of an order, oldest first. */
const creditNotes = async (app: TestApp, orderNumber: string) =>
  (await app.services.db.select().from(mailOutbox).orderBy(mailOutbox.id)).filter(
    (mail) => mail.template === "order-credit-note" && mail.subject.includes(orderNumber),
  );

const refundAs = (admin: AdminClient, orderId: number, body: unknown, key: string | null) =>
  admin.call("POST", `/orders/${orderId}/refunds`, body, key ? { "Idempotency-Key": key } : {});

for (const kind of availableDatabases()) {
  describe(`Refunds through Razorpay (fake API on loopback) [${kind}]`, () => {
    let razorpay: FakeRazorpay;
    let app: TestApp;
    let admin: AdminClient;
    beforeAll(async () => {
      razorpay = await startFakeRazorpay();
      app = await startTestApp(kind, razorpayEnv(razorpay));
      admin = await signInAdmin(app);
    });
    afterAll(async () => {
      await app?.close();
      await razorpay?.close();
    });

    /** An order of `quantity` bags, paid through the fake and verified as the page does. */
    async function paidOrder(quantity = 2) {
      const placed = await placeOrder(app, (await productBySlug(app, "forest-pour-medium-roast-coffee")).id, quantity);
      const created = await openPayment(app, placed.order.id, "razorpay");
      const paid = razorpay.pay(created.orderId);
      const verified = await postPayment(
        app,
        "/api/razorpay/verify-payment",
        {
          providerOrderId: paid.razorpay_order_id,
          providerPaymentId: paid.razorpay_payment_id,
          signature: paid.razorpay_signature,
          orderId: placed.order.id,
        },
        placed.accessToken,
      );
      expect(verified.status).toBe(200);
      return { ...placed, paymentId: paid.razorpay_payment_id };
    }

    const postWebhook = (event: { body: string; signature: string }) =>
      app.api("/api/razorpay/webhook", {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Razorpay-Signature": event.signature },
        body: event.body,
      });

    it("refunds part of an order once per key: amount in paise, speed optimum, notes, Razorpay's idempotency header", async () => {
      const { order, paymentId } = await paidOrder();
      const first = await refundAs(
        admin,
        order.id,
        { amountPaise: 25_000, reason: "One bag arrived torn" },
        "refund-key-a1",
      );
      expect(first.status).toBe(201);
      const body = await first.json();
      expect(body.refund).toMatchObject({ amountPaise: 25_000, status: "pending", actor: "admin:owner" });
      const sent = razorpay.requests.filter((r) => r.path === `/v1/payments/${paymentId}/refund`);
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({
        idempotencyKey: "refund-key-a1",
        body: {
          amount: 25_000,
          speed: "optimum",
          // Our numbers, as the owner reads them in Razorpay's dashboard: the order's and the refund's own.
          notes: {
            orderNumber: order.orderNumber,
            refundNumber: `${order.orderNumber}-R1`,
            orderId: String(order.id),
            refundId: String(body.refund.id),
          },
        },
      });
      expect(order.orderNumber).toMatch(/^BB-\d{4}-\d{6}$/);
      // A double click: the same refund, nothing new at Razorpay or here.
      const again = await refundAs(admin, order.id, { amountPaise: 25_000 }, "refund-key-a1");
      expect(again.status).toBe(200);
      expect((await again.json()).refund.id).toBe(body.refund.id);
      expect(razorpay.refunds.filter((r) => r.payment_id === paymentId)).toHaveLength(1);
      expect(await app.services.db.$count(refunds, eq(refunds.orderId, order.id))).toBe(1);
      // Pending money is not yet back: the order stays paid until Razorpay processes it.
      expect((await orderRow(app, order.id)).paymentStatus).toBe("paid");
      const [audit] = await app.services.db
        .select()
        .from(auditLog)
        .where(sql`${auditLog.action} = 'order.refund' and ${auditLog.entityId} = ${String(order.id)}`);
      expect(audit).toMatchObject({
        actor: "admin:owner",
        details: { amountPaise: 25_000, reason: "One bag arrived torn" },
      });
    });

    it("never refunds more than captured minus refunded, and refuses bad amounts and unpaid orders with a 4xx", async () => {
      const { order } = await paidOrder(1);
      const total = order.totalPaise;
      expect((await refundAs(admin, order.id, { amountPaise: total - 10_000 }, "refund-key-b1")).status).toBe(201);
      const tooMuch = await refundAs(admin, order.id, { amountPaise: 10_001 }, "refund-key-b2");
      expect(tooMuch.status).toBe(400);
      expect((await tooMuch.json()).message).toBe("At most 10000 paise is left to refund on this order");
      for (const amountPaise of [0, -100, 10.5, "100", null]) {
        const bad = await refundAs(admin, order.id, { amountPaise }, "refund-key-b3");
        expect(bad.status, JSON.stringify(amountPaise)).toBe(400);
      }
      expect((await refundAs(admin, order.id, {}, "refund-key-b4")).status).toBe(400);
      expect((await refundAs(admin, order.id, { amountPaise: 100 }, null)).status).toBe(400);
      expect((await refundAs(admin, order.id, { amountPaise: 10_000 }, "refund-key-b5")).status).toBe(201);
      const nothing = await refundAs(admin, order.id, { amountPaise: 100 }, "refund-key-b6");
      expect(nothing.status).toBe(409);
      expect((await nothing.json()).message).toBe("Everything paid for this order has already been refunded");
      const unpaid = await placeOrder(app, (await productBySlug(app, "forest-pour-medium-roast-coffee")).id, 1);
      const refused = await refundAs(admin, unpaid.order.id, { amountPaise: 100 }, "refund-key-b7");
      expect(refused.status).toBe(409);
      expect((await refused.json()).message).toBe("Only a paid order can be refunded");
      expect(await app.services.db.$count(refunds, eq(refunds.orderId, unpaid.order.id))).toBe(0);
      expect(await app.services.db.$count(refunds, eq(refunds.orderId, order.id))).toBe(2);
    });

    it("moves refunds forward only on webhooks, and the order becomes partially refunded, then refunded", async () => {
      const { order } = await paidOrder(2);
      const part = await (await refundAs(admin, order.id, { amountPaise: 30_000 }, "refund-key-c1")).json();
      const processed = razorpay.refundWebhook("refund.processed", part.refund.providerRefundId);
      expect((await postWebhook(processed)).status).toBe(200);
      expect((await orderRow(app, order.id)).paymentStatus).toBe("partially_refunded");
      expect(await creditNotes(app, order.orderNumber)).toHaveLength(1);
      // A late "created" (pending) event after "processed" changes nothing.
      expect((await postWebhook(razorpay.refundWebhook("refund.created", part.refund.providerRefundId))).status).toBe(
        200,
      );
      const [row] = await app.services.db.select().from(refunds).where(eq(refunds.id, part.refund.id));
      expect(row!.status).toBe("processed");

      const rest = await (
        await refundAs(admin, order.id, { amountPaise: order.totalPaise - 30_000 }, "refund-key-c2")
      ).json();
      // The order's second refund carries the next refund number.
      const second = razorpay.requests.filter((r) => r.path.endsWith("/refund")).at(-1);
      expect(second?.body).toMatchObject({
        amount: order.totalPaise - 30_000,
        notes: { orderNumber: order.orderNumber, refundNumber: `${order.orderNumber}-R2` },
      });
      // No webhook this time: the refunds job asks Razorpay about the pending refund.
      razorpay.refunds.find((r) => r.id === rest.refund.providerRefundId)!.status = "processed";
      await app.services.db
        .update(refunds)
        .set({ lastCheckedAt: sql`now() - interval '6 minutes'` })
        .where(eq(refunds.id, rest.refund.id));
      expect(await app.services.jobs.runNow(REFUNDS_JOB)).toBe(true);
      expect(
        razorpay.requests.some(
          (r) => r.method === "GET" && r.path.endsWith(`/refunds/${rest.refund.providerRefundId}`),
        ),
      ).toBe(true);
      expect((await orderRow(app, order.id)).paymentStatus).toBe("refunded");
      // One credit note per processed refund, each with its own number in the series.
      const notes = await creditNotes(app, order.orderNumber);
      expect(notes).toHaveLength(2);
      const numbers = notes.map((mail) => Number(/CN-\d{4}-(\d{6})/.exec(mail.subject)![1]));
      expect(numbers[1]).toBeGreaterThan(numbers[0]!);
    });

    it("a refund Razorpay fails gives the amount back to refund again", async () => {
      const { order } = await paidOrder(1);
      const first = await (await refundAs(admin, order.id, { amountPaise: order.totalPaise }, "refund-key-d1")).json();
      expect((await postWebhook(razorpay.refundWebhook("refund.failed", first.refund.providerRefundId))).status).toBe(
        200,
      );
      expect((await orderRow(app, order.id)).paymentStatus).toBe("paid");
      // Failed is final: a later "processed" for it does not resurrect it.
      const stale = razorpay.refundWebhook("refund.processed", first.refund.providerRefundId);
      await postWebhook(stale);
      const [row] = await app.services.db.select().from(refunds).where(eq(refunds.id, first.refund.id));
      expect(row!.status).toBe("failed");
      expect((await refundAs(admin, order.id, { amountPaise: order.totalPaise }, "refund-key-d2")).status).toBe(201);
    });
  });
}

eachDatabase("Refunds with the sandbox", (app) => {
  let admin: AdminClient;
  beforeAll(async () => {
    admin = await signInAdmin(app());
  });

  it("refunds chosen lines with their tax share, puts the bags back when asked, and marks the order refunded", async () => {
    const forest = await productBySlug(app(), "forest-pour-medium-roast-coffee");
    const placed = await placeOrder(app(), forest.id, 3);
    const { orderId: providerOrderId } = await openPayment(app(), placed.order.id);
    expect((await sandboxPay(app(), providerOrderId)).status).toBe(200);
    const [item] = (await admin.json(admin.get(`/orders?q=${placed.order.orderNumber}`)))[0].items;
    const stockBefore = (await productBySlug(app(), forest.slug)).stockQuantity;
    const res = await refundAs(
      admin,
      placed.order.id,
      { lines: [{ itemId: item.id, quantity: 1 }], restock: true },
      "refund-key-s1",
    );
    expect(res.status).toBe(201);
    const body = await res.json();
    // One bag and its 18 % tax, processed at once by the sandbox.
    expect(body.refund).toMatchObject({ amountPaise: Math.round(item.unitPricePaise * 1.18), status: "processed" });
    expect(body.order.paymentStatus).toBe("partially_refunded");
    // The shopper's credit note: its number, the invoice it corrects, the tax reversed (Karnataka: CGST + SGST).
    const [note] = await creditNotes(app(), placed.order.orderNumber);
    expect(note).toMatchObject({ to: placed.order.customerEmail });
    const tax = Math.round(item.unitPricePaise * 0.18);
    expect(note!.text).toMatch(new RegExp(`Against invoice\\s+${placed.order.orderNumber} of`));
    expect(note!.text).toContain(`Taxable value`);
    expect(note!.text).toMatch(/CGST \(9 %\) reversed/);
    expect(note!.text).toMatch(/SGST \(9 %\) reversed/);
    expect(note!.text).not.toMatch(/IGST/);
    expect(note!.subject).toMatch(/^Order BB-\d{4}-\d{6}: .* refunded \(CN-\d{4}-\d{6}\)/);
    expect(tax).toBeGreaterThan(0);
    expect((await productBySlug(app(), forest.slug)).stockQuantity).toBe(stockBefore + 1);
    const tooMany = await refundAs(
      admin,
      placed.order.id,
      { lines: [{ itemId: item.id, quantity: 4 }] },
      "refund-key-s2",
    );
    expect(tooMany.status).toBe(400);
    const rest = await refundAs(
      admin,
      placed.order.id,
      { amountPaise: placed.order.totalPaise - body.refund.amountPaise },
      "refund-key-s3",
    );
    expect((await rest.json()).order.paymentStatus).toBe("refunded");
  });

  it("refunds part of a discounted line less its share of the code, as the order sheet previews it", async () => {
    await admin.json(admin.post("/discount-codes", { code: "REFUND15", kind: "percent", percentOff: 15 }), 201);
    const forest = await productBySlug(app(), "forest-pour-medium-roast-coffee");
    const placed = await placeOrder(app(), forest.id, 3, { discountCode: "REFUND15" });
    const { orderId: providerOrderId } = await openPayment(app(), placed.order.id);
    expect((await sandboxPay(app(), providerOrderId)).status).toBe(200);
    const [item] = (await admin.json(admin.get(`/orders?q=${placed.order.orderNumber}`)))[0].items;
    expect(item.discountPaise).toBeGreaterThan(0);
    const res = await refundAs(admin, placed.order.id, { lines: [{ itemId: item.id, quantity: 2 }] }, "refund-key-s4");
    expect(res.status).toBe(201);
    // Two of three bags: their price less two thirds of the line's discount (rounded down), and 18 % on that.
    const taxable = item.unitPricePaise * 2 - Math.floor((item.discountPaise * 2) / 3);
    const amount = taxable + Math.round(taxable * 0.18);
    expect((await res.json()).refund.amountPaise).toBe(amount);
    // The admin's preview counts it with the same functions.
    expect(linesRefundPaise([refundedBags(item, 2)])).toBe(amount);
    // The credit note reverses the tax on what the shopper paid for those bags, not on their list price.
    const [note] = await creditNotes(app(), placed.order.orderNumber);
    const split = gstSplit(amount - taxable, "Karnataka") as { cgst: number; sgst: number };
    expect(note!.text).toMatch(new RegExp(`Taxable value\\s+${formatRupees(taxable)}\\n`));
    expect(note!.text).toMatch(new RegExp(`CGST \\(9 %\\) reversed\\s+${formatRupees(split.cgst)}\\n`));
  });

  it("sends back, by itself and once, money that arrives for an order the shop had cancelled", async () => {
    const forest = await productBySlug(app(), "forest-pour-medium-roast-coffee");
    const placed = await placeOrder(app(), forest.id, 1);
    const { orderId: providerOrderId } = await openPayment(app(), placed.order.id);
    await admin.json(admin.patch(`/orders/${placed.order.id}`, { status: "cancelled" }));
    // The shopper pays in the provider's window anyway; the webhook tells the shop.
    const event = JSON.stringify({
      event: "payment.captured",
      payload: { payment: { entity: { id: "pay_afterCancel01", order_id: providerOrderId, status: "captured" } } },
    });
    const hook = () =>
      app().api("/api/sandbox/webhook", {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Razorpay-Signature": hmacHex(sandboxSecret(app()), event) },
        body: event,
      });
    expect((await hook()).status).toBe(200);
    await app().services.jobs.runNow(REFUNDS_JOB);
    const row = await orderRow(app(), placed.order.id);
    expect(row).toMatchObject({ status: "cancelled", paymentStatus: "refunded" });
    const sent = await app().services.db.select().from(refunds).where(eq(refunds.orderId, placed.order.id));
    expect(sent).toEqual([
      expect.objectContaining({ amountPaise: placed.order.totalPaise, status: "processed", actor: "shop:auto" }),
    ]);
    expect(await (await hook()).json()).toEqual({ status: "duplicate" });
    expect(await app().services.db.$count(refunds, eq(refunds.orderId, placed.order.id))).toBe(1);
  });
});
