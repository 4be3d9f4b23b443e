import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { mailOutbox, orders, payments } from "../../src/server/db/schema";
import { releaseOrderStock } from "../../src/server/features/stock/stock.repo";
import { hmacHex, paymentSignature } from "../../src/server/payments/signature";
import { eachDatabase, type TestApp } from "../support/test-app";
import {
  openPayment,
  placeOrder,
  postPayment,
  productBySlug,
  sandboxPay,
  sandboxSecret,
  setStock,
} from "../support/checkout";

async function orderRow(app: TestApp, id: number) {
  const [row] = await app.services.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

async function mailsFor(app: TestApp, orderNumber: string) {
  const rows = await app.services.db.select().from(mailOutbox);
  return rows.filter((row) => row.subject.includes(orderNumber));
}

eachDatabase("Paying with the sandbox provider", (app) => {
  it("process-payment records the method, prefills the window, and never marks anything paid", async () => {
    const forest = await productBySlug(app(), "forest-pour-medium-roast-coffee");
    const { order } = await placeOrder(app(), forest.id);
    const res = await postPayment(app(), "/api/orders/process-payment", {
      orderId: order.id,
      paymentMethod: "netbanking",
      paymentDetails: { bank: "hdfc" },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      success: true,
      message: "Payment method recorded",
      provider: "sandbox",
      prefill: { method: "netbanking", bank: "hdfc" },
    });
    const upi = await postPayment(app(), "/api/orders/process-payment", {
      orderId: order.id,
      paymentMethod: "upi",
      paymentDetails: { upiApp: "PhonePe" },
    });
    expect((await upi.json()).prefill).toEqual({ method: "upi", upiApp: "PhonePe" });
    const row = await orderRow(app(), order.id);
    expect(row).toMatchObject({
      paymentStatus: "pending",
      status: "pending",
      paymentMethod: "upi",
      paymentChoice: { method: "upi", upiApp: "PhonePe" },
    });
  });

  it.each([
    [{ paymentMethod: "upi" }, "paymentDetails.upiApp", "Please choose a UPI app to continue"],
    [
      { paymentMethod: "upi", paymentDetails: { upiApp: "CoinPay" } },
      "paymentDetails.upiApp",
      "Please choose a UPI app to continue",
    ],
    [{ paymentMethod: "netbanking", paymentDetails: {} }, "paymentDetails.bank", "Please choose your bank to continue"],
    [{ paymentMethod: "cash" }, "paymentMethod", "Please choose a payment method"],
    [{ paymentMethod: "card", paymentDetails: "credit" }, "paymentDetails", "paymentDetails must be an object"],
  ])("process-payment refuses %j with 400 naming the field", async (body, field, message) => {
    const res = await postPayment(app(), "/api/orders/process-payment", { orderId: 1, ...body });
    expect(res.status).toBe(400);
    expect((await res.json()).errors[field]).toBe(message);
  });

  it("answers 404 for an unknown order and 400 for an id that is not a whole number", async () => {
    const unknown = await postPayment(app(), "/api/orders/process-payment", {
      orderId: 987_654,
      paymentMethod: "card",
    });
    expect(unknown.status).toBe(404);
    expect((await postPayment(app(), "/api/sandbox/create-order", { orderId: 987_654 })).status).toBe(404);
    const bad = await postPayment(app(), "/api/sandbox/create-order", { orderId: "1; drop table orders" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors).toHaveProperty("orderId");
    expect((await postPayment(app(), "/api/razorpay/create-order", { orderId: 1 })).status).toBe(404);
  });

  it("create-order answers the order's own total in paise, whatever was sent, and one provider order per order", async () => {
    const forest = await productBySlug(app(), "forest-pour-medium-roast-coffee");
    const { order } = await placeOrder(app(), forest.id, 2);
    const first = await postPayment(app(), "/api/sandbox/create-order", {
      orderId: order.id,
      amount: 1,
      customerInfo: { name: "Asha", email: "asha@example.com", phone: "9876543210" },
    });
    expect(first.status).toBe(200);
    const a = await first.json();
    expect(a).toMatchObject({ success: true, key: "sandbox", amount: order.totalPaise, currency: "INR" });
    expect(a.orderId).toMatch(/^order_[A-Za-z0-9]{14}$/);
    const b = await (
      await postPayment(app(), "/api/sandbox/create-order", { orderId: order.id, amount: 999_999 })
    ).json();
    expect(b.orderId).toBe(a.orderId);
    expect(await app().services.db.$count(payments, eq(payments.orderId, order.id))).toBe(1);
  });

  it("pays: the sandbox's bank marks the order paid and queues the confirmation; verify-payment then answers success", async () => {
    const forest = await productBySlug(app(), "forest-pour-medium-roast-coffee");
    const { order } = await placeOrder(app(), forest.id, 1);
    const { orderId: providerOrderId } = await openPayment(app(), order.id);
    const paid = await sandboxPay(app(), providerOrderId);
    expect(paid.status).toBe(200);
    const { response } = await paid.json();
    expect(response.razorpay_signature).toBe(
      paymentSignature(sandboxSecret(app()), providerOrderId, response.razorpay_payment_id),
    );
    // The tab could close here: the order is already paid.
    expect(await orderRow(app(), order.id)).toMatchObject({
      status: "confirmed",
      paymentStatus: "paid",
      paymentMethod: "upi:Google Pay",
    });
    const verify = await postPayment(app(), "/api/sandbox/verify-payment", {
      providerOrderId,
      providerPaymentId: response.razorpay_payment_id,
      signature: response.razorpay_signature,
      orderId: order.id,
    });
    expect(verify.status).toBe(200);
    expect(await verify.json()).toMatchObject({
      success: true,
      message: "Payment verified",
      order: { id: order.id, status: "confirmed", paymentStatus: "paid" },
    });
    const mails = await mailsFor(app(), order.orderNumber);
    expect(mails).toHaveLength(1);
    expect(mails[0]!).toMatchObject({ to: order.customerEmail, template: "order-confirmation", status: "pending" });
    expect(mails[0]!.text).toContain("Forest Pour · 250 g × 1");
    expect(mails[0]!.text).toContain("12 MG Road, Ashok Nagar, Bengaluru, Karnataka 560001");
    // The link opens the order with its token, never with the e-mail (decision 033).
    const link = /View your order: (\S+)/.exec(mails[0]!.text)![1]!;
    expect(link).toMatch(new RegExp(`/orders\\?order=${order.orderNumber}&token=[A-Za-z0-9_-]{43}$`));
    const token = new URL(link).searchParams.get("token")!;
    const read = await app().api(`/api/orders/${order.orderNumber}`, { headers: { "X-Order-Token": token } });
    expect(read.status).toBe(200);
    expect(mails[0]!.text).toContain("Receipt");
    expect(mails[0]!.text).not.toContain("Tax invoice");
    // Paying an order twice is refused by the bank.
    expect((await sandboxPay(app(), providerOrderId)).status).toBe(409);
  });

  it("takes Razorpay-style webhooks signed with the sandbox's secret: paid once, a redelivery changes nothing, unsigned refused", async () => {
    const forest = await productBySlug(app(), "forest-pour-medium-roast-coffee");
    const { order } = await placeOrder(app(), forest.id, 1);
    const { orderId: providerOrderId } = await openPayment(app(), order.id);
    const body = JSON.stringify({
      event: "payment.captured",
      payload: {
        payment: { entity: { id: "pay_sandboxHook01", order_id: providerOrderId, status: "captured", method: "card" } },
      },
    });
    const post = (headers: Record<string, string>) =>
      app().api("/api/sandbox/webhook", {
        method: "POST",
        headers: { "Content-Type": "application/json", ...headers },
        body,
      });
    const signature = hmacHex(sandboxSecret(app()), body);

    for (const headers of [{}, { "X-Razorpay-Signature": hmacHex("another secret", body) }] as Record<
      string,
      string
    >[]) {
      const refused = await post(headers);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({ message: "Invalid webhook signature" });
    }
    expect(await orderRow(app(), order.id)).toMatchObject({ paymentStatus: "pending" });

    const first = await post({ "X-Razorpay-Signature": signature, "X-Razorpay-Event-Id": "evt_sandbox_1" });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ status: "ok" });
    expect(await orderRow(app(), order.id)).toMatchObject({ status: "confirmed", paymentStatus: "paid" });
    const again = await post({ "X-Razorpay-Signature": signature, "X-Razorpay-Event-Id": "evt_sandbox_1" });
    expect(await again.json()).toEqual({ status: "duplicate" });
    expect(await mailsFor(app(), order.orderNumber)).toHaveLength(1);
  });

  it("verify-payment answers only the browser holding the order's token, and reveals nothing to anyone else", async () => {
    const forest = await productBySlug(app(), "forest-pour-medium-roast-coffee");
    const { order, accessToken } = await placeOrder(app(), forest.id, 1);
    const other = await placeOrder(app(), forest.id, 1);
    const { orderId: providerOrderId } = await openPayment(app(), order.id);
    const { response } = await (await sandboxPay(app(), providerOrderId)).json();
    const body = {
      providerOrderId,
      providerPaymentId: response.razorpay_payment_id,
      signature: response.razorpay_signature,
      orderId: order.id,
    };
    const verify = (headers: Record<string, string>) =>
      app().api("/api/sandbox/verify-payment", {
        method: "POST",
        headers: { "Content-Type": "application/json", ...headers },
        body: JSON.stringify(body),
      });

    const owner = await verify({ "X-Order-Token": accessToken });
    expect(owner.status).toBe(200);
    expect((await owner.json()).order).toMatchObject({
      orderNumber: order.orderNumber,
      customerEmail: order.customerEmail,
      shippingAddress: { city: "Bengaluru" },
    });
    const stranger = await verify({});
    expect(stranger.status).toBe(403);
    expect(await stranger.json()).toEqual({ message: expect.stringMatching(/needs its token/) });
    for (const token of ["made-up-token", other.accessToken]) {
      const wrong = await verify({ "X-Order-Token": token });
      expect(wrong.status).toBe(404);
      expect(await wrong.json()).toEqual({ message: "Order not found" });
    }
  });

  it("verify-payment refuses forged and cross-order signatures, and a replay changes nothing", async () => {
    const forest = await productBySlug(app(), "forest-pour-medium-roast-coffee");
    const first = await placeOrder(app(), forest.id, 1);
    const second = await placeOrder(app(), forest.id, 1);
    const a = await openPayment(app(), first.order.id);
    const b = await openPayment(app(), second.order.id);
    const secret = sandboxSecret(app());
    const verify = (body: Record<string, unknown>) => postPayment(app(), "/api/sandbox/verify-payment", body);

    const forged = await verify({
      providerOrderId: a.orderId,
      providerPaymentId: "pay_forged0000000",
      signature: "ab".repeat(32),
      orderId: first.order.id,
    });
    expect(forged.status).toBe(400);
    expect(await forged.json()).toEqual({ success: false, message: "Payment verification failed" });
    const wrongKey = await verify({
      providerOrderId: a.orderId,
      providerPaymentId: "pay_x",
      signature: paymentSignature("not-the-secret-at-all", a.orderId, "pay_x"),
      orderId: first.order.id,
    });
    expect(wrongKey.status).toBe(400);
    // A genuine signature for order A's provider order cannot pay order B…
    const genuineForA = paymentSignature(secret, a.orderId, "pay_genuine00000");
    expect(
      (
        await verify({
          providerOrderId: a.orderId,
          providerPaymentId: "pay_genuine00000",
          signature: genuineForA,
          orderId: second.order.id,
        })
      ).status,
    ).toBe(400);
    // …nor be passed off as B's provider order.
    expect(
      (
        await verify({
          providerOrderId: b.orderId,
          providerPaymentId: "pay_genuine00000",
          signature: genuineForA,
          orderId: second.order.id,
        })
      ).status,
    ).toBe(400);
    expect((await orderRow(app(), second.order.id)).paymentStatus).toBe("pending");
    expect((await orderRow(app(), first.order.id)).paymentStatus).toBe("pending");
    const missing = await verify({ providerOrderId: a.orderId, orderId: first.order.id });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({
      success: false,
      errors: { providerPaymentId: "providerPaymentId is required", signature: "signature is required" },
    });

    const ok = await verify({
      providerOrderId: a.orderId,
      providerPaymentId: "pay_genuine00000",
      signature: genuineForA,
      orderId: first.order.id,
    });
    expect(ok.status).toBe(200);
    const paidAt = (await orderRow(app(), first.order.id)).paidAt;
    const replay = await verify({
      providerOrderId: a.orderId,
      providerPaymentId: "pay_genuine00000",
      signature: genuineForA,
      orderId: first.order.id,
    });
    expect(replay.status).toBe(200);
    expect((await replay.json()).success).toBe(true);
    expect((await orderRow(app(), first.order.id)).paidAt).toEqual(paidAt);
    expect(await mailsFor(app(), first.order.orderNumber)).toHaveLength(1);
  });

  it("a failed payment releases the stock; a retry on the same order takes it again, or 409 when it sold meanwhile", async () => {
    const still = await productBySlug(app(), "still-smoke-french-roast-coffee");
    await setStock(app(), still.id, 3);
    const { order } = await placeOrder(app(), still.id, 2);
    const { orderId: providerOrderId } = await openPayment(app(), order.id);
    const failed = await sandboxPay(app(), providerOrderId, "failure");
    expect(failed.status).toBe(200);
    expect((await failed.json()).error).toMatchObject({
      code: "BAD_REQUEST_ERROR",
      reason: "payment_failed",
      metadata: { order_id: providerOrderId },
    });
    expect(await orderRow(app(), order.id)).toMatchObject({
      status: "pending",
      paymentStatus: "failed",
      stockReleased: true,
    });
    expect((await productBySlug(app(), still.slug)).stockQuantity).toBe(3);

    // Retry: the same order, the same provider order, the stock reserved again.
    const again = await openPayment(app(), order.id);
    expect(again.orderId).toBe(providerOrderId);
    expect(await orderRow(app(), order.id)).toMatchObject({ paymentStatus: "pending", stockReleased: false });
    expect((await productBySlug(app(), still.slug)).stockQuantity).toBe(1);
    expect((await sandboxPay(app(), providerOrderId)).status).toBe(200);
    expect(await orderRow(app(), order.id)).toMatchObject({ status: "confirmed", paymentStatus: "paid" });

    // Fail again on another order, let someone else buy the last bags, then retry → 409 naming the product.
    await setStock(app(), still.id, 2);
    const second = await placeOrder(app(), still.id, 2);
    const secondPay = await openPayment(app(), second.order.id);
    await sandboxPay(app(), secondPay.orderId, "failure");
    await placeOrder(app(), still.id, 2);
    const retry = await postPayment(app(), "/api/orders/process-payment", {
      orderId: second.order.id,
      paymentMethod: "card",
      paymentDetails: { cardType: "credit" },
    });
    expect(retry.status).toBe(409);
    expect(await retry.json()).toMatchObject({ message: "Still Smoke is out of stock", productId: still.id });
    expect((await productBySlug(app(), still.slug)).stockQuantity).toBe(0);
  });

  it("money that arrives after the stock is gone never oversells: the order is cancelled, paid, and flagged for a refund", async () => {
    const still = await productBySlug(app(), "still-smoke-french-roast-coffee");
    await setStock(app(), still.id, 1);
    const { order } = await placeOrder(app(), still.id, 1);
    const { orderId: providerOrderId } = await openPayment(app(), order.id);
    await sandboxPay(app(), providerOrderId, "failure");
    await placeOrder(app(), still.id, 1); // the last bag goes to someone else
    // The shopper's retry inside the provider's window succeeds anyway (the provider does not ask us).
    const signature = paymentSignature(sandboxSecret(app()), providerOrderId, "pay_lateArrival000");
    const verify = await postPayment(app(), "/api/sandbox/verify-payment", {
      providerOrderId,
      providerPaymentId: "pay_lateArrival000",
      signature,
      orderId: order.id,
    });
    expect(verify.status).toBe(200);
    expect((await verify.json()).order).toMatchObject({
      status: "cancelled",
      paymentStatus: "paid",
      cancelReason: "Paid after the last bags were sold — a full refund is on its way",
    });
    expect((await productBySlug(app(), still.slug)).stockQuantity).toBe(0);
    const [mail] = await mailsFor(app(), order.orderNumber);
    expect(mail).toMatchObject({ template: "order-refund-due" });
    await setStock(app(), still.id, 36);
  });

  it("keeps Razorpay out of the page CSP while the sandbox is active", async () => {
    const csp = (await app().api("/robots.txt")).headers.get("content-security-policy") ?? "";
    expect(csp).toContain("script-src 'self' 'nonce-");
    expect(csp).not.toContain("razorpay");
  });

  it("money for an order that merely expired is honoured while its bags are there; one the shop cancelled stays cancelled", async () => {
    const secret = sandboxSecret(app());
    const forest = await productBySlug(app(), "forest-pour-medium-roast-coffee");
    const expired = await placeOrder(app(), forest.id, 1);
    const cancelled = await placeOrder(app(), forest.id, 1);
    const a = await openPayment(app(), expired.order.id);
    const b = await openPayment(app(), cancelled.order.id);
    await app()
      .services.db.update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, expired.order.id));
    await app().services.jobs.runNow("order-expiry");
    await app().services.db.transaction(async (tx) => {
      await releaseOrderStock(tx, cancelled.order.id, "admin");
      await tx
        .update(orders)
        .set({ status: "cancelled", cancelledAt: new Date(), cancelReason: "Cancelled at the customer's request" })
        .where(eq(orders.id, cancelled.order.id));
    });
    const stockBefore = (await productBySlug(app(), forest.slug)).stockQuantity;
    const pay = (providerOrderId: string, orderId: number) =>
      postPayment(app(), "/api/sandbox/verify-payment", {
        providerOrderId,
        providerPaymentId: "pay_late00000000",
        signature: paymentSignature(secret, providerOrderId, "pay_late00000000"),
        orderId,
      });
    expect((await (await pay(a.orderId, expired.order.id)).json()).order).toMatchObject({
      status: "confirmed",
      paymentStatus: "paid",
      cancelReason: null,
    });
    expect((await (await pay(b.orderId, cancelled.order.id)).json()).order).toMatchObject({
      status: "cancelled",
      paymentStatus: "paid",
      cancelReason: "Cancelled before the payment arrived — a full refund is on its way",
    });
    expect((await productBySlug(app(), forest.slug)).stockQuantity).toBe(stockBefore - 1);
  });

  it("serves its checkout script small, compressed and cacheable", async () => {
    const res = await app().api("/api/sandbox/checkout.js", { headers: { "Accept-Encoding": "gzip" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    const text = await res.text();
    expect(text).toContain("window.SandboxCheckout = SandboxCheckout");
    expect(text).not.toMatch(/\beval\(|innerHTML/);
    const again = await app().api("/api/sandbox/checkout.js", {
      headers: { "If-None-Match": res.headers.get("etag")! },
    });
    expect(again.status).toBe(304);
  });
});
