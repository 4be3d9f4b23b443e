/**
 * Issue 14 item 8, the payment calls (decision 050): each needs the order's token — order ids are
 * sequential, so without one anyone could read an order's state and total, change its method, or
 * pay or fail it in the sandbox. Signatures are exact lower-case hex, and webhooks are de-duplicated
 * on the signed body, never on the unsigned event-id header.
 */
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { orders, paymentEvents } from "../../src/server/db/schema";
import { hmacHex, paymentSignature } from "../../src/server/payments/signature";
import { eachDatabase, type TestApp } from "../support/test-app";
import { openPayment, placeOrder, postPayment, productBySlug, sandboxSecret } from "../support/checkout";

async function orderRow(app: TestApp, id: number) {
  const [row] = await app.services.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

const post = (app: TestApp, path: string, body: unknown, headers: Record<string, string> = {}) =>
  app.api(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });

eachDatabase("Payment calls need the order's token", (app) => {
  const newOrder = async () => placeOrder(app(), (await productBySlug(app(), "forest-pour-medium-roast-coffee")).id, 1);

  it("refuses process-payment, create-order, verify-payment and the sandbox's bank without the token, revealing nothing", async () => {
    const victim = await newOrder();
    const attacker = await newOrder();
    const { orderId: providerOrderId } = await openPayment(app(), victim.order.id);
    const before = await orderRow(app(), victim.order.id);
    const calls: [string, Record<string, unknown>][] = [
      ["/api/orders/process-payment", { orderId: victim.order.id, paymentMethod: "card" }],
      ["/api/sandbox/create-order", { orderId: victim.order.id, amount: 1 }],
      [
        "/api/sandbox/verify-payment",
        {
          providerOrderId,
          providerPaymentId: "pay_attacker0000",
          signature: "0".repeat(64),
          orderId: victim.order.id,
        },
      ],
      ["/api/sandbox/pay", { providerOrderId, outcome: "success", method: "card" }],
      ["/api/sandbox/pay", { providerOrderId, outcome: "failure", method: "card" }],
    ];
    for (const [path, body] of calls) {
      const none = await post(app(), path, body);
      expect(none.status, `${path} without a token`).toBe(403);
      const noneText = await none.text();
      expect(JSON.parse(noneText)).toEqual({ message: expect.stringMatching(/needs its token/) });
      // Another shopper's own (valid) token, or a made-up one: the same 404 as for no such order.
      for (const token of [attacker.accessToken, "made-up-token"]) {
        const wrong = await post(app(), path, body, { "X-Order-Token": token });
        expect(wrong.status, `${path} with another order's token`).toBe(404);
        const text = await wrong.text();
        expect(Object.keys(JSON.parse(text))).toEqual(["message"]);
        for (const secret of [String(victim.order.totalPaise), victim.order.orderNumber, "pending", providerOrderId])
          expect(text + noneText).not.toContain(secret);
      }
    }
    const after = await orderRow(app(), victim.order.id);
    expect(after).toMatchObject({
      status: before.status,
      paymentStatus: "pending",
      paymentMethod: before.paymentMethod,
      paymentChoice: before.paymentChoice,
      stockReleased: false,
    });
  });

  it("takes the ordering browser's token and the mail link's token alike", async () => {
    const placed = await newOrder();
    const browser = await postPayment(
      app(),
      "/api/orders/process-payment",
      { orderId: placed.order.id, paymentMethod: "upi", paymentDetails: { upiApp: "PhonePe" } },
      placed.accessToken,
    );
    expect(browser.status).toBe(200);
    const link = app().services.orders.linkToken(placed.order.orderNumber);
    const created = await postPayment(app(), "/api/sandbox/create-order", { orderId: placed.order.id }, link);
    expect(created.status).toBe(200);
    expect(await created.json()).toMatchObject({ amount: placed.order.totalPaise });
    expect(await orderRow(app(), placed.order.id)).toMatchObject({ paymentMethod: "upi" });
  });

  it("compares checkout signatures as exact lower-case hex: upper case, an extra digit or spaces are refused", async () => {
    const placed = await newOrder();
    const { orderId: providerOrderId } = await openPayment(app(), placed.order.id);
    const paymentId = "pay_exactHex00001";
    const genuine = paymentSignature(sandboxSecret(app()), providerOrderId, paymentId);
    const verify = (signature: string, ids: { order?: string; payment?: string } = {}) =>
      postPayment(
        app(),
        "/api/sandbox/verify-payment",
        {
          providerOrderId: ids.order ?? providerOrderId,
          providerPaymentId: ids.payment ?? paymentId,
          signature,
          orderId: placed.order.id,
        },
        placed.accessToken,
      );
    for (const forged of [
      genuine.toUpperCase(),
      `${genuine}0`,
      `${genuine}f`,
      ` ${genuine}`,
      `${genuine} `,
      `${genuine}\n`,
      genuine.slice(0, 63),
    ]) {
      const res = await verify(forged);
      expect(res.status, JSON.stringify(forged)).toBe(400);
      expect(await res.json()).toEqual({ success: false, message: "Payment verification failed" });
    }
    // The ids are signed as sent: padded ids do not pass with the genuine signature either.
    expect((await verify(genuine, { payment: ` ${paymentId}` })).status).toBe(400);
    expect((await orderRow(app(), placed.order.id)).paymentStatus).toBe("pending");
    expect((await verify(genuine)).status).toBe(200);
    expect((await orderRow(app(), placed.order.id)).paymentStatus).toBe("paid");
  });

  it("refuses webhook signatures that are not exact lower-case hex", async () => {
    const placed = await newOrder();
    const { orderId: providerOrderId } = await openPayment(app(), placed.order.id);
    const body = JSON.stringify({
      event: "payment.captured",
      payload: { payment: { entity: { id: "pay_hookExact0001", order_id: providerOrderId, status: "captured" } } },
    });
    const genuine = hmacHex(sandboxSecret(app()), body);
    for (const forged of [genuine.toUpperCase(), `${genuine}a`, `${genuine}0`]) {
      const res = await app().api("/api/sandbox/webhook", {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Razorpay-Signature": forged },
        body,
      });
      expect(res.status, forged).toBe(400);
      expect(await res.json()).toEqual({ message: "Invalid webhook signature" });
    }
    expect((await orderRow(app(), placed.order.id)).paymentStatus).toBe("pending");
  });

  it("de-duplicates webhooks on the signed body: a replay under a new X-Razorpay-Event-Id changes nothing", async () => {
    const placed = await newOrder();
    const { orderId: providerOrderId } = await openPayment(app(), placed.order.id);
    const body = JSON.stringify({
      event: "payment.failed",
      payload: {
        payment: {
          entity: { id: "pay_replayed00001", order_id: providerOrderId, status: "failed", error_description: "OTP" },
        },
      },
    });
    const signature = hmacHex(sandboxSecret(app()), body);
    const send = (eventId: string) =>
      app().api("/api/sandbox/webhook", {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "X-Razorpay-Signature": signature,
          "X-Razorpay-Event-Id": eventId,
        },
        body,
      });
    expect(await (await send("evt_first")).json()).toEqual({ status: "ok" });
    expect(await orderRow(app(), placed.order.id)).toMatchObject({ paymentStatus: "failed", stockReleased: true });
    // The shopper retries on the same order; a replay of the old failure must not fail it again.
    await openPayment(app(), placed.order.id);
    expect(await orderRow(app(), placed.order.id)).toMatchObject({ paymentStatus: "pending", stockReleased: false });
    for (const eventId of ["evt_second", "evt_third", ""])
      expect(await (await send(eventId)).json()).toEqual({ status: "duplicate" });
    expect(await orderRow(app(), placed.order.id)).toMatchObject({ paymentStatus: "pending", stockReleased: false });
    const stored = await app()
      .services.db.select({ eventId: paymentEvents.eventId })
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, "payment.failed:pay_replayed00001"));
    expect(stored).toHaveLength(1);
  });
});
