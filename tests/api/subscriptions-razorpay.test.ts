/**
 * Paid subscriptions through Razorpay Subscriptions (issue 19 item 1, decision 143), against a fake
 * Razorpay on loopback that speaks its JSON: plans made once per amount and schedule, a subscription per
 * subscriber, the window's signed answer, `subscription.*` webhooks in and out of order and repeated,
 * failures and the halt, and the subscriber's changes told to Razorpay. Time comes from the events.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, paymentEvents, payments, subscriptionCycles, subscriptions } from "../../src/server/db/schema";
import { razorpayEnv, startFakeRazorpay, type FakeRazorpay } from "../support/fake-razorpay";
import { DAY, latestManageToken, mailsTo, subscriberDetails, subscriptionRow } from "../support/subscriptions";
import { availableDatabases, startTestApp, type TestApp } from "../support/test-app";

type Started = { subscription: { id: number; customerEmail: string }; mandateId: string; token: string; key: string };

for (const kind of availableDatabases()) {
  describe(`Subscriptions through Razorpay (fake API on loopback) [${kind}]`, () => {
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

    const postWebhook = (hook: { body: string; signature: string }) =>
      app.api("/api/razorpay/webhook", {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Razorpay-Signature": hook.signature },
        body: hook.body,
      });
    const start = async (overrides: Record<string, unknown> = {}) => {
      const res = await app.postJson("/api/subscriptions/start", subscriberDetails(overrides));
      expect(res.status).toBe(201);
      return (await res.json()) as Started;
    };
    const verify = (started: Started, answer: Record<string, string>) =>
      app.postJson("/api/subscriptions/verify", {
        mandateId: started.mandateId,
        token: started.token,
        paymentId: answer.razorpay_payment_id,
        signature: answer.razorpay_signature,
      });
    /** Subscribed, paid and verified: an active subscription with its first delivery ordered. */
    const subscribed = async (overrides: Record<string, unknown> = {}) => {
      const started = await start(overrides);
      const answer = razorpay.authorizeSubscription(started.mandateId);
      expect((await verify(started, answer)).status).toBe(200);
      return { ...started, firstPaymentId: answer.razorpay_payment_id };
    };
    const cyclesOf = (id: number) => app.services.subscriptions.cycles(id);
    /** A renewal Razorpay charged and told us about, `secondsAgo` before now. */
    const renewal = (mandateId: string, secondsAgo = 0) => {
      const payment = razorpay.chargeSubscription(mandateId);
      return razorpay.subscriptionWebhook("subscription.charged", mandateId, {
        payment,
        createdAt: Math.floor(Date.now() / 1000) - secondsAgo,
      });
    };
    const calls = (path: string, method = "POST") =>
      razorpay.requests.filter((request) => request.method === method && request.path === path);

    it("makes one plan per amount and schedule (weekly × 2, monthly, weekly × 6) and a subscription on it", async () => {
      const before = calls("/v1/plans").length;
      const first = await start({ plan: "bhumi-devotee", frequency: "monthly" });
      await start({ plan: "bhumi-devotee", frequency: "monthly" });
      await start({ plan: "bhumi-devotee", frequency: "biweekly" });
      await start({ plan: "bhumi-devotee", frequency: "6weeks" });
      const made = calls("/v1/plans").slice(before);
      expect(made.map((request) => request.body)).toEqual([
        expect.objectContaining({ period: "monthly", interval: 1, item: expect.objectContaining({ amount: 229_900 }) }),
        expect.objectContaining({ period: "weekly", interval: 2, item: expect.objectContaining({ amount: 229_900 }) }),
        expect.objectContaining({ period: "weekly", interval: 6, item: expect.objectContaining({ currency: "INR" }) }),
      ]);
      expect(made.every((request) => request.authorized)).toBe(true);
      const created = razorpay.subscriptions.get(first.mandateId)!;
      expect(first.key).toBe(razorpay.keyId);
      expect(razorpay.plans.get(created.plan_id)).toMatchObject({ period: "monthly", interval: 1 });
      expect(created).toMatchObject({ status: "created", total_count: 60, quantity: 1, customer_notify: false });
      expect(await subscriptionRow(app, first.subscription.id)).toMatchObject({
        status: "created",
        provider: "razorpay",
        providerSubscriptionId: first.mandateId,
      });
    });

    it("answers 502 when Razorpay cannot make the subscription, storing nothing", async () => {
      const before = (await app.services.db.select().from(subscriptions)).length;
      razorpay.failNext(1);
      const res = await app.postJson("/api/subscriptions/start", subscriberDetails({ plan: "estate-partner" }));
      expect(res.status).toBe(502);
      expect((await res.json()).message).toBe("Failed to set up the subscription's payment");
      expect(await app.services.db.select().from(subscriptions)).toHaveLength(before);
    });

    it("takes the window's signed answer only when Razorpay says the payment was captured for the plan's price", async () => {
      const started = await start();
      const answer = razorpay.authorizeSubscription(started.mandateId);
      const forged = await verify(started, { ...answer, razorpay_signature: "0".repeat(64) });
      expect(forged.status).toBe(400);
      expect((await subscriptionRow(app, started.subscription.id)).status).toBe("created");
      // Another subscription's token cannot verify this one.
      const other = await start();
      const crossed = await app.postJson("/api/subscriptions/verify", {
        mandateId: started.mandateId,
        token: other.token,
        paymentId: answer.razorpay_payment_id,
        signature: answer.razorpay_signature,
      });
      expect(crossed.status).toBe(403);

      expect((await verify(started, answer)).status).toBe(200);
      const row = await subscriptionRow(app, started.subscription.id);
      expect(row).toMatchObject({ status: "active", currentCycle: 1, cyclesPaid: 1 });
      const cycles = await cyclesOf(row.id);
      expect(cycles).toEqual([expect.objectContaining({ cycle: 1, status: "paid", orderNumber: expect.any(String) })]);
      const [payment] = await app.services.db.select().from(payments).where(eq(payments.orderId, cycles[0]!.orderId!));
      const paid = razorpay.payments.find((p) => p.id === answer.razorpay_payment_id)!;
      expect(payment).toMatchObject({
        provider: "razorpay",
        providerPaymentId: paid.id,
        providerOrderId: paid.order_id,
        amountPaise: 129_900,
      });
      expect(calls(`/v1/payments/${paid.id}`, "GET").length).toBeGreaterThan(0);
      const templates = (await mailsTo(app, row.customerEmail)).map((mail) => mail.template);
      expect(templates).toEqual(expect.arrayContaining(["order-confirmation", "subscription-started"]));

      // The same answer again, and Razorpay's own webhook for that first charge: still one order.
      expect((await verify(started, answer)).status).toBe(200);
      const charged = razorpay.subscriptionWebhook("subscription.charged", started.mandateId, { payment: paid });
      expect((await postWebhook(charged)).status).toBe(200);
      expect(await cyclesOf(row.id)).toHaveLength(1);
    });

    it("refuses a payment Razorpay has not captured for the plan's price", async () => {
      const started = await start();
      const answer = razorpay.authorizeSubscription(started.mandateId);
      razorpay.payments.find((p) => p.id === answer.razorpay_payment_id)!.amount = 100;
      const res = await verify(started, answer);
      expect(res.status).toBe(409);
      expect((await subscriptionRow(app, started.subscription.id)).status).toBe("created");
    });

    it("makes the first delivery from the webhook alone when the subscriber closed the window", async () => {
      const started = await start();
      const payment = razorpay.chargeSubscription(started.mandateId);
      const charged = razorpay.subscriptionWebhook("subscription.charged", started.mandateId, { payment });
      expect((await postWebhook(charged)).status).toBe(200);
      expect(await subscriptionRow(app, started.subscription.id)).toMatchObject({ status: "active", cyclesPaid: 1 });
      expect(await cyclesOf(started.subscription.id)).toEqual([expect.objectContaining({ cycle: 1, status: "paid" })]);
    });

    it("makes every renewal one order, whatever the order of the events and however often they repeat", async () => {
      const { subscription, mandateId } = await subscribed();
      const second = renewal(mandateId, 60);
      expect((await postWebhook(second)).status).toBe(200);
      expect(await (await postWebhook(second)).json()).toEqual({ status: "duplicate" });
      // Razorpay's next two charges, told in the wrong order.
      const third = renewal(mandateId, 30);
      const fourth = renewal(mandateId, 10);
      expect((await postWebhook(fourth)).status).toBe(200);
      expect((await postWebhook(third)).status).toBe(200);
      // The same payment in a differently worded event is still the same delivery.
      const thirdPayment = JSON.parse(third.body).payload.payment.entity;
      const resent = razorpay.subscriptionWebhook("subscription.charged", mandateId, {
        payment: thirdPayment,
        createdAt: Math.floor(Date.now() / 1000) + 5,
      });
      expect((await postWebhook(resent)).status).toBe(200);

      const cycles = await cyclesOf(subscription.id);
      expect(cycles.map((cycle) => [cycle.cycle, cycle.status])).toEqual([
        [1, "paid"],
        [2, "paid"],
        [3, "paid"],
        [4, "paid"],
      ]);
      expect(new Set(cycles.map((cycle) => cycle.orderId)).size).toBe(4);
      const row = await subscriptionRow(app, subscription.id);
      expect(row).toMatchObject({ cyclesPaid: 4, currentCycle: 4, status: "active" });
      // Razorpay's schedule is the one shown: the next charge it announced.
      expect(row.nextChargeAt!.getTime()).toBe(razorpay.subscriptions.get(mandateId)!.charge_at! * 1000);
      const renewals = (await mailsTo(app, subscription.customerEmail)).filter(
        (mail) => mail.template === "subscription-renewal",
      );
      expect(renewals).toHaveLength(3);
    });

    it("records a failed renewal without an order, halts with a mail, and runs again when the subscriber pays", async () => {
      const { subscription, mandateId } = await subscribed();
      const at = (secondsAgo: number) => Math.floor(Date.now() / 1000) - secondsAgo;
      const pending = razorpay.subscriptionWebhook("subscription.pending", mandateId, {
        status: "pending",
        createdAt: at(300),
      });
      expect((await postWebhook(pending)).status).toBe(200);
      expect(await subscriptionRow(app, subscription.id)).toMatchObject({ status: "active", failures: 1 });
      expect(await cyclesOf(subscription.id)).toEqual([
        expect.objectContaining({ cycle: 1, status: "paid" }),
        expect.objectContaining({ cycle: 2, status: "failed", orderId: null }),
      ]);

      const halted = razorpay.subscriptionWebhook("subscription.halted", mandateId, {
        status: "halted",
        createdAt: at(200),
      });
      expect((await postWebhook(halted)).status).toBe(200);
      expect(await subscriptionRow(app, subscription.id)).toMatchObject({ status: "halted", nextChargeAt: null });
      const mails = await mailsTo(app, subscription.customerEmail);
      expect(mails.filter((mail) => mail.template === "subscription-halted")).toHaveLength(1);
      const [failedCycle] = await app.services.db
        .select()
        .from(subscriptionCycles)
        .where(and(eq(subscriptionCycles.subscriptionId, subscription.id), eq(subscriptionCycles.cycle, 2)));
      expect(failedCycle!.status).toBe("failed");

      // The subscriber pays the pending invoice: the cycle becomes a delivery and the subscription runs.
      expect((await postWebhook(renewal(mandateId, 100))).status).toBe(200);
      expect(await subscriptionRow(app, subscription.id)).toMatchObject({ status: "active", failures: 0 });
      expect((await cyclesOf(subscription.id)).map((cycle) => [cycle.cycle, cycle.status])).toEqual([
        [1, "paid"],
        [2, "paid"],
      ]);
      // A late copy of an older halt changes nothing.
      const late = razorpay.subscriptionWebhook("subscription.halted", mandateId, {
        status: "halted",
        createdAt: at(150),
      });
      expect((await postWebhook(late)).status).toBe(200);
      expect((await subscriptionRow(app, subscription.id)).status).toBe("active");
    });

    it("after a halt, authorises a new mandate in the window and makes the next payment the next delivery", async () => {
      const { subscription, mandateId } = await subscribed();
      const halted = razorpay.subscriptionWebhook("subscription.halted", mandateId, { status: "halted" });
      expect((await postWebhook(halted)).status).toBe(200);
      const token = await latestManageToken(app, subscription.customerEmail);
      const res = await app.postJson("/api/subscriptions/manage", { token, action: "resume" });
      expect(res.status).toBe(200);
      const answer = (await res.json()) as { subscription: { status: string }; token: string };
      expect(answer.subscription.status).toBe("created");
      const row = await subscriptionRow(app, subscription.id);
      expect(row.providerSubscriptionId).not.toBe(mandateId);
      expect(razorpay.subscriptions.get(mandateId)!.status).toBe("cancelled");
      // The owner's audit log has the mandate's change as fields before → after, as the audit tab reads them.
      const [audited] = await app.services.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, "subscription.reauthorise"), eq(auditLog.entityId, String(subscription.id))));
      expect(audited).toMatchObject({
        actor: "shop:subscriptions",
        details: {
          before: { providerSubscriptionId: mandateId },
          after: { providerSubscriptionId: row.providerSubscriptionId },
        },
      });
      // The old link no longer works; the new token opens the window for the new mandate.
      expect((await app.postJson("/api/subscriptions/manage", { token, action: "skip" })).status).toBe(403);
      const restarted = { subscription, mandateId: row.providerSubscriptionId!, token: answer.token, key: "" };
      const paid = razorpay.authorizeSubscription(restarted.mandateId);
      expect((await verify(restarted, paid)).status).toBe(200);
      expect(await subscriptionRow(app, subscription.id)).toMatchObject({ status: "active", cyclesPaid: 2 });
      expect((await cyclesOf(subscription.id)).map((cycle) => [cycle.cycle, cycle.status])).toEqual([
        [1, "paid"],
        [2, "paid"],
      ]);
      // Word of the old mandate's cancellation changes nothing.
      const old = razorpay.subscriptionWebhook("subscription.cancelled", mandateId, { status: "cancelled" });
      expect((await postWebhook(old)).status).toBe(200);
      expect((await subscriptionRow(app, subscription.id)).status).toBe("active");
    });

    it("tells Razorpay the subscriber's pause, resume, plan change and cancellation", async () => {
      const { subscription, mandateId } = await subscribed();
      const manage = async (body: Record<string, unknown>) => {
        const token = await latestManageToken(app, subscription.customerEmail);
        return app.postJson("/api/subscriptions/manage", { token, ...body });
      };
      const until = new Date(Date.now() + 20 * DAY).toISOString().slice(0, 10);
      expect((await manage({ action: "pause", until })).status).toBe(200);
      expect(calls(`/v1/subscriptions/${mandateId}/pause`)).toEqual([
        expect.objectContaining({ body: { pause_at: "now" }, authorized: true }),
      ]);
      expect(razorpay.subscriptions.get(mandateId)!.status).toBe("paused");
      // Razorpay's own word of the pause we asked for changes nothing more.
      expect((await postWebhook(razorpay.subscriptionWebhook("subscription.paused", mandateId))).status).toBe(200);
      expect((await subscriptionRow(app, subscription.id)).status).toBe("paused");

      expect((await manage({ action: "resume" })).status).toBe(200);
      expect(calls(`/v1/subscriptions/${mandateId}/resume`)).toHaveLength(1);
      expect(razorpay.subscriptions.get(mandateId)!.status).toBe("active");

      const plansBefore = calls("/v1/plans").length;
      expect((await manage({ action: "change", plan: "estate-partner" })).status).toBe(200);
      const [patch] = calls(`/v1/subscriptions/${mandateId}`, "PATCH");
      const newPlan = razorpay.plans.get((patch!.body as { plan_id: string }).plan_id)!;
      expect(newPlan).toMatchObject({
        period: "monthly",
        interval: 1,
        item: expect.objectContaining({ amount: 399_900 }),
      });
      expect(patch!.body).toMatchObject({ schedule_change_at: "cycle_end" });
      expect(calls("/v1/plans").length).toBeLessThanOrEqual(plansBefore + 1);

      expect((await manage({ action: "cancel" })).status).toBe(200);
      expect(calls(`/v1/subscriptions/${mandateId}/cancel`)).toEqual([
        expect.objectContaining({ body: { cancel_at_cycle_end: 0 } }),
      ]);
      expect(razorpay.subscriptions.get(mandateId)!.status).toBe("cancelled");
      // Nothing Razorpay says later revives it.
      const resumed = razorpay.subscriptionWebhook("subscription.resumed", mandateId, {
        createdAt: Math.floor(Date.now() / 1000) + 60,
      });
      expect((await postWebhook(resumed)).status).toBe(200);
      expect((await subscriptionRow(app, subscription.id)).status).toBe("cancelled");
    });

    it("skips a delivery by pausing at Razorpay until the day after it, then resumes and records the skip", async () => {
      const { subscription, mandateId } = await subscribed();
      const before = await subscriptionRow(app, subscription.id);
      const token = await latestManageToken(app, subscription.customerEmail);
      expect((await app.postJson("/api/subscriptions/manage", { token, action: "skip" })).status).toBe(200);
      expect(razorpay.subscriptions.get(mandateId)!.status).toBe("paused");
      const skipped = await subscriptionRow(app, subscription.id);
      expect(skipped).toMatchObject({ status: "paused", skipNext: true });
      expect(skipped.resumeAt!.getTime()).toBe(before.nextChargeAt!.getTime() + DAY);

      // Before the day nothing happens; on it our scheduler resumes Razorpay's subscription.
      await app.services.subscriptions.runRenewals(new Date(before.nextChargeAt!.getTime()));
      expect(razorpay.subscriptions.get(mandateId)!.status).toBe("paused");
      await app.services.subscriptions.runRenewals(new Date(skipped.resumeAt!.getTime() + 60_000));
      expect(razorpay.subscriptions.get(mandateId)!.status).toBe("active");
      expect(await subscriptionRow(app, subscription.id)).toMatchObject({
        status: "active",
        skipNext: false,
        currentCycle: 2,
      });
      expect((await cyclesOf(subscription.id)).map((cycle) => [cycle.cycle, cycle.status])).toEqual([
        [1, "paid"],
        [2, "skipped"],
      ]);
      // The next charge is the third delivery.
      expect((await postWebhook(renewal(mandateId))).status).toBe(200);
      expect((await cyclesOf(subscription.id)).at(-1)).toMatchObject({ cycle: 3, status: "paid" });
    });

    it("follows a cancellation made at Razorpay, with a mail, and keeps webhooks for unknown subscriptions", async () => {
      const { subscription, mandateId } = await subscribed();
      const cancelled = razorpay.subscriptionWebhook("subscription.cancelled", mandateId, { status: "cancelled" });
      expect((await postWebhook(cancelled)).status).toBe(200);
      expect(await subscriptionRow(app, subscription.id)).toMatchObject({ status: "cancelled", nextChargeAt: null });
      const mails = await mailsTo(app, subscription.customerEmail);
      expect(mails.at(-1)!.text).toContain("cancelled at the payment provider");

      const stranger = await app.services.db.select().from(subscriptions);
      const other = await start();
      const foreign = razorpay.subscriptionWebhook("subscription.charged", other.mandateId, {
        payment: razorpay.chargeSubscription(other.mandateId),
      });
      await app.services.db.delete(subscriptions).where(eq(subscriptions.id, other.subscription.id));
      expect((await postWebhook(foreign)).status).toBe(200);
      expect(await app.services.db.select().from(subscriptions)).toHaveLength(stranger.length);
      const [stored] = await app.services.db
        .select()
        .from(paymentEvents)
        .where(eq(paymentEvents.type, "subscription.charged"))
        .orderBy(paymentEvents.id);
      expect(stored).toBeDefined();
    });

    it("asks Razorpay about charges whose webhooks never came, and makes each one delivery", async () => {
      const { subscription, mandateId } = await subscribed();
      // Razorpay charged the renewal; its webhook was lost.
      razorpay.chargeSubscription(mandateId);
      const row = await subscriptionRow(app, subscription.id);
      // Not yet an hour past the charge date: nobody asks.
      await app.services.subscriptions.runRenewals(new Date(row.nextChargeAt!.getTime() + 30 * 60_000));
      expect(await cyclesOf(subscription.id)).toHaveLength(1);
      const later = new Date(row.nextChargeAt!.getTime() + 2 * 3_600_000);
      await app.services.subscriptions.runRenewals(later);
      expect((await cyclesOf(subscription.id)).map((cycle) => [cycle.cycle, cycle.status])).toEqual([
        [1, "paid"],
        [2, "paid"],
      ]);
      expect(calls("/v1/invoices", "GET").length).toBeGreaterThan(0);
      // Asked again later, or told by the late webhook: nothing more.
      const payment = razorpay.payments.at(-1)!;
      await app.services.db
        .update(subscriptions)
        .set({ nextChargeAt: later })
        .where(eq(subscriptions.id, subscription.id));
      await app.services.subscriptions.runRenewals(new Date(later.getTime() + 3 * 3_600_000));
      const late = razorpay.subscriptionWebhook("subscription.charged", mandateId, { payment });
      expect((await postWebhook(late)).status).toBe(200);
      expect(await cyclesOf(subscription.id)).toHaveLength(2);

      // A subscriber who paid and closed the window before the page heard back, with no webhook either.
      const started = await start();
      razorpay.authorizeSubscription(started.mandateId);
      const created = await subscriptionRow(app, started.subscription.id);
      await app.services.subscriptions.runRenewals(new Date(created.createdAt.getTime() + 20 * 60_000));
      expect(await subscriptionRow(app, started.subscription.id)).toMatchObject({ status: "active", cyclesPaid: 1 });
    });

    it("refuses a webhook with a bad signature and junk shapes with a 400, never a 5xx", async () => {
      const { mandateId } = await subscribed();
      const hook = renewal(mandateId);
      expect((await postWebhook({ body: hook.body, signature: "0".repeat(64) })).status).toBe(400);
      const junk = razorpay.subscriptionWebhook("subscription.charged", mandateId);
      const tampered = JSON.parse(junk.body);
      tampered.payload.subscription.entity.charge_at = "tomorrow";
      const body = JSON.stringify(tampered);
      const { createHmac } = await import("node:crypto");
      const signature = createHmac("sha256", razorpay.webhookSecret).update(body).digest("hex");
      expect((await postWebhook({ body, signature })).status).toBe(400);
    });
  });
}
