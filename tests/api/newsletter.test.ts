import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { newsletterSubscribers } from "../../src/server/db/schema";
import { eachDatabase } from "../support/test-app";

eachDatabase("Newsletter sign-up", (app) => {
  it("stores a new subscriber (e-mail lower-cased) and answers 201", async () => {
    const res = await app().postJson("/api/newsletter/subscribe", { email: "  Meera@Example.COM ", favoriteMode: "calm-reflective" });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ success: true, alreadySubscribed: false });
    const [row] = await app().services.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, "meera@example.com"));
    expect(row?.moods).toEqual(["calm-reflective"]);
  });

  it("merges a second sign-up with the same address instead of failing", async () => {
    const res = await app().postJson("/api/newsletter/subscribe", { email: "meera@example.com", favoriteMode: "soulful-slow" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ alreadySubscribed: true });
    const rows = await app().services.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, "meera@example.com"));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.moods.sort()).toEqual(["calm-reflective", "soulful-slow"]);
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
