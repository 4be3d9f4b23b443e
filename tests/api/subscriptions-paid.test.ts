/**
 * Paid subscriptions in the sandbox (issue 19): subscribe, pay the first delivery in the window, every
 * paid cycle exactly one order (injected clock, never sleeping), failures retried then halted, and the
 * subscriber's changes through the mailed, rotating link.
 */
import { and, eq, inArray } from "drizzle-orm";
import { expect, it } from "vitest";
import {
  discountCodes,
  orderItems,
  orders,
  products,
  subscriptionCycles,
  subscriptions,
} from "../../src/server/db/schema";
import { hmacHex } from "../../src/server/payments/signature";
import { sandboxSecret } from "../support/checkout";
import { stockOf } from "../support/orders";
import {
  DAY,
  latestManageToken,
  mailsTo,
  subscribeAndPay,
  subscriberDetails,
  subscriptionRow,
} from "../support/subscriptions";
import { eachDatabase, startSecondApp, type TestApp } from "../support/test-app";

async function cycleOrders(app: TestApp, id: number) {
  const cycles = await app.services.subscriptions.cycles(id);
  const ids = cycles.flatMap((cycle) => (cycle.orderId ? [cycle.orderId] : []));
  const items = ids.length
    ? await app.services.db.select().from(orderItems).where(inArray(orderItems.orderId, ids))
    : [];
  const rows = ids.length ? await app.services.db.select().from(orders).where(inArray(orders.id, ids)) : [];
  return { cycles, items, orders: rows };
}

const farFuture = (days: number) => new Date(Date.now() + days * DAY);

