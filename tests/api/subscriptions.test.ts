import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { coffeeSubscriptions } from "../../src/server/db/schema";
import { eachDatabase } from "../support/test-app";

eachDatabase("Coffee subscriptions", (app) => {
  it("starts a subscription and answers 201", async () => {
    const res = await app().postJson("/api/subscriptions", { email: "Arjun@Example.com", primaryMood: "cozy-nostalgic", frequency: "monthly" });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ success: true, subscription: { email: "arjun@example.com", frequency: "monthly", preferredMoods: ["cozy-nostalgic"], isActive: true } });
  });

  it("updates the active subscription instead of starting a second one", async () => {
    const res = await app().postJson("/api/subscriptions", { email: "arjun@example.com", primaryMood: "surprise", frequency: "biweekly" });
    expect(res.status).toBe(200);
    const rows = await app().services.db.select().from(coffeeSubscriptions).where(eq(coffeeSubscriptions.email, "arjun@example.com"));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ frequency: "biweekly", preferredMoods: ["surprise"] });
  });

  it.each([
    [{ email: "a@b.co", primaryMood: "cozy-nostalgic" }, "frequency"],
    [{ email: "a@b.co", frequency: "monthly" }, "primaryMood"],
    [{ email: "a@b.co", primaryMood: "cozy-nostalgic", frequency: "daily" }, "frequency"],
  ])("refuses %j, naming %s with the spec's message", async (body, field) => {
    const res = await app().postJson("/api/subscriptions", body);
    expect(res.status).toBe(400);
    expect((await res.json()).errors[field]).toBe("Please fill in all fields to start your subscription.");
  });

  it("keeps the plan chosen on /subscription", async () => {
    const res = await app().postJson("/api/subscriptions", { email: "plan@example.com", primaryMood: "calm-reflective", frequency: "monthly", plan: "estate-partner" });
    expect(res.status).toBe(201);
    const [row] = await app().services.db.select().from(coffeeSubscriptions).where(eq(coffeeSubscriptions.email, "plan@example.com"));
    expect(row!.plan).toBe("estate-partner");
  });
});
