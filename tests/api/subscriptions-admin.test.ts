/**
 * The owner's subscriptions console (issue 19 item 6): list, revenue, bags due, pause/resume/cancel, CSV,
 * cycles held for sold-out coffees and failed renewals, and the sandbox's bank declining on demand.
 */
import { eq, inArray } from "drizzle-orm";
import { expect, it } from "vitest";
import { auditLog, products } from "../../src/server/db/schema";
import { signInAdmin } from "../support/admin";
import { DAY, mailsTo, subscribeAndPay, subscriptionRow } from "../support/subscriptions";
import { eachDatabase } from "../support/test-app";

eachDatabase("The owner's subscriptions console", (app) => {
  it("lists subscriptions with revenue and the bags due, pauses, resumes and cancels (mailed, audited), exports CSV", async () => {
    const admin = await signInAdmin(app());
    expect((await app().api("/api/admin/paid-subscriptions")).status).toBe(401);
    const soon = new Date(Date.now() - 20 * DAY); // paid 20 days ago: the next delivery is due in 10 days
    const monthly = await subscribeAndPay(app(), { plan: "bhumi-devotee", mood: "energetic-focused" }, soon);
    const biweekly = await subscribeAndPay(app(), { plan: "mood-explorer", frequency: "biweekly" });
    const listing = await admin.json(admin.get("/paid-subscriptions"));
    const ids = listing.subscriptions.map((row: { id: number }) => row.id);
    expect(ids).toEqual(expect.arrayContaining([monthly.subscription.id, biweekly.subscription.id]));
    expect(listing.summary.activeSubscribers).toBeGreaterThanOrEqual(2);
    // ₹2,299 a month and ₹1,299 every 14 days (30/14 of it a month), at least.
    expect(listing.summary.mrrPaise).toBeGreaterThanOrEqual(229_900 + Math.round((129_900 * 30) / 14));
    // Within 14 days: the monthly box (4 bags) and the fortnightly one (2 bags, due in 14 days).
    const bags = listing.due.bags.reduce((sum: number, entry: { bags: number }) => sum + entry.bags, 0);
    expect(bags).toBeGreaterThanOrEqual(6);
    expect(listing.due.bags.every((entry: { grams: number }) => entry.grams === 250)).toBe(true);

    const id = monthly.subscription.id;
    const act = (body: unknown) => admin.post(`/paid-subscriptions/${id}/actions`, body);
    expect((await act({ action: "pause", until: "2020-01-01" })).status).toBe(400);
    expect((await act({ action: "explode" })).status).toBe(400);
    const until = new Date(Date.now() + 40 * DAY).toISOString().slice(0, 10);
    expect((await admin.json(act({ action: "pause", until }))).status).toBe("paused");
    expect((await admin.json(act({ action: "resume" }))).status).toBe("active");
    expect((await admin.json(act({ action: "cancel" }))).status).toBe("cancelled");
    expect((await act({ action: "cancel" })).status).toBe(409);
    expect((await admin.post("/paid-subscriptions/999999/actions", { action: "cancel" })).status).toBe(404);
    expect(await subscriptionRow(app(), id)).toMatchObject({ status: "cancelled", nextChargeAt: null });
    const changed = (await mailsTo(app(), monthly.subscription.customerEmail)).filter(
      (mail) => mail.template === "subscription-changed",
    );
    expect(changed).toHaveLength(3);
    // Audited field by field, as every change is (the audit tab lists fields before → after).
    const audited = await admin.json<{ action: string; actor: string; before: unknown; after: unknown }[]>(
      admin.get(`/audit?entityType=paid-subscription&entityId=${id}`),
    );
    expect(audited.map(({ action, actor, before, after }) => ({ action, actor, before, after }))).toEqual([
      {
        action: "subscription.cancel",
        actor: "admin:owner",
        before: { status: "active" },
        after: { status: "cancelled" },
      },
      {
        action: "subscription.resume",
        actor: "admin:owner",
        before: { status: "paused" },
        after: { status: "active" },
      },
      {
        action: "subscription.pause",
        actor: "admin:owner",
        before: { status: "active" },
        after: { status: "paused", until },
      },
    ]);

    const csv = await admin.get("/paid-subscriptions/export.csv");
    expect(csv.status).toBe(200);
    const text = await csv.text();
    expect(text).toContain(monthly.subscription.customerEmail);
    expect(text).toContain("Bhūmi Devotee");
  });

  it("shows cycles held for sold-out coffees and failed renewals per subscription and in the summary, and makes the sandbox's next renewal fail", async () => {
    const admin = await signInAdmin(app());
    type Trouble = { held: { cycles: number; paid: number; since: string } | null; failed: unknown };
    const read = async () => {
      const listing = await admin.json(admin.get("/paid-subscriptions"));
      const trouble = (id: number): Trouble =>
        listing.subscriptions.find((row: { id: number }) => row.id === id).trouble;
      return { listing, trouble };
    };
    const before = await read();
    expect(before.listing).toMatchObject({ paymentProvider: "sandbox", canDeclineRenewals: true });
    const at = new Date(Date.now() + 3000 * DAY);
    const soldOut = (await subscribeAndPay(app(), { mood: "cozy-nostalgic" }, at)).subscription;
    const declined = (await subscribeAndPay(app(), { mood: "calm-reflective" }, at)).subscription;
    expect((await read()).trouble(soldOut.id)).toEqual({ held: null, failed: null });

    expect((await admin.post(`/paid-subscriptions/${declined.id}/decline-next`, { count: 11 })).status).toBe(400);
    expect((await admin.post(`/paid-subscriptions/${declined.id}/decline-next`, { count: 1 })).status).toBe(200);
    const moodProducts = (await app().services.db.execute(
      "select p.id, p.stock_quantity from mood_coffees mc join moods m on m.id = mc.mood_id join coffees c on c.id = mc.coffee_id join products p on p.id = c.product_id where m.code = 'cozy-nostalgic'",
    )) as unknown as { rows: { id: number; stock_quantity: number }[] };
    const saved = moodProducts.rows;
    const due = (await subscriptionRow(app(), soldOut.id)).nextChargeAt!;
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
      await app().services.subscriptions.runRenewals(due);
      const after = await read();
      expect(after.trouble(soldOut.id)).toMatchObject({
        held: { cycles: 1, paid: 0, since: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
        failed: null,
      });
      expect(after.trouble(declined.id)).toMatchObject({
        held: null,
        failed: { cycle: 2, at: expect.any(String), reason: expect.any(String) },
      });
      expect(after.listing.summary.heldCycles).toBe(before.listing.summary.heldCycles + 1);
      expect(after.listing.summary.failedRenewals).toBe(before.listing.summary.failedRenewals + 1);
      const csv = await (await admin.get("/paid-subscriptions/export.csv")).text();
      expect(csv.split("\n")[0]).toContain("Held cycles");
      expect(csv.split("\n").find((line) => line.includes(soldOut.customerEmail))).toMatch(/,1\r?$/);
    } finally {
      for (const row of saved)
        await app()
          .services.db.update(products)
          .set({ stockQuantity: row.stock_quantity })
          .where(eq(products.id, row.id));
    }
    // Restocked, the held cycle is charged on its daily retry and the declined one on its first retry.
    await app().services.subscriptions.runRenewals(new Date(due.getTime() + DAY));
    const settled = await read();
    expect(settled.trouble(soldOut.id)).toEqual({ held: null, failed: null });
    expect(settled.trouble(declined.id)).toEqual({ held: null, failed: null });
    expect(settled.listing.summary).toMatchObject({
      heldCycles: before.listing.summary.heldCycles,
      failedRenewals: before.listing.summary.failedRenewals,
    });
  });

  it("lists an entry logged with bare values before → after as fields, so the audit tab can show it", async () => {
    const admin = await signInAdmin(app());
    // How the console logged its changes before they were fields (stop 36): a bare status on each side.
    await app()
      .services.db.insert(auditLog)
      .values({
        actor: "admin:owner",
        action: "subscription.pause",
        entityType: "paid-subscription",
        entityId: "424242",
        details: { before: "active", after: "paused" },
      });
    const [entry] = await admin.json<{ before: unknown; after: unknown }[]>(
      admin.get("/audit?entityType=paid-subscription&entityId=424242"),
    );
    expect(entry).toMatchObject({ before: { value: "active" }, after: { value: "paused" } });
  });
});
