/**
 * A mood the owner adds in the admin is offered wherever moods are offered, with no code change
 * (decision 040): listed for the discovery page, in the sign-up forms' choices, accepted by the sign-up
 * APIs, named in their mail, and answered by the suggester for a feeling that fits it. Deleted, it is
 * refused again. (The server-rendered pages themselves: tests/e2e/new-mood-everywhere.e2e.ts.)
 */
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { newsletterMoodOptions, subscriptionMoodOptions } from "../../src/domain/moods";
import { coffeeSubscriptions, mailOutbox, newsletterSubscribers } from "../../src/server/db/schema";
import { signInAdmin } from "../support/admin";
import { eachDatabase, type TestApp } from "../support/test-app";

const FESTIVE = {
  name: "Festive & Sweet",
  description: "For Diwali, Pongal and Onam: lamps, sweets, new clothes and the whole family under one roof.",
  characteristics: "Jaggery and cardamom, Celebration in a cup",
};
/** The code the admin gives it (from the name, as for every mood it creates). */
const CODE = "festive-sweet";
const FEELING = "Diwali at home, lamps and sweets everywhere";

const mailsTo = (app: TestApp, email: string) =>
  app.services.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
const tokenIn = (text: string) => /\/confirm\?token=([A-Za-z0-9_-]+)/.exec(text)![1]!;
const listedNames = async (app: TestApp) =>
  ((await (await app.api("/api/moods")).json()) as { name: string }[]).map((mood) => mood.name);
const subscribe = (app: TestApp, email: string, primaryMood: string) =>
  app.postJson("/api/subscriptions", { email, primaryMood, frequency: "biweekly" });
const joinNewsletter = (app: TestApp, email: string, favoriteMode: string) =>
  app.postJson("/api/newsletter/subscribe", { email, favoriteMode });
const suggestedMood = async (app: TestApp) => {
  const response = await app.postJson("/api/ai-mood-suggestion", { emotion: FEELING });
  expect(response.status).toBe(200);
  return ((await response.json()) as { recommendation: { moodMatch: string } }).recommendation.moodMatch;
};

eachDatabase("A mood the owner adds", (app) => {
  it("is refused by the sign-ups before it exists, like any unlisted mood", async () => {
    const newsletter = await joinNewsletter(app(), "before@example.com", CODE);
    expect(newsletter.status).toBe(400);
    expect((await newsletter.json()).errors).toEqual({ favoriteMode: "Please choose one of the listed moods" });
    const subscription = await subscribe(app(), "before@example.com", CODE);
    expect(subscription.status).toBe(400);
    expect((await subscription.json()).errors).toEqual({
      primaryMood: "Please fill in all fields to start your subscription.",
    });
    expect(await suggestedMood(app())).not.toBe(FESTIVE.name);
  });

  it("is offered, accepted, named in mail and suggested once added; refused again when deleted", async () => {
    const admin = await signInAdmin(app());
    const created = await admin.json<{ id: number; code: string }>(admin.post("/moods", FESTIVE), 201);
    expect(created.code).toBe(CODE);
    try {
      // The discovery page's list, through the catalogue cache's notification.
      await expect.poll(() => listedNames(app())).toContain(FESTIVE.name);

      // The choices the home page's and /subscription's forms are rendered with.
      const choices = await app().services.moods.moodChoices();
      expect(newsletterMoodOptions(choices)).toContainEqual({ value: CODE, label: FESTIVE.name });
      expect(newsletterMoodOptions(choices)).toHaveLength(7);
      const subscriptionOptions = subscriptionMoodOptions(choices);
      expect(subscriptionOptions).toContainEqual({ value: CODE, label: FESTIVE.name });
      expect(subscriptionOptions).toHaveLength(5);
      expect(subscriptionOptions.at(-1)).toEqual({ value: "surprise", label: "Surprise me" });

      // The newsletter takes it as the favourite mood and keeps it once the mailbox confirms.
      expect((await joinNewsletter(app(), "Lakshmi@Example.com", CODE)).status).toBe(202);
      const [ask] = await mailsTo(app(), "lakshmi@example.com");
      expect((await app().postJson("/api/sign-ups/confirm", { token: tokenIn(ask!.text) })).status).toBe(200);
      const [subscriber] = await app()
        .services.db.select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, "lakshmi@example.com"));
      expect(subscriber?.moods).toEqual([CODE]);

      // A subscription starts with it, and the welcome names it as the shop does.
      expect((await subscribe(app(), "ravi@example.com", CODE)).status).toBe(202);
      const [row] = await app()
        .services.db.select()
        .from(coffeeSubscriptions)
        .where(eq(coffeeSubscriptions.email, "ravi@example.com"));
      expect(row?.preferredMoods).toEqual([CODE]);
      const [welcome] = await mailsTo(app(), "ravi@example.com");
      expect(welcome?.template).toBe("subscription-welcome");
      expect(welcome?.text).toMatch(/^Mood +Festive & Sweet$/m);
      expect(welcome?.text).toMatch(/^Delivery +Every 2 weeks$/m);

      // A renamed mood is named by its new name in the next mail (the change-confirmation here).
      await admin.json(admin.put(`/moods/${created.id}`, { name: "Festive & Bright" }));
      await expect.poll(() => listedNames(app())).toContain("Festive & Bright");
      expect((await subscribe(app(), "ravi@example.com", CODE)).status).toBe(202);
      const confirm = (await mailsTo(app(), "ravi@example.com")).find((m) => m.template === "subscription-confirm");
      expect(confirm?.text).toMatch(/^Mood +Festive & Bright$/m);
      await admin.json(admin.put(`/moods/${created.id}`, { name: FESTIVE.name }));
      await expect.poll(() => listedNames(app())).toContain(FESTIVE.name);

      // The suggester answers it for a feeling that fits.
      expect(await suggestedMood(app())).toBe(FESTIVE.name);
    } finally {
      await admin.json(admin.del(`/moods/${created.id}`), 204);
    }
    await expect.poll(() => listedNames(app())).not.toContain(FESTIVE.name);
    expect((await joinNewsletter(app(), "after@example.com", CODE)).status).toBe(400);
    expect((await subscribe(app(), "after@example.com", CODE)).status).toBe(400);
    expect(await suggestedMood(app())).not.toBe(FESTIVE.name);
  });

  it("keeps the seeded choices: three moods and Surprise me for subscriptions, all six for the newsletter", async () => {
    const choices = await app().services.moods.moodChoices();
    expect(subscriptionMoodOptions(choices).map((option) => option.label)).toEqual([
      "Calm & Reflective",
      "Energetic & Focused",
      "Cozy & Nostalgic",
      "Surprise me",
    ]);
    expect(newsletterMoodOptions(choices).map((option) => option.value)).toEqual([
      "calm-reflective",
      "energetic-focused",
      "cozy-nostalgic",
      "bold-adventurous",
      "soulful-slow",
      "creative-inspired",
    ]);
    const refused = await subscribe(app(), "bold@example.com", "bold-adventurous");
    expect(refused.status).toBe(400);
    expect((await joinNewsletter(app(), "bold@example.com", "bold-adventurous")).status).toBe(202);
  });
});
