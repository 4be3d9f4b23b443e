/**
 * Issue 17 item 2, cash on delivery (decision 085), on both databases: offered only where the owner
 * allows it (states, pincodes, a cap, a fee with GST), confirmed "due on delivery" with its stock held
 * past the unpaid hold, collected or returned by the owner (audited), open cash orders limited per phone
 * and per address, returns flagged, and every bad input a 4xx naming the problem.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COD_DEFAULTS } from "../../src/domain/cash-on-delivery";
import { auditLog, mailOutbox, orders, payments, products } from "../../src/server/db/schema";
import { EXPIRY_JOB } from "../../src/server/features/orders/order-expiry";
import { signInAdmin, type AdminClient } from "../support/admin";
import { openPayment, placeOrder, postPayment, productBySlug, sandboxPay } from "../support/checkout";
import { razorpayEnv, startFakeRazorpay, type FakeRazorpay } from "../support/fake-razorpay";
import { availableDatabases, startTestApp, type TestApp } from "../support/test-app";

const SLUG = "forest-pour-medium-roast-coffee";
const MUMBAI = { street: "4 Marine Drive, Churchgate", city: "Mumbai", state: "Maharashtra", pincode: "400020" };

for (const kind of availableDatabases()) {
  describe(`Cash on delivery [${kind}]`, () => {
    let app: TestApp;
    let admin: AdminClient;
    let productId: number;
    beforeAll(async () => {
      app = await startTestApp(kind);
      admin = await signInAdmin(app);
      productId = (await productBySlug(app, SLUG)).id;
    });
    afterAll(async () => {
      await app?.close();
    });

    let streets = 0;
    /** An order of `quantity` bags to an address of its own (cash orders are limited per address). */
    const order = (quantity: number, overrides: Record<string, unknown> = {}) =>
      placeOrder(app, productId, quantity, {
        shippingAddress: {
          street: `${++streets} Residency Road`,
          city: "Bengaluru",
          state: "Karnataka",
          pincode: "560025",
        },
        ...overrides,
      });
    const quote = (orderId: number, token: string) =>
      postPayment(app, "/api/orders/cash-on-delivery/quote", { orderId }, token);
    const choose = (orderId: number, token: string) =>
      postPayment(app, "/api/orders/cash-on-delivery", { orderId }, token);
    const saveSettings = (changes: Record<string, unknown>) =>
      admin.put("/settings/cash-on-delivery", { ...COD_DEFAULTS, ...changes });
    const row = async (id: number) => (await app.services.db.select().from(orders).where(eq(orders.id, id)))[0]!;
    const stockOf = async () =>
      (await app.services.db.select().from(products).where(eq(products.id, productId)))[0]!.stockQuantity;

    it("quotes the fee with its GST and confirms the order due on delivery, held past the unpaid hold", async () => {
      const placed = await order(1);
      const before = await row(placed.order.id);
      const quoted = await quote(placed.order.id, placed.accessToken);
      expect(quoted.status).toBe(200);
      expect(await quoted.json()).toMatchObject({
        available: true,
        feePaise: 4_900,
        feeTaxPaise: 900, // 18 % of ₹49 = ₹8.82, rounded to the whole rupee like the goods' tax
        orderTotalPaise: before.totalPaise,
        totalWithFeePaise: before.totalPaise + 5_800,
      });
      const stockBefore = await stockOf();
      const chosen = await choose(placed.order.id, placed.accessToken);
      expect(chosen.status).toBe(200);
      const cashOrder = (await chosen.json()).order;
      expect(cashOrder).toMatchObject({
        status: "confirmed",
        paymentStatus: "due_on_delivery",
        paymentMethod: "cod",
        expiresAt: null,
        codFeePaise: 4_900,
        taxPaise: before.taxPaise + 900,
        totalPaise: before.totalPaise + 5_800,
      });
      expect(cashOrder.totalPaise).toBe(
        cashOrder.subtotalPaise + cashOrder.shippingPaise + cashOrder.taxPaise + cashOrder.codFeePaise,
      );
      // Choosing again answers the same order, without a second fee.
      const again = await (await choose(placed.order.id, placed.accessToken)).json();
      expect(again.order.totalPaise).toBe(cashOrder.totalPaise);
      // The unpaid hold's expiry passes it by: its bags stay reserved.
      await app.services.db
        .update(orders)
        .set({ expiresAt: new Date(Date.now() - 60_000) })
        .where(eq(orders.id, placed.order.id));
      await app.services.jobs.runNow(EXPIRY_JOB);
      expect((await row(placed.order.id)).status).toBe("confirmed");
      expect(await stockOf()).toBe(stockBefore);
      // The shopper's mail: what to pay the courier, and the saving of paying now.
      const [mail] = await app.services.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.template, "order-cod-confirmation"), eq(mailOutbox.to, placed.order.customerEmail)));
      expect(mail?.text).toContain("Cash on delivery fee");
      expect(mail?.text).toContain("save ₹58");
      // The invoice carries the fee.
      const page = await app.api(`/api/orders/${placed.order.orderNumber}`, {
        headers: { "X-Order-Token": placed.accessToken },
      });
      const { invoice } = await page.json();
      expect(invoice).toMatchObject({
        codFeePaise: 4_900,
        totalPaise: cashOrder.totalPaise,
        taxPaise: cashOrder.taxPaise,
      });
    });

    it("says why it is not offered: outside the area, over the cap, switched off — and refuses to convert", async () => {
      const outside = await order(1, { shippingAddress: MUMBAI });
      const q = await (await quote(outside.order.id, outside.accessToken)).json();
      expect(q).toMatchObject({ available: false, field: "pincode" });
      expect(q.reason).toContain("400020");
      const refused = await choose(outside.order.id, outside.accessToken);
      expect(refused.status).toBe(400);
      expect((await refused.json()).errors.pincode).toContain("not available for pincode 400020");
      expect((await row(outside.order.id)).paymentStatus).toBe("pending");

      // The owner adds that one pincode: now it is offered there.
      await admin.json(saveSettings({ pincodes: ["400020"] }));
      expect((await (await quote(outside.order.id, outside.accessToken)).json()).available).toBe(true);

      // A cap below this order's total.
      await admin.json(saveSettings({ capPaise: 1_000_00 }));
      const big = await order(2);
      const over = await choose(big.order.id, big.accessToken);
      expect(over.status).toBe(400);
      const overBody = await over.json();
      expect(overBody.message).toContain("up to ₹1,000");
      expect(overBody.errors.total).toBeDefined();

      await admin.json(saveSettings({ enabled: false }));
      const off = await (await quote(big.order.id, big.accessToken)).json();
      expect(off).toMatchObject({ available: false, reason: "Cash on delivery is not offered at the moment." });
      await admin.json(saveSettings({}));
    });

    it("needs the order's token, and refuses a paid order", async () => {
      const placed = await order(1);
      expect((await app.postJson("/api/orders/cash-on-delivery", { orderId: placed.order.id })).status).toBe(403);
      expect((await choose(placed.order.id, "not-the-token")).status).toBe(404);
      expect((await choose(0, placed.accessToken)).status).toBe(400);
      const created = await openPayment(app, placed.order.id);
      expect((await sandboxPay(app, created.orderId)).status).toBe(200);
      const paid = await choose(placed.order.id, placed.accessToken);
      expect(paid.status).toBe(409);
      expect((await row(placed.order.id)).paymentStatus).toBe("paid");
    });

    it("limits open cash orders per phone and per address", async () => {
      const phone = "+91 9811100001";
      const cash = async (overrides: Record<string, unknown>) => {
        const placed = await order(1, overrides);
        return { placed, res: await choose(placed.order.id, placed.accessToken) };
      };
      expect((await cash({ customerPhone: phone })).res.status).toBe(200);
      expect((await cash({ customerPhone: "09811100001" })).res.status).toBe(200);
      const third = await cash({ customerPhone: phone });
      expect(third.res.status).toBe(409);
      expect((await third.res.json()).errors.customerPhone).toContain("already has 2 cash-on-delivery orders");
      expect((await row(third.placed.order.id)).paymentStatus).toBe("pending");

      const address = { street: "88, 5th Cross, Jayanagar", city: "Bengaluru", state: "Karnataka", pincode: "560011" };
      expect((await cash({ shippingAddress: address })).res.status).toBe(200);
      expect((await cash({ shippingAddress: { ...address, street: "88 5th cross Jayanagar" } })).res.status).toBe(200);
      const sameAddress = await cash({ shippingAddress: { ...address, street: "88 5TH CROSS, JAYANAGAR" } });
      expect(sameAddress.res.status).toBe(409);
      expect((await sameAddress.res.json()).errors.shippingAddress).toContain("This address already has 2");
    });

    it("the owner marks one collected and one returned (stock back), each audited; the phone is flagged", async () => {
      const phone = "+91 9822200002";
      const first = await order(1, { customerPhone: phone });
      const second = await order(2, { customerPhone: phone });
      for (const placed of [first, second])
        expect((await choose(placed.order.id, placed.accessToken)).status).toBe(200);

      const collected = await admin.json(admin.post(`/orders/${first.order.id}/cash`, { outcome: "collected" }));
      expect(collected).toMatchObject({ paymentStatus: "paid", status: "delivered" });
      expect(collected.paidAt).not.toBeNull();

      const stockBefore = await stockOf();
      const returned = await admin.json(admin.post(`/orders/${second.order.id}/cash`, { outcome: "returned" }));
      expect(returned).toMatchObject({ status: "cancelled", paymentStatus: "failed" });
      expect(await stockOf()).toBe(stockBefore + 2);

      // Neither can be settled twice.
      expect((await admin.post(`/orders/${first.order.id}/cash`, { outcome: "returned" })).status).toBe(409);
      expect((await admin.post(`/orders/${second.order.id}/cash`, { outcome: "collected" })).status).toBe(409);
      expect((await admin.post(`/orders/${second.order.id}/cash`, { outcome: "lost" })).status).toBe(400);

      const audit = await app.services.db.select().from(auditLog).where(eq(auditLog.entityType, "order"));
      const actions = audit.filter((e) => [String(first.order.id), String(second.order.id)].includes(e.entityId ?? ""));
      expect(actions.map((e) => e.action).sort()).toEqual(["order.cash-collected", "order.cash-returned"]);

      // A new order from that phone carries the flag in the owner's list.
      const next = await order(1, { customerPhone: "09822200002" });
      const list = await admin.json(admin.get(`/orders?q=${next.order.orderNumber}`));
      expect(list[0]).toMatchObject({ orderNumber: next.order.orderNumber, cashReturns: 1 });
    });

    it("pay now and save the fee (sandbox link, offline): the fee goes, the order turns prepaid, once", async () => {
      const placed = await order(1);
      const cash = (await (await choose(placed.order.id, placed.accessToken)).json()).order;
      const payNow = () =>
        postPayment(app, "/api/orders/cash-on-delivery/pay-now", { orderId: placed.order.id }, placed.accessToken);
      const first = await payNow();
      expect(first.status).toBe(200);
      const link = await first.json();
      expect(link.amountPaise).toBe(cash.totalPaise - 5_800);
      expect((await (await payNow()).json()).url).toBe(link.url); // one link per order
      const path = new URL(link.url).pathname;
      const page = await app.api(path);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(`Pay ₹`);
      const paid = await app.api(`${path}/pay`, { method: "POST", redirect: "manual" });
      expect(paid.status).toBe(303);
      const callback = await app.api(paid.headers.get("location")!, { redirect: "manual" });
      expect(callback.status).toBe(303);
      expect(callback.headers.get("location")).toContain(`/orders?order=${placed.order.orderNumber}`);
      const after = await row(placed.order.id);
      expect(after).toMatchObject({
        paymentStatus: "paid",
        codFeePaise: 0,
        totalPaise: cash.totalPaise - 5_800,
        taxPaise: cash.taxPaise - 900,
        status: "confirmed",
      });
      expect(after.totalPaise).toBe(after.subtotalPaise + after.shippingPaise + after.taxPaise);
      // Paying again changes nothing; asking for a link again is refused.
      expect((await app.api(`${path}/pay`, { method: "POST", redirect: "manual" })).status).toBe(303);
      expect((await row(placed.order.id)).totalPaise).toBe(after.totalPaise);
      expect((await payNow()).status).toBe(409);
      const audit = await app.services.db.select().from(auditLog).where(eq(auditLog.action, "order.prepaid"));
      expect(audit.filter((e) => e.entityId === String(placed.order.id))).toHaveLength(1);
      // The reissued invoice has no fee; the shopper gets it by mail.
      const { invoice } = await (
        await app.api(`/api/orders/${placed.order.orderNumber}`, { headers: { "X-Order-Token": placed.accessToken } })
      ).json();
      expect(invoice).toMatchObject({ codFeePaise: 0, totalPaise: after.totalPaise });
      const mails = await app.services.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.template, "order-confirmation"), eq(mailOutbox.to, placed.order.customerEmail)));
      expect(mails).toHaveLength(1);
      // A forged callback is refused.
      const forged = await app.api(
        `/api/orders/payment-link/callback?razorpay_payment_id=pay_x&razorpay_payment_link_id=plink_x&razorpay_payment_link_reference_id=${placed.order.orderNumber}&razorpay_payment_link_status=paid&razorpay_signature=00`,
        { redirect: "manual" },
      );
      expect(forged.status).toBe(400);
    });

    it("refuses bad settings with a message naming the field", async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ pincodes: ["999999"] }, "Not in the pincode directory: 999999"],
        [{ pincodes: ["56001"] }, "Each pincode must be 6 digits"],
        [{ states: ["Atlantis"] }, "Unknown state"],
        [{ feePaise: 49.5 }, "Fee must be whole paise"],
        [{ feePaise: -1 }, "Fee cannot be negative"],
        [{ capPaise: 0 }, "Order value cap must be above zero"],
        [{ openPerPhone: 0 }, "Open cash orders per phone must be at least 1"],
        [{ enabled: "yes" }, "Enabled must be true or false"],
      ];
      for (const [changes, message] of cases) {
        const res = await saveSettings(changes);
        expect(res.status, JSON.stringify(changes)).toBe(400);
        expect(JSON.stringify(await res.json())).toContain(message);
      }
      const saved = await admin.json(saveSettings({ pincodes: ["560001", " 560001", "400020"] }));
      expect(saved.pincodes).toEqual(["400020", "560001"]);
      expect(saved.places.map((p: { state: string }) => p.state)).toEqual(["Maharashtra", "Karnataka"]);
      await admin.json(saveSettings({}));
    });
  });
}

