/**
 * Issue 18 meets issue 19: the account lists the paid subscriptions started with its verified e-mail,
 * each with a working management link, and nobody else's; deleting the account cancels them at the
 * provider (so nothing renews) and removes the person from them, without mailing the deleted address.
 */
import { and, eq, inArray } from "drizzle-orm";
import { afterEach, expect, it, vi } from "vitest";
import { auditLog, discountCodes, mailOutbox, rateLimits, subscriptions } from "../../src/server/db/schema";
import { ProviderUnavailableError } from "../../src/server/payments/provider";
import { newEmail, signedIn } from "../support/accounts";
import {
  DAY,
  latestManageToken,
  subscribeAndPay,
  subscriberDetails,
  subscriptionRow,
  type Started,
} from "../support/subscriptions";
import { eachDatabase, type TestApp } from "../support/test-app";

type Listed = {
  id: number;
  planName: string;
  moodName: string;
  frequency: string;
  status: string;
  statusLabel: string;
  nextDeliveryAt: string | null;
  skipNext: boolean;
  manageToken: string;
};

const viewWith = (app: TestApp, token: string) =>
  app.api("/api/subscriptions/manage", { headers: { "X-Subscription-Token": token } });
const manage = (app: TestApp, body: Record<string, unknown>) => app.postJson("/api/subscriptions/manage", body);
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

