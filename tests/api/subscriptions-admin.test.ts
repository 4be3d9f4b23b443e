/** The owner's subscriptions console (issue 19 item 6): list, revenue, bags due, pause/resume/cancel, CSV. */
import { expect, it } from "vitest";
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

    const csv = await admin.get("/paid-subscriptions/export.csv");
    expect(csv.status).toBe(200);
    const text = await csv.text();
    expect(text).toContain(monthly.subscription.customerEmail);
    expect(text).toContain("Bhūmi Devotee");
  });
});