for (const kind of availableDatabases()) {
  describe(`Cash on delivery paid in advance through a Razorpay Payment Link (fake API on loopback) [${kind}]`, () => {
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

    it("creates the link for the total without the fee, and its webhook and callback turn the order prepaid once", async () => {
      const productId = (await productBySlug(app, SLUG)).id;
      const placed = await placeOrder(app, productId, 1);
      const chosen = await postPayment(
        app,
        "/api/orders/cash-on-delivery",
        { orderId: placed.order.id },
        placed.accessToken,
      );
      const cash = (await chosen.json()).order;
      const res = await postPayment(
        app,
        "/api/orders/cash-on-delivery/pay-now",
        { orderId: placed.order.id },
        placed.accessToken,
      );
      expect(res.status).toBe(200);
      const { url } = await res.json();
      const [link] = [...razorpay.paymentLinks.values()];
      expect(url).toBe(link!.short_url);
      expect(link).toMatchObject({
        amount: cash.totalPaise - 5_800,
        reference_id: placed.order.orderNumber,
        notify: { sms: false, email: false },
        callback_method: "get",
      });
      expect(link!.callback_url).toMatch(/\/api\/orders\/payment-link\/callback$/);

      const { webhook, callbackQuery, paymentId } = razorpay.payLink(link!.id);
      const post = () =>
        app.api("/api/razorpay/webhook", {
          method: "POST",
          headers: { "Content-Type": "application/json", "X-Razorpay-Signature": webhook.signature },
          body: webhook.body,
        });
      expect((await post()).status).toBe(200);
      expect(await (await post()).json()).toEqual({ status: "duplicate" });
      const [after] = await app.services.db.select().from(orders).where(eq(orders.id, placed.order.id));
      expect(after).toMatchObject({ paymentStatus: "paid", codFeePaise: 0, totalPaise: cash.totalPaise - 5_800 });
      // The callback arrives after the webhook: checked, nothing changes, the shopper lands on the order.
      const callback = await app.api(`/api/orders/payment-link/callback?${callbackQuery}`, { redirect: "manual" });
      expect(callback.status).toBe(303);
      expect(callback.headers.get("location")).toContain(placed.order.orderNumber);
      const tampered = new URLSearchParams(callbackQuery);
      tampered.set("razorpay_payment_link_status", "created");
      expect((await app.api(`/api/orders/payment-link/callback?${tampered}`, { redirect: "manual" })).status).toBe(400);
      // The payment is refundable like any other: its provider id is the link's payment.
      const [payment] = await app.services.db.select().from(payments).where(eq(payments.orderId, placed.order.id));
      expect(payment).toMatchObject({ providerPaymentId: paymentId, amountPaise: after!.totalPaise, status: "paid" });
    });
  });
}
