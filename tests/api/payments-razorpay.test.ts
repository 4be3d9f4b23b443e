import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, paymentEvents, payments } from "../../src/server/db/schema";
import { RECONCILER_JOB } from "../../src/server/payments/reconciler";
import { razorpayEnv, startFakeRazorpay, type FakeRazorpay } from "../support/fake-razorpay";
import { availableDatabases, startTestApp, type TestApp } from "../support/test-app";
import { openPayment, placeOrder, postPayment, productBySlug } from "../support/checkout";

for (const kind of availableDatabases()) {
  describe(`Paying with Razorpay (fake API on loopback) [${kind}]`, () => {
    let razorpay: FakeRazorpay;
    let app: TestApp;
    beforeAll(async () => {
      razorpay = await startFakeRazorpay();
      app = await startTestApp(kind, razorpayEnv(razorpay));
    });
    afterAll(async () => {
      await app?.close();
      await razorpay?.close();
    });

    const order = async (id: number) => (await app.services.db.select().from(orders).where(eq(orders.id, id)))[0]!;
    const newOrder = async (quantity = 1) =>
      (await placeOrder(app, (await productBySlug(app, "forest-pour-medium-roast-coffee")).id, quantity)).order;
    const postWebhook = (body: string, headers: Record<string, string>) =>
      app.api("/api/razorpay/webhook", {
        method: "POST",
        headers: { "Content-Type": "application/json", ...headers },
        body,
      });

    it("creates one Razorpay order per order: amount in paise, our order number as receipt, basic auth", async () => {
      const placed = await newOrder(2);
      const created = await openPayment(app, placed.id, "razorpay");
      expect(created).toMatchObject({ key: razorpay.keyId, amount: placed.totalPaise });
      const request = razorpay.requests.find(
        (r) =>
          r.method === "POST" &&
          r.path === "/v1/orders" &&
          (r.body as { receipt: string }).receipt === placed.orderNumber,
      )!;
      expect(request.authorized).toBe(true);
      expect(request.body).toMatchObject({ amount: placed.totalPaise, currency: "INR", receipt: placed.orderNumber });
      expect(razorpay.orders.get(created.orderId)?.amount).toBe(placed.totalPaise);
      const again = await openPayment(app, placed.id, "razorpay");
      expect(again.orderId).toBe(created.orderId);
      expect(
        razorpay.requests.filter(
          (r) => r.path === "/v1/orders" && (r.body as { receipt: string }).receipt === placed.orderNumber,
        ),
      ).toHaveLength(1);
      expect((await postPayment(app, "/api/sandbox/create-order", { orderId: placed.id })).status).toBe(404);
    });

    it("lets the page load Razorpay's checkout.js, window and API (CSP), and only while Razorpay is active", async () => {
      const csp = (await app.api("/robots.txt")).headers.get("content-security-policy") ?? "";
      expect(csp).toMatch(/script-src [^;]*https:\/\/checkout\.razorpay\.com/);
      expect(csp).toMatch(/frame-src [^;]*https:\/\/api\.razorpay\.com/);
      expect(csp).toMatch(/connect-src [^;]*https:\/\/api\.razorpay\.com/);
      expect((await app.api("/api/sandbox/checkout.js")).status).toBe(404);
    });

    it("answers 502 'Failed to create payment order' when Razorpay fails, and works on the next try", async () => {
      const placed = await newOrder();
      razorpay.failNext(1);
      const failed = await postPayment(app, "/api/razorpay/create-order", { orderId: placed.id });
      expect(failed.status).toBe(502);
      expect((await failed.json()).message).toBe("Failed to create payment order");
      expect((await postPayment(app, "/api/razorpay/create-order", { orderId: placed.id })).status).toBe(200);
    });

    it("verifies checkout.js's signature with the key secret; forged or cross-order ones fail", async () => {
      const first = await newOrder();
      const second = await newOrder();
      const a = await openPayment(app, first.id, "razorpay");
      await openPayment(app, second.id, "razorpay");
      const response = razorpay.pay(a.orderId);
      const body = {
        providerOrderId: response.razorpay_order_id,
        providerPaymentId: response.razorpay_payment_id,
        signature: response.razorpay_signature,
      };
      expect((await postPayment(app, "/api/razorpay/verify-payment", { ...body, orderId: second.id })).status).toBe(
        400,
      );
      expect(
        (
          await postPayment(app, "/api/razorpay/verify-payment", {
            ...body,
            signature: "0".repeat(64),
            orderId: first.id,
          })
        ).status,
      ).toBe(400);
      const ok = await postPayment(app, "/api/razorpay/verify-payment", { ...body, orderId: first.id });
      expect(ok.status).toBe(200);
      expect(await order(first.id)).toMatchObject({ status: "confirmed", paymentStatus: "paid" });
      expect(await order(second.id)).toMatchObject({ paymentStatus: "pending" });
    });

    it("webhook: a good signature pays the order (tab closed), a bad one is refused, a duplicate changes nothing", async () => {
      const placed = await newOrder();
      const created = await openPayment(app, placed.id, "razorpay");
      const payment = razorpay.pay(created.orderId, "netbanking");
      const event = razorpay.webhook("payment.captured", {
        id: payment.razorpay_payment_id,
        order_id: created.orderId,
        method: "netbanking",
        status: "captured",
      });

      const forged = await postWebhook(event.body, {
        "X-Razorpay-Signature": "f".repeat(64),
        "x-razorpay-event-id": "evt_forged",
      });
      expect(forged.status).toBe(400);
      const unsigned = await postWebhook(event.body, { "x-razorpay-event-id": "evt_unsigned" });
      expect(unsigned.status).toBe(400);
      // The signature covers the raw bytes: the same JSON re-serialised with other spacing does not pass.
      const respaced = await postWebhook(JSON.stringify(JSON.parse(event.body), null, 2), {
        "X-Razorpay-Signature": event.signature,
        "x-razorpay-event-id": "evt_respaced",
      });
      expect(respaced.status).toBe(400);
      expect((await order(placed.id)).paymentStatus).toBe("pending");

      const good = await postWebhook(event.body, {
        "X-Razorpay-Signature": event.signature,
        "x-razorpay-event-id": "evt_good_1",
      });
      expect(good.status).toBe(200);
      expect(await good.json()).toEqual({ status: "ok" });
      const paid = await order(placed.id);
      expect(paid).toMatchObject({ status: "confirmed", paymentStatus: "paid", paymentMethod: "netbanking" });

      const duplicate = await postWebhook(event.body, {
        "X-Razorpay-Signature": event.signature,
        "x-razorpay-event-id": "evt_good_1",
      });
      expect(await duplicate.json()).toEqual({ status: "duplicate" });
      // Stored once, under the signed body's identity (event and payment id), not the unsigned header's.
      const eventKey = `payment.captured:${payment.razorpay_payment_id}`;
      expect(await app.services.db.$count(paymentEvents, eq(paymentEvents.eventId, eventKey))).toBe(1);
      expect((await order(placed.id)).paidAt).toEqual(paid.paidAt);

      // order.paid for the same payment (another event id) and a late payment.failed: states only move forward.
      const orderPaid = razorpay.webhook("order.paid", { id: payment.razorpay_payment_id, order_id: created.orderId });
      expect(
        (
          await postWebhook(orderPaid.body, {
            "X-Razorpay-Signature": orderPaid.signature,
            "x-razorpay-event-id": "evt_good_2",
          })
        ).status,
      ).toBe(200);
      const lateFailure = razorpay.webhook("payment.failed", {
        id: "pay_other000000",
        order_id: created.orderId,
        status: "failed",
      });
      expect(
        (
          await postWebhook(lateFailure.body, {
            "X-Razorpay-Signature": lateFailure.signature,
            "x-razorpay-event-id": "evt_good_3",
          })
        ).status,
      ).toBe(200);
      expect(await order(placed.id)).toMatchObject({ status: "confirmed", paymentStatus: "paid" });
    });

    it("webhook payment.failed releases the stock and keeps the order open for a retry", async () => {
      const ember = await productBySlug(app, "earth-ember-dark-roast-coffee");
      const placed = (await placeOrder(app, ember.id, 2)).order;
      const created = await openPayment(app, placed.id, "razorpay");
      const failed = razorpay.fail(created.orderId);
      const event = razorpay.webhook("payment.failed", failed);
      expect((await postWebhook(event.body, { "X-Razorpay-Signature": event.signature })).status).toBe(200);
      expect(await order(placed.id)).toMatchObject({ status: "pending", paymentStatus: "failed", stockReleased: true });
      expect((await productBySlug(app, ember.slug)).stockQuantity).toBe(ember.stockQuantity);
      // No event id header: the body's hash de-duplicates.
      expect(await (await postWebhook(event.body, { "X-Razorpay-Signature": event.signature })).json()).toEqual({
        status: "duplicate",
      });
    });

    it("the reconciler asks Razorpay about orders unpaid after 15 minutes and settles what it finds", async () => {
      const paidButLost = await newOrder();
      const failedOnly = await newOrder();
      const tooFresh = await newOrder();
      const a = await openPayment(app, paidButLost.id, "razorpay");
      const b = await openPayment(app, failedOnly.id, "razorpay");
      const c = await openPayment(app, tooFresh.id, "razorpay");
      razorpay.pay(a.orderId); // the shopper paid; the webhook never came; the tab closed
      razorpay.fail(b.orderId);
      razorpay.pay(c.orderId);
      await app.services.db
        .update(orders)
        .set({ createdAt: sql`now() - interval '16 minutes'` })
        .where(sql`${orders.id} in (${paidButLost.id}, ${failedOnly.id})`);
      const asked = () => razorpay.requests.filter((r) => r.method === "GET").map((r) => r.path);
      const before = asked().length;
      expect(await app.services.jobs.runNow(RECONCILER_JOB)).toBe(true);
      expect(asked().slice(before).sort()).toEqual(
        [`/v1/orders/${a.orderId}/payments`, `/v1/orders/${b.orderId}/payments`].sort(),
      );
      expect(await order(paidButLost.id)).toMatchObject({ status: "confirmed", paymentStatus: "paid" });
      expect(await order(failedOnly.id)).toMatchObject({ status: "pending", paymentStatus: "failed" });
      expect(await order(tooFresh.id)).toMatchObject({ paymentStatus: "pending" });
      // Asked recently: the next run leaves them alone.
      const mid = asked().length;
      await app.services.jobs.runNow(RECONCILER_JOB);
      expect(asked().length).toBe(mid);
      const [row] = await app.services.db.select().from(payments).where(eq(payments.providerOrderId, b.orderId));
      expect(row!.lastCheckedAt).not.toBeNull();
    });
  });
}
