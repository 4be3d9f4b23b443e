import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { mailOutbox, newsletterSubscribers } from "../../src/server/db/schema";
import { eachDatabase, type TestApp } from "../support/test-app";

const confirmations = (app: TestApp, email: string) =>
  app.services.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
const tokenIn = (text: string) => /\/confirm\?token=([A-Za-z0-9_-]+)/.exec(text)![1]!;

eachDatabase("Newsletter sign-up (double opt-in)", (app) => {
  it("lists nobody until the mailed link is confirmed (e-mail lower-cased), then the address with its mood", async () => {
    const res = await app().postJson("/api/newsletter/subscribe", {
      email: "  Meera@Example.COM ",
      favoriteMode: "calm-reflective",
    });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({
      success: true,
      message: "Almost there: we've sent a link to meera@example.com. Click it to confirm your subscription.",
    });
    const db = app().services.db;
    expect(await db.$count(newsletterSubscribers, eq(newsletterSubscribers.email, "meera@example.com"))).toBe(0);
    const [mail] = await confirmations(app(), "meera@example.com");
    expect(mail!.template).toBe("newsletter-confirm");

    const status = await app().api(`/api/sign-ups/confirm?token=${tokenIn(mail!.text)}`);
    expect(await status.json()).toEqual({ kind: "newsletter", email: "meera@example.com", confirmed: false });
    const confirmed = await app().postJson("/api/sign-ups/confirm", { token: tokenIn(mail!.text) });
    expect(confirmed.status).toBe(200);
    const [row] = await db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, "meera@example.com"));
    expect(row?.moods).toEqual(["calm-reflective"]);
  });

  it("merges a confirmed second sign-up with the same address instead of failing", async () => {
    const res = await app().postJson("/api/newsletter/subscribe", {
      email: "meera@example.com",
      favoriteMode: "soulful-slow",
    });
    expect(res.status).toBe(202);
    const mails = await confirmations(app(), "meera@example.com");
    const latest = mails.filter((m) => m.template === "newsletter-confirm").at(-1)!;
    expect((await app().postJson("/api/sign-ups/confirm", { token: tokenIn(latest.text) })).status).toBe(200);
    const rows = await app()
      .services.db.select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, "meera@example.com"));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.moods.sort()).toEqual(["calm-reflective", "soulful-slow"]);
  });

  it("refuses a made-up confirmation token with 404 and lists nobody", async () => {
    for (const token of ["", "made-up", "x".repeat(43)]) {
      const res = await app().postJson("/api/sign-ups/confirm", { token });
      expect(res.status).toBe(404);
      expect((await res.json()).errors.token).toMatch(/not valid or has expired/);
    }
  });

  it.each([
    [{}, "email", "Please enter your email address."],
    [{ email: "" }, "email", "Please enter your email address."],
    [{ email: "not-an-email" }, "email", "Please enter a valid email"],
    [{ email: "a@b.co", favoriteMode: "grumpy" }, "favoriteMode", "Please choose one of the listed moods"],
  ])("refuses %j with 400 and the field's message", async (body, field, message) => {
    const res = await app().postJson("/api/newsletter/subscribe", body);
    expect(res.status).toBe(400);
    const json = await res.json();
    expect(json.errors[field]).toBe(message);
    expect(json.message).toBe(message);
  });
});
