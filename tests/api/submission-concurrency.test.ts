/**
 * Identical visitor submissions sent at the same moment (a double click, a retrying client, a
 * script) are stored once and mailed once. Only PostgreSQL can race: PGlite runs one transaction
 * at a time.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cafes, coffeeSubscriptions, contactMessages, mailOutbox, storySubmissions } from "../../src/server/db/schema";
import { availableDatabases, startTestApp, type TestApp } from "../support/test-app";

const AT_ONCE = 10;

describe.runIf(availableDatabases().includes("postgres"))("Identical submissions at once [postgres]", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp("postgres");
  });
  afterAll(async () => {
    await app?.close();
  });

  /** Sends `body` AT_ONCE times together; answers the statuses, sorted. */
  const burst = async (path: string, body: unknown) => {
    const answers = await Promise.all(
      Array.from({ length: AT_ONCE }, () =>
        app.postJson(path, body).then(async (res) => (await res.arrayBuffer(), res.status)),
      ),
    );
    return answers.sort((a, b) => a - b);
  };
  /** One stored (201), the rest told it is already there (200). */
  const once = [...Array.from({ length: AT_ONCE - 1 }, () => 200), 201];
  const mailsTo = (to: string, template: string) =>
    app.services.db.$count(mailOutbox, and(eq(mailOutbox.to, to), eq(mailOutbox.template, template)));

  it("queues a café sent 10 times at once for review once", async () => {
    const cafe = { name: "Racing Beans", address: "9 Temple Road", city: "Salem", rating: 4 };
    expect(await burst("/api/cafes", cafe)).toEqual(once);
    expect(await app.services.db.$count(cafes, eq(cafes.address, "9 Temple Road"))).toBe(1);
  });

  it("stores a story sent 10 times at once once, with one acknowledgement", async () => {
    const story = {
      name: "Meera",
      email: "meera.race@example.com",
      storyTitle: "Filter kaapi at dawn",
      story: "My grandmother's brass filter.",
    };
    expect(await burst("/api/stories", story)).toEqual(once);
    expect(await app.services.db.$count(storySubmissions, eq(storySubmissions.email, story.email))).toBe(1);
    expect(await mailsTo(story.email, "story-acknowledgement")).toBe(1);
  });

  it("stores a contact message sent 10 times at once once, mailing the shop and the visitor once", async () => {
    const message = { name: "Ravi", email: "ravi.race@example.com", message: "Do you roast to order for cafés?" };
    expect(await burst("/api/contact", message)).toEqual(once);
    expect(await app.services.db.$count(contactMessages, eq(contactMessages.email, message.email))).toBe(1);
    expect(await mailsTo(message.email, "contact-acknowledgement")).toBe(1);
    expect(await app.services.db.$count(mailOutbox, eq(mailOutbox.template, "contact-message"))).toBe(1);
  });

  it("starts one coffee subscription for 10 identical sign-ups at once, with one welcome and one answer for all", async () => {
    const signUp = {
      email: "lakshmi.race@example.com",
      primaryMood: "surprise",
      frequency: "monthly",
      plan: "estate-partner",
    };
    // The same answer for every sign-up, whatever is stored (decision 034).
    expect(await burst("/api/subscriptions", signUp)).toEqual(Array.from({ length: AT_ONCE }, () => 202));
    expect(await app.services.db.$count(coffeeSubscriptions, eq(coffeeSubscriptions.email, signUp.email))).toBe(1);
    expect(await mailsTo(signUp.email, "subscription-welcome")).toBe(1);
  });
});
