import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { AdminMessages, AdminOutbox, AdminSubscriber, AdminSubscription } from "@domain/admin/types";
import { contactMessages, mailOutbox, newsletterSubscribers, storySubmissions } from "../../src/server/db/schema";
import { enqueueMail } from "../../src/server/mail/outbox";
import { signInAdmin, type AdminClient } from "../support/admin";
import { eachDatabase } from "../support/test-app";

eachDatabase("Admin newsletter, subscriptions, messages and outbox", (app) => {
  let admin: AdminClient;
  beforeAll(async () => {
    admin = await signInAdmin(app());
  });

  it("newsletter: list, CSV export, delete", async () => {
    // Stored straight away: the sign-up form would refuse it, an old import might not have.
    await app()
      .services.db.insert(newsletterSubscribers)
      .values({ email: "=cmd@example.com", moods: ["calm-reflective"] });
    // A sign-up is listed once its mailbox confirms it (decision 034).
    await app().postJson("/api/newsletter/subscribe", { email: "reader@example.com" });
    const [ask] = await app().services.db.select().from(mailOutbox).where(eq(mailOutbox.to, "reader@example.com"));
    const token = /\/confirm\?token=([A-Za-z0-9_-]+)/.exec(ask!.text)![1]!;
    expect((await app().postJson("/api/sign-ups/confirm", { token })).status).toBe(200);
    const list = await admin.json<AdminSubscriber[]>(admin.get("/newsletter-subscribers"));
    expect(list.map((s) => s.email)).toEqual(expect.arrayContaining(["=cmd@example.com", "reader@example.com"]));
    const response = await admin.get("/newsletter-subscribers/export.csv");
    expect(response.headers.get("content-disposition")).toMatch(
      /attachment; filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const csv = await response.text();
    const lines = csv
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("Email,Moods,Subscribed (IST),Unsubscribed (IST)");
    expect(lines).toContain(lines.find((l) => l.startsWith("'=cmd@example.com,Calm & Reflective,")));
    const reader = list.find((s) => s.email === "reader@example.com")!;
    expect((await admin.del(`/newsletter-subscribers/${reader.id}`)).status).toBe(204);
    expect((await admin.del(`/newsletter-subscribers/${reader.id}`)).status).toBe(404);
  });

  it("subscriptions: pause and activate are saved; delete", async () => {
    await app().postJson("/api/subscriptions", {
      email: "box@example.com",
      primaryMood: "surprise",
      frequency: "monthly",
    });
    const sub = (await admin.json<AdminSubscription[]>(admin.get("/subscriptions"))).find(
      (s) => s.email === "box@example.com",
    )!;
    expect(sub.isActive).toBe(true);
    const paused = await admin.json<AdminSubscription>(admin.patch(`/subscriptions/${sub.id}`, { isActive: false }));
    expect(paused).toMatchObject({ isActive: false, pausedAt: expect.any(String) });
    expect(
      (await admin.json<AdminSubscription[]>(admin.get("/subscriptions"))).find((s) => s.id === sub.id)!.isActive,
    ).toBe(false);
    const active = await admin.json<AdminSubscription>(admin.patch(`/subscriptions/${sub.id}`, { isActive: true }));
    expect(active).toMatchObject({ isActive: true, pausedAt: null });
    expect((await admin.patch(`/subscriptions/${sub.id}`, { isActive: "maybe" })).status).toBe(400);
    expect((await admin.del(`/subscriptions/${sub.id}`)).status).toBe(204);
    expect((await admin.patch(`/subscriptions/${sub.id}`, { isActive: true })).status).toBe(404);
  });

  it("messages: story submissions and contact messages, marked handled", async () => {
    const db = app().services.db;
    const [story] = await db
      .insert(storySubmissions)
      .values({
        name: "Ravi",
        email: "ravi@example.com",
        storyTitle: "<b>My first kaapi</b>",
        story: "It began in Mysuru.",
      })
      .returning();
    const [contact] = await db
      .insert(contactMessages)
      .values({ name: "Lata", email: "lata@example.com", message: "Do you ship to Pune?" })
      .returning();
    const inbox = await admin.json<AdminMessages>(admin.get("/messages"));
    expect(inbox.unhandled).toBeGreaterThanOrEqual(2);
    expect(inbox.stories.find((s) => s.id === story!.id)).toMatchObject({
      storyTitle: "<b>My first kaapi</b>",
      handled: false,
      status: "pending",
    });
    const approved = await admin.json<any>(admin.patch(`/messages/stories/${story!.id}`, { status: "approved" }));
    expect(approved).toMatchObject({ status: "approved", handled: true });
    const handled = await admin.json<any>(admin.patch(`/messages/contacts/${contact!.id}`, { handled: true }));
    expect(handled).toMatchObject({ handled: true, handledAt: expect.any(String) });
    expect((await admin.json<AdminMessages>(admin.get("/messages"))).unhandled).toBe(inbox.unhandled - 2);
    expect((await admin.patch(`/messages/letters/${contact!.id}`, { handled: true })).status).toBe(404);
    expect((await admin.patch(`/messages/contacts/${contact!.id}`, {})).status).toBe(400);
    expect((await admin.patch("/messages/contacts/999999", { handled: true })).status).toBe(404);
  });

  it("outbox: mail waiting without SMTP, retried on request", async () => {
    const id = await enqueueMail(app().services.db, { to: "someone@example.com", subject: "Hello", text: "Hi" });
    const outbox = await admin.json<AdminOutbox>(admin.get("/outbox"));
    expect(outbox.sending).toBe(false);
    expect(outbox.mails.find((m) => m.id === id)).toMatchObject({ status: "pending", subject: "Hello", text: "Hi" });
    const retried = await admin.json<any>(admin.post(`/outbox/${id}/retry`));
    expect(retried).toMatchObject({ id, status: "pending", attempts: 0 });
    expect((await admin.post("/outbox/999999/retry")).status).toBe(404);
    expect((await admin.get("/outbox?status=weird")).status).toBe(400);
  });
});
