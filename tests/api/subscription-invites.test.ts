/** Inviting the "interested" sign-ups to a paid subscription (issue 19 item 7): mailed once, audited. */
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import type { AdminSubscription } from "@domain/admin/types";
import { coffeeSubscriptions } from "../../src/server/db/schema";
import { signInAdmin } from "../support/admin";
import { mailsTo } from "../support/subscriptions";
import { eachDatabase } from "../support/test-app";

eachDatabase("Inviting interested sign-ups", (app) => {
  it("mails one invitation with the prefilled start link, records and audits it, and never twice", async () => {
    const admin = await signInAdmin(app());
    const db = app().services.db;
    const [first, second, paused] = await db
      .insert(coffeeSubscriptions)
      .values([
        // Bold & Adventurous is not offered for subscriptions: the link carries the first mood that is.
        {
          email: "kavya@example.com",
          frequency: "biweekly",
          preferredMoods: ["bold-adventurous", "energetic-focused"],
        },
        { email: "arjun@example.com", frequency: "6weeks", preferredMoods: ["calm-reflective"] },
        { email: "meera@example.com", frequency: "monthly", preferredMoods: [], isActive: false },
      ])
      .returning();

    expect((await app().postJson(`/api/admin/subscriptions/${first!.id}/invite`, {})).status).toBe(401);
    const invited = await admin.json<AdminSubscription>(admin.post(`/subscriptions/${first!.id}/invite`));
    expect(invited).toMatchObject({ id: first!.id, invitedAt: expect.any(String) });
    const [mail, ...more] = await mailsTo(app(), "kavya@example.com");
    expect(more).toHaveLength(0);
    expect(mail).toMatchObject({ template: "subscription-invite", subject: expect.stringContaining("subscription") });
    expect(mail!.text).toContain("/subscription/start?mood=energetic-focused&frequency=biweekly");
    expect(mail!.text).toContain("Energetic & Focused");
    expect(mail!.html).toContain("/subscription/start?mood=energetic-focused&amp;frequency=biweekly");

    // Not twice by accident: a 409 naming the day, and still one mail.
    const again = await admin.post(`/subscriptions/${first!.id}/invite`);
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error?: string; message?: string }).message ?? "").toMatch(/already invited on/);
    expect(await mailsTo(app(), "kavya@example.com")).toHaveLength(1);
    expect((await admin.post("/subscriptions/999999/invite")).status).toBe(404);
    expect((await admin.post("/subscriptions/not-a-number/invite")).status).toBe(404);

    const entries = await admin.json<
      { action: string; actor: string; before: AdminSubscription; after: AdminSubscription }[]
    >(admin.get(`/audit?entityType=subscription&entityId=${first!.id}`));
    expect(entries.map((entry) => entry.action)).toEqual(["invite"]);
    expect(entries[0]).toMatchObject({
      actor: "owner",
      before: { invitedAt: null },
      after: { invitedAt: invited.invitedAt },
    });

    // "Invite all not yet invited": the active ones not invited yet; the paused one and Kavya are left alone.
    const all = await admin.json<{ invited: number }>(admin.post("/subscriptions/invite-all"));
    expect(all.invited).toBeGreaterThanOrEqual(1);
    const arjun = await mailsTo(app(), "arjun@example.com");
    expect(arjun).toHaveLength(1);
    expect(arjun[0]!.text).toContain("/subscription/start?mood=calm-reflective&frequency=6weeks");
    expect(await mailsTo(app(), "meera@example.com")).toHaveLength(0);
    expect(await mailsTo(app(), "kavya@example.com")).toHaveLength(1);
    expect((await admin.json<{ invited: number }>(admin.post("/subscriptions/invite-all"))).invited).toBe(0);

    const rows = await db.select().from(coffeeSubscriptions).where(eq(coffeeSubscriptions.id, second!.id));
    expect(rows[0]!.invitedAt).toBeInstanceOf(Date);
    const list = await admin.json<AdminSubscription[]>(admin.get("/subscriptions"));
    expect(list.find((s) => s.id === paused!.id)!.invitedAt).toBeNull();
  });
});