eachDatabase("The account's subscriptions", (app) => {
  afterEach(() => void vi.restoreAllMocks());

  async function listed(b: Awaited<ReturnType<typeof signedIn>>["b"]) {
    const res = await b.call("GET", "/api/account");
    expect(res.status).toBe(200);
    const body = await res.json();
    return { body, text: JSON.stringify(body), subs: body.subscriptions as Listed[] };
  }

  it("lists the shopper's paid subscriptions with a working management link, and nobody else's", async () => {
    await app().services.db.delete(rateLimits);
    const email = newEmail();
    const other = newEmail();
    const mine = await subscribeAndPay(app(), {
      customerEmail: email.toUpperCase(),
      plan: "bhumi-devotee",
      frequency: "biweekly",
    });
    const ended = await subscribeAndPay(app(), { customerEmail: email });
    const cancelled = await manage(app(), { token: ended.token, action: "cancel" });
    expect(cancelled.status).toBe(200);
    // Started but never paid: not a subscription of hers yet.
    const unpaid = await app().postJson("/api/subscriptions/start", subscriberDetails({ customerEmail: email }));
    expect(unpaid.status).toBe(201);
    const unpaidId = ((await unpaid.json()) as Started).subscription.id;
    const theirs = await subscribeAndPay(app(), { customerEmail: other, customerName: "Ravi Menon" });

    const { b } = await signedIn(app, email);
    const { subs, text } = await listed(b);
    const row = await subscriptionRow(app(), mine.subscription.id);
    const mailed = await (await viewWith(app(), await latestManageToken(app(), email))).json();
    expect(subs.map((sub) => sub.id)).toEqual([mine.subscription.id, ended.subscription.id]);
    expect(subs[0]).toMatchObject({
      planName: "Bhūmi Devotee",
      moodName: mailed.moodName,
      frequency: "biweekly",
      status: "active",
      statusLabel: "Active",
      nextDeliveryAt: row.nextChargeAt!.toISOString(),
      skipNext: false,
    });
    expect(subs[1]).toMatchObject({ status: "cancelled", statusLabel: "Cancelled", nextDeliveryAt: null });
    expect(subs.map((sub) => sub.id)).not.toContain(unpaidId);
    expect(text).not.toContain(other);
    expect(text).not.toContain("Ravi Menon");

    // The listed token opens this subscription, and only it; the mails' links keep working beside it.
    const opened = await viewWith(app(), subs[0]!.manageToken);
    expect(opened.status).toBe(200);
    expect((await opened.json()).subscription).toMatchObject({ id: mine.subscription.id, customerEmail: email });
    expect((await viewWith(app(), await latestManageToken(app(), email))).status).toBe(200);
    // It changes the subscription like a mail's link, and the account then lists the change with a new token.
    const skipped = await manage(app(), { token: subs[0]!.manageToken, action: "skip" });
    expect(skipped.status).toBe(200);
    expect((await viewWith(app(), subs[0]!.manageToken)).status).toBe(403);
    const after = (await listed(b)).subs[0]!;
    expect(after).toMatchObject({ id: mine.subscription.id, skipNext: true });
    expect((await viewWith(app(), after.manageToken)).status).toBe(200);

    // Another account sees its own subscription only; an account without any sees none.
    const { b: ravi } = await signedIn(app, other);
    const theirsListed = await listed(ravi);
    expect(theirsListed.subs.map((sub) => sub.id)).toEqual([theirs.subscription.id]);
    expect(theirsListed.text).not.toContain(email);
    const { b: stranger } = await signedIn(app);
    expect((await listed(stranger)).subs).toEqual([]);
  });

  it("deleting the account cancels its subscriptions at the provider, unmailed, and removes the person from them", async () => {
    await app().services.db.delete(rateLimits);
    const db = app().services.db;
    const email = newEmail();
    const running = await subscribeAndPay(app(), { customerEmail: email, plan: "bhumi-devotee" });
    const paused = await subscribeAndPay(app(), { customerEmail: email });
    expect((await manage(app(), { token: paused.token, action: "pause", until: inDays(20) })).status).toBe(200);
    const theirs = await subscribeAndPay(app(), { customerName: "Ravi Menon" });
    const mine = [running.subscription.id, paused.subscription.id];
    // The plan's perk is a personal code for her address.
    expect(await db.select().from(discountCodes).where(eq(discountCodes.email, email))).not.toEqual([]);
    const oldLink = await latestManageToken(app(), email);
    const cancelMandate = vi.spyOn(app().services.payments.provider.mandates, "cancelMandate");

    const { b } = await signedIn(app, email);
    const res = await b.call("DELETE", "/api/account", { confirmEmail: email });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ordersKept: 2, subscriptionsCancelled: 2 });

    // The provider was told, so nothing renews there; the shop's own renewals charge nothing either.
    expect(cancelMandate.mock.calls.map(([id]) => id).sort()).toEqual([running.mandateId, paused.mandateId].sort());
    const rows = await db.select().from(subscriptions).where(inArray(subscriptions.id, mine));
    for (const row of rows) {
      expect(row).toMatchObject({
        status: "cancelled",
        nextChargeAt: null,
        customerName: "Deleted customer",
        customerEmail: "",
        customerPhone: "",
      });
      expect(row.shippingAddress).toEqual({ street: "", city: "", pincode: "", state: "Karnataka" });
    }
    const far = new Date(Date.now() + 60 * DAY);
    await app().services.subscriptions.runRenewals(far);
    for (const id of mine) expect(await app().services.subscriptions.cycles(id)).toHaveLength(1);

    // Nothing was mailed to her, nor left addressed to the emptied e-mail; her personal codes are gone.
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).toEqual([]);
    expect(
      await db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, ""), eq(mailOutbox.template, "subscription-changed"))),
    ).toEqual([]);
    expect(await db.select().from(discountCodes).where(eq(discountCodes.email, email))).toEqual([]);
    expect(
      await db
        .select()
        .from(discountCodes)
        .where(
          and(
            eq(discountCodes.description, `Subscription #${running.subscription.id}: the plan's perk on extra orders`),
            eq(discountCodes.isActive, true),
          ),
        ),
    ).toEqual([]);
    // The owner's audit log says who cancelled them; the mails' old links open nothing.
    const audited = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actor, "shop:account-deletion"), eq(auditLog.action, "subscription.cancel")));
    expect(audited.map((entry) => Number(entry.entityId)).sort()).toEqual([...mine].sort());
    expect((await viewWith(app(), oldLink)).status).toBe(403);

    // Another shopper's subscription is untouched; signing in again lists none.
    expect(await subscriptionRow(app(), theirs.subscription.id)).toMatchObject({
      customerName: "Ravi Menon",
      customerEmail: theirs.subscription.customerEmail,
    });
    const { b: again } = await signedIn(app, email);
    expect((await (await again.call("GET", "/api/account")).json()).subscriptions).toEqual([]);
  });

  it("still deletes when the provider cannot be reached, and tells the owner which mandate to cancel", async () => {
    await app().services.db.delete(rateLimits);
    const email = newEmail();
    const started = await subscribeAndPay(app(), { customerEmail: email });
    vi.spyOn(app().services.payments.provider.mandates, "cancelMandate").mockRejectedValueOnce(
      new ProviderUnavailableError("provider unreachable"),
    );
    const { b } = await signedIn(app, email);
    const res = await b.call("DELETE", "/api/account", { confirmEmail: email });
    expect(res.status).toBe(200);
    expect(await subscriptionRow(app(), started.subscription.id)).toMatchObject({
      status: "cancelled",
      customerEmail: "",
      customerName: "Deleted customer",
    });
    const [note] = await app()
      .services.db.select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, "subscription.provider-not-told"),
          eq(auditLog.entityId, String(started.subscription.id)),
        ),
      );
    expect(note?.details).toMatchObject({ mandateId: started.mandateId });
  });
});