eachDatabase("Paid subscriptions in the sandbox", (app) => {
  it("refuses an unknown plan, mood or frequency and a bad address with the field named, storing nothing", async () => {
    const before = await app().services.db.select().from(subscriptions);
    for (const [override, field, message] of [
      [{ plan: "gold" }, "plan", "Please choose a plan"],
      [{ frequency: "daily" }, "frequency", "Please choose how often"],
      [{ mood: "bold-adventurous" }, "mood", "Please choose one of the moods offered"],
      [
        { shippingAddress: { street: "x", city: "Bengaluru", state: "Karnataka", pincode: "560001" } },
        "shippingAddress.street",
        "Please enter complete address",
      ],
    ] as const) {
      const res = await app().postJson("/api/subscriptions/start", subscriberDetails(override));
      expect(res.status).toBe(400);
      expect((await res.json()).errors).toMatchObject({ [field]: message });
    }
    expect(await app().services.db.select().from(subscriptions)).toHaveLength(before.length);
  });

  it("subscribes, pays the first delivery in the window, and makes it one confirmed, paid order with its invoice", async () => {
    const started = await subscribeAndPay(app());
    const row = await subscriptionRow(app(), started.subscription.id);
    expect(row).toMatchObject({ status: "active", currentCycle: 1, cyclesPaid: 1, provider: "sandbox" });
    // The window's answer is signed over payment_id|subscription_id, like Razorpay's.
    expect(started.answer.razorpay_signature).toBe(
      hmacHex(sandboxSecret(app()), `${started.answer.razorpay_payment_id}|${started.mandateId}`),
    );
    const verify = (signature: string) =>
      app().postJson("/api/subscriptions/verify", {
        mandateId: started.mandateId,
        token: started.token,
        paymentId: started.answer.razorpay_payment_id,
        signature,
      });
    expect((await verify(started.answer.razorpay_signature!)).status).toBe(200);
    expect((await verify("0".repeat(64))).status).toBe(400);

    const { cycles, items, orders: placed } = await cycleOrders(app(), row.id);
    expect(cycles).toEqual([expect.objectContaining({ cycle: 1, status: "paid" })]);
    expect(placed).toEqual([
      expect.objectContaining({ status: "confirmed", paymentStatus: "paid", totalPaise: 129_900, shippingPaise: 0 }),
    ]);
    expect(placed[0]!.subtotalPaise + placed[0]!.taxPaise).toBe(129_900);
    expect(items.reduce((sum, item) => sum + item.quantity, 0)).toBe(2);
    expect(items.every((item) => item.weightGrams === 250)).toBe(true);
    const templates = (await mailsTo(app(), row.customerEmail)).map((mail) => mail.template);
    expect(templates).toEqual(expect.arrayContaining(["order-confirmation", "subscription-started"]));

    // A second approval of the same mandate is refused, never a second order.
    const again = await app().postJson("/api/sandbox/mandates/approve", {
      mandateId: started.mandateId,
      token: started.token,
      outcome: "success",
    });
    expect(again.status).toBe(409);
    expect((await cycleOrders(app(), row.id)).orders).toHaveLength(1);
  });

  it("renews each cycle once on the injected clock, a different coffee when one fits, and reserves the stock", async () => {
    const at = farFuture(400);
    // Three coffees for this mood, two bags a box: the next box avoids both of the last one's.
    const started = await subscribeAndPay(app(), { mood: "energetic-focused" }, at);
    const id = started.subscription.id;
    const first = await cycleOrders(app(), id);
    const firstIds = new Set(first.items.map((item) => item.productId!));
    const due = new Date(at.getTime() + 30 * DAY);
    // Before its day nothing happens; on it, one order; run again (a repeated job), nothing more.
    await app().services.subscriptions.runRenewals(new Date(due.getTime() - 1000));
    expect((await cycleOrders(app(), id)).orders).toHaveLength(1);
    const productIds = [...firstIds];
    const stockBefore = await Promise.all(productIds.map((pid) => stockOf(app().services.db, pid)));
    await app().services.subscriptions.runRenewals(due);
    await app().services.subscriptions.runRenewals(due);
    const second = await cycleOrders(app(), id);
    expect(second.cycles.map((cycle) => [cycle.cycle, cycle.status])).toEqual([
      [1, "paid"],
      [2, "paid"],
    ]);
    expect(second.orders).toHaveLength(2);
    const newItems = second.items.filter((item) => !first.items.some((old) => old.id === item.id));
    expect(newItems.reduce((sum, item) => sum + item.quantity, 0)).toBe(2);
    expect(newItems.some((item) => firstIds.has(item.productId!))).toBe(false);
    for (const item of newItems) expect(await stockOf(app().services.db, item.productId!)).toBeGreaterThanOrEqual(0);
    expect(await Promise.all(productIds.map((pid) => stockOf(app().services.db, pid)))).toEqual(stockBefore);
    const row = await subscriptionRow(app(), id);
    expect(row).toMatchObject({ cyclesPaid: 2, currentCycle: 2, failures: 0 });
    expect(row.nextChargeAt!.getTime()).toBe(due.getTime() + 30 * DAY);
    expect((await mailsTo(app(), row.customerEmail)).map((mail) => mail.template)).toContain("subscription-renewal");
  });

  it("retries a declined renewal on its schedule, then halts with a mail to pay again — and never orders an unpaid cycle", async () => {
    const at = farFuture(800);
    const started = await subscribeAndPay(app(), { frequency: "biweekly" }, at);
    const id = started.subscription.id;
    await app().services.subscriptions.declineNextRenewals(id, 4);
    let due = (await subscriptionRow(app(), id)).nextChargeAt!;
    const delays: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      await app().services.subscriptions.runRenewals(due);
      const row = await subscriptionRow(app(), id);
      if (row.status === "halted") break;
      delays.push((row.nextChargeAt!.getTime() - due.getTime()) / DAY);
      due = row.nextChargeAt!;
    }
    expect(delays).toEqual([1, 2, 3]);
    const row = await subscriptionRow(app(), id);
    expect(row).toMatchObject({ status: "halted", failures: 4, nextChargeAt: null, cyclesPaid: 1 });
    const { cycles, orders: placed } = await cycleOrders(app(), id);
    expect(placed).toHaveLength(1);
    expect(cycles.find((cycle) => cycle.cycle === 2)).toMatchObject({ status: "failed", orderId: null });
    const halted = (await mailsTo(app(), row.customerEmail)).find((mail) => mail.template === "subscription-halted");
    expect(halted?.text).toMatch(/\/subscription\/manage\?token=/);
    // The subscriber pays again from the link: the next run charges and orders cycle 2.
    const token = await latestManageToken(app(), row.customerEmail);
    const resumed = await app().postJson("/api/subscriptions/manage", { token, action: "resume" });
    expect(resumed.status).toBe(200);
    await app().services.subscriptions.runRenewals(new Date(Date.now() + 1000));
    expect((await cycleOrders(app(), id)).cycles.find((cycle) => cycle.cycle === 2)).toMatchObject({ status: "paid" });
  });

  it("manages through the mailed link: skip, pause, change mood, cancel — each mailed, each rotating the link", async () => {
    const at = farFuture(1200);
    const started = await subscribeAndPay(app(), {}, at);
    const id = started.subscription.id;
    const email = started.subscription.customerEmail;
    let token = await latestManageToken(app(), email);
    const view = await app().api("/api/subscriptions/manage", { headers: { "X-Subscription-Token": token } });
    expect(view.status).toBe(200);
    expect((await view.json()).subscription).toMatchObject({ id, status: "active", plan: "mood-explorer" });

    const post = (body: Record<string, unknown>) => app().postJson("/api/subscriptions/manage", { token, ...body });
    const skipped = await post({ action: "skip" });
    expect(skipped.status).toBe(200);
    const old = token;
    token = await latestManageToken(app(), email);
    expect(token).not.toBe(old);
    expect(token).toBe((await skipped.json()).token);
    // The used link no longer works; a tampered one never did.
    for (const bad of [old, `${token.slice(0, -2)}xx`, "1.1.1.abc"]) {
      const res = await app().postJson("/api/subscriptions/manage", { token: bad, action: "cancel" });
      expect(res.status).toBe(403);
      expect((await res.json()).message).toMatch(/expired or has been replaced/);
    }
    const due = (await subscriptionRow(app(), id)).nextChargeAt!;
    await app().services.subscriptions.runRenewals(due);
    expect((await cycleOrders(app(), id)).cycles.map((cycle) => cycle.status)).toEqual(["paid", "skipped"]);
    expect((await cycleOrders(app(), id)).orders).toHaveLength(1);

    const past = await post({ action: "pause", until: "2020-01-01" });
    expect(past.status).toBe(400);
    expect((await past.json()).errors).toEqual({ until: "The date to resume on must be in the future" });
    const moodChange = await post({ action: "change", mood: "energetic-focused" });
    expect(moodChange.status).toBe(200);
    expect((await moodChange.json()).subscription.mood).toBe("energetic-focused");
    token = await latestManageToken(app(), email);
    const unknownMood = await post({ action: "change", mood: "no-such-mood" });
    expect(unknownMood.status).toBe(400);
    const cancelled = await post({ action: "cancel" });
    expect(cancelled.status).toBe(200);
    expect(await subscriptionRow(app(), id)).toMatchObject({ status: "cancelled", nextChargeAt: null });
    await app().services.subscriptions.runRenewals(new Date(due.getTime() + 400 * DAY));
    expect((await cycleOrders(app(), id)).orders).toHaveLength(1);
    const templates = (await mailsTo(app(), email)).map((mail) => mail.template);
    expect(templates.filter((template) => template === "subscription-changed")).toHaveLength(3);
  });

  it("gives a Devotee or Partner subscriber the plan's perk as a personal code, swapped on a plan change and off on cancel", async () => {
    const started = await subscribeAndPay(app(), { plan: "bhumi-devotee" }, farFuture(1500));
    const email = started.subscription.customerEmail;
    const perks = () =>
      app()
        .services.db.select()
        .from(discountCodes)
        .where(
          eq(discountCodes.description, `Subscription #${started.subscription.id}: the plan's perk on extra orders`),
        )
        .orderBy(discountCodes.id);
    const [devotee] = await perks();
    expect(devotee).toMatchObject({
      kind: "percent",
      value: 10,
      email,
      isActive: true,
      usageLimit: null,
      source: "subscription",
    });
    expect(devotee!.code).toMatch(/^DEVOTEE-/);
    const welcome = (await mailsTo(app(), email)).find((mail) => mail.template === "subscription-started")!;
    expect(welcome.text).toContain(`enter ${devotee!.code} at checkout for 10 % off every extra order`);

    let token = await latestManageToken(app(), email);
    const upgraded = await app().postJson("/api/subscriptions/manage", {
      token,
      action: "change",
      plan: "estate-partner",
    });
    expect(upgraded.status).toBe(200);
    const afterUpgrade = await perks();
    expect(afterUpgrade.map((code) => [code.value, code.isActive])).toEqual([
      [10, false],
      [15, true],
    ]);
    expect(afterUpgrade[1]!.code).toMatch(/^PARTNER-/);

    token = await latestManageToken(app(), email);
    expect((await app().postJson("/api/subscriptions/manage", { token, action: "cancel" })).status).toBe(200);
    expect((await perks()).filter((code) => code.isActive)).toEqual([]);
  });

  it("gives a Mood Explorer subscriber no perk code", async () => {
    const started = await subscribeAndPay(app(), { plan: "mood-explorer" }, farFuture(1600));
    const codes = await app()
      .services.db.select()
      .from(discountCodes)
      .where(eq(discountCodes.email, started.subscription.customerEmail));
    expect(codes.filter((code) => code.source === "subscription")).toEqual([]);
  });

  it("refuses to start a box the mood cannot fill, and holds a due cycle without charging when its coffees sold out", async () => {
    const at = farFuture(1600);
    const started = await subscribeAndPay(app(), { mood: "cozy-nostalgic" }, at);
    const id = started.subscription.id;
    const moodProducts = await app().services.db.execute(
      "select p.id, p.stock_quantity from mood_coffees mc join moods m on m.id = mc.mood_id join coffees c on c.id = mc.coffee_id join products p on p.id = c.product_id where m.code = 'cozy-nostalgic'",
    );
    const saved = (moodProducts as unknown as { rows: { id: number; stock_quantity: number }[] }).rows;
    await app()
      .services.db.update(products)
      .set({ stockQuantity: 0 })
      .where(
        inArray(
          products.id,
          saved.map((row) => row.id),
        ),
      );
    try {
      const refused = await app().postJson("/api/subscriptions/start", subscriberDetails({ mood: "cozy-nostalgic" }));
      expect(refused.status).toBe(409);
      const due = (await subscriptionRow(app(), id)).nextChargeAt!;
      await app().services.subscriptions.runRenewals(due);
      const { cycles, orders: placed } = await cycleOrders(app(), id);
      expect(cycles.find((cycle) => cycle.cycle === 2)).toMatchObject({ status: "held", orderId: null });
      expect(placed).toHaveLength(1);
      expect(await subscriptionRow(app(), id)).toMatchObject({ status: "active", cyclesPaid: 1 });
    } finally {
      for (const row of saved)
        await app()
          .services.db.update(products)
          .set({ stockQuantity: row.stock_quantity })
          .where(eq(products.id, row.id));
    }
  });

  it("two processes renewing the same due cycles at once make each order exactly once", async () => {
    if (app().kind !== "postgres") return; // PGlite is one process by design (decision 030).
    const at = farFuture(2000);
    const ids: number[] = [];
    for (let i = 0; i < 12; i++)
      ids.push((await subscribeAndPay(app(), { plan: "mood-explorer" }, at)).subscription.id);
    const due = new Date(at.getTime() + 30 * DAY);
    const second = await startSecondApp(app());
    try {
      await Promise.all([
        app().services.subscriptions.runRenewals(due),
        second.services.subscriptions.runRenewals(due),
        app().services.subscriptions.runRenewals(due),
      ]);
    } finally {
      await second.close();
    }
    const cycles = await app()
      .services.db.select()
      .from(subscriptionCycles)
      .where(and(inArray(subscriptionCycles.subscriptionId, ids), eq(subscriptionCycles.cycle, 2)));
    expect(cycles).toHaveLength(12);
    expect(cycles.every((cycle) => cycle.status === "paid" && cycle.orderId !== null)).toBe(true);
    expect(new Set(cycles.map((cycle) => cycle.orderId)).size).toBe(12);
  });
});
