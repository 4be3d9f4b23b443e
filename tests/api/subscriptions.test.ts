import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { coffeeSubscriptions, mailOutbox } from "../../src/server/db/schema";
import { eachDatabase, type TestApp } from "../support/test-app";

const rowsOf = (app: TestApp, email: string) =>
  app.services.db.select().from(coffeeSubscriptions).where(eq(coffeeSubscriptions.email, email));
const mailsTo = (app: TestApp, email: string) =>
  app.services.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));

eachDatabase("Coffee subscriptions", (app) => {
  it("starts a subscription for a new address at once and says to check the inbox", async () => {
    const res = await app().postJson("/api/subscriptions", {
      email: "Arjun@Example.com",
      primaryMood: "cozy-nostalgic",
      frequency: "monthly",
    });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({
      success: true,
      message: "Thank you! We've sent the details to arjun@example.com. Please check your inbox.",
    });
    expect(await rowsOf(app(), "arjun@example.com")).toEqual([
      expect.objectContaining({ frequency: "monthly", preferredMoods: ["cozy-nostalgic"], isActive: true }),
    ]);
    expect((await mailsTo(app(), "arjun@example.com")).map((m) => m.template)).toEqual(["subscription-welcome"]);
  });

  it("changes nothing of an existing subscription from a sign-up alone: its mailbox gets a link to confirm", async () => {
    // Someone who only knows Arjun's address tries to overwrite his plan (issue 14, finding 5).
    const res = await app().postJson("/api/subscriptions", {
      email: "arjun@example.com",
      primaryMood: "surprise",
      frequency: "biweekly",
    });
    expect(res.status).toBe(202);
    expect(JSON.stringify(await res.json())).not.toMatch(/monthly|cozy/);
    const rows = await rowsOf(app(), "arjun@example.com");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ frequency: "monthly", preferredMoods: ["cozy-nostalgic"] });

    const ask = (await mailsTo(app(), "arjun@example.com")).find((m) => m.template === "subscription-confirm")!;
    const token = /\/confirm\?token=([A-Za-z0-9_-]+)/.exec(ask.text)![1]!;
    expect((await app().postJson("/api/sign-ups/confirm", { token })).status).toBe(200);
    expect(await rowsOf(app(), "arjun@example.com")).toEqual([
      expect.objectContaining({ frequency: "biweekly", preferredMoods: ["surprise"] }),
    ]);
  });

  it.each([
    [{ email: "a@b.co", primaryMood: "cozy-nostalgic" }, "frequency"],
    [{ email: "a@b.co", frequency: "monthly" }, "primaryMood"],
    [{ email: "a@b.co", primaryMood: "cozy-nostalgic", frequency: "daily" }, "frequency"],
  ])("refuses %j, naming %s with the form's message", async (body, field) => {
    const res = await app().postJson("/api/subscriptions", body);
    expect(res.status).toBe(400);
    expect((await res.json()).errors[field]).toBe("Please fill in all fields to start your subscription.");
  });

  it("keeps the plan chosen on /subscription", async () => {
    const res = await app().postJson("/api/subscriptions", {
      email: "plan@example.com",
      primaryMood: "calm-reflective",
      frequency: "monthly",
      plan: "estate-partner",
    });
    expect(res.status).toBe(202);
    const [row] = await rowsOf(app(), "plan@example.com");
    expect(row!.plan).toBe("estate-partner");
  });
});
