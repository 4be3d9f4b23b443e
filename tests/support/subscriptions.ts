/** Helpers for the subscription suites: subscribe and pay in the sandbox, read cycles and mails. */
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { mailOutbox, subscriptions } from "../../src/server/db/schema";
import type { TestApp } from "./test-app";

let subscribers = 0;

export const subscriberDetails = (overrides: Record<string, unknown> = {}) => ({
  customerName: "Meera Iyer",
  customerEmail: `meera+${++subscribers}@example.com`,
  customerPhone: `+91 8${String(subscribers).padStart(9, "0")}`,
  shippingAddress: {
    street: "4 Church Street, Shanthala Nagar",
    city: "Bengaluru",
    state: "Karnataka",
    pincode: "560001",
  },
  plan: "mood-explorer",
  mood: "calm-reflective",
  frequency: "monthly",
  ...overrides,
});

export type Started = { subscription: { id: number; customerEmail: string }; mandateId: string; token: string };

/** Subscribes and approves the mandate in the sandbox's window: an active subscription with cycle 1 ordered. */
export async function subscribeAndPay(app: TestApp, overrides: Record<string, unknown> = {}, at?: Date) {
  const res = await app.postJson("/api/subscriptions/start", subscriberDetails(overrides));
  expect(res.status).toBe(201);
  const started = (await res.json()) as Started;
  const approved = await app.postJson("/api/sandbox/mandates/approve", {
    mandateId: started.mandateId,
    token: started.token,
    outcome: "success",
  });
  expect(approved.status).toBe(200);
  const answer = (await approved.json()) as { response: Record<string, string> };
  if (at) {
    // The first payment happened "at": the renewal clock starts there.
    await app.services.db
      .update(subscriptions)
      .set({ nextChargeAt: new Date(at.getTime() + 30 * 86_400_000) })
      .where(eq(subscriptions.id, started.subscription.id));
  }
  return { ...started, answer: answer.response };
}

export async function subscriptionRow(app: TestApp, id: number) {
  const [row] = await app.services.db.select().from(subscriptions).where(eq(subscriptions.id, id));
  return row!;
}

export const mailsTo = (app: TestApp, to: string) =>
  app.services.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(mailOutbox.id);

/** The token of the latest management link mailed to `to`. */
export async function latestManageToken(app: TestApp, to: string): Promise<string> {
  const mails = await mailsTo(app, to);
  const texts = mails.map((mail) => mail.text).reverse();
  for (const text of texts) {
    const match = /\/subscription\/manage\?token=([^\s]+)/.exec(text);
    if (match) return decodeURIComponent(match[1]!);
  }
  throw new Error(`no management link mailed to ${to}`);
}

export const DAY = 86_400_000;
