/**
 * Issue 10, "hard to break", with Razorpay as the provider: its webhook (mounted only then) takes
 * junk too — unsigned, and signed with the webhook secret, so the junk gets past the signature
 * check into parsing and settlement. No 5xx (Razorpay would retry a 5xx for days); a refusal is
 * JSON with a message and stores nothing.
 */
import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPayment, placeOrder } from "../support/checkout";
import { fingerprinter } from "../support/database-fingerprint";
import { razorpayEnv, startFakeRazorpay, type FakeRazorpay } from "../support/fake-razorpay";
import { junkBodies, type RawBody } from "../support/junk";
import { describeBody, throwJunkAt, type WriteTarget } from "../support/junk-targets";
import { publicWriteRoutes } from "../support/routes";
import { availableDatabases, startTestApp, type TestApp } from "../support/test-app";

const RUNS = 60;

for (const kind of availableDatabases()) {
  describe(`Junk at the Razorpay webhook [${kind}]`, () => {
    let razorpay: FakeRazorpay;
    let app: TestApp;
    let event: Record<string, unknown>;

    beforeAll(async () => {
      razorpay = await startFakeRazorpay();
      app = await startTestApp(kind, razorpayEnv(razorpay));
      const placed = await placeOrder(app, 2);
      const providerOrderId = (await openPayment(app, placed.order.id, "razorpay")).orderId;
      event = {
        event: "payment.failed",
        payload: {
          payment: {
            entity: {
              id: "pay_junk",
              order_id: providerOrderId,
              status: "failed",
              method: "upi",
              error_description: "Declined",
            },
          },
        },
      };
    });
    afterAll(async () => {
      await app?.close();
      await razorpay?.close();
    });

    const signed = (body: string): RawBody => ({
      name: describeBody(body),
      headers: {
        "Content-Type": "application/json",
        "X-Razorpay-Signature": createHmac("sha256", razorpay.webhookSecret).update(body).digest("hex"),
      },
      body,
    });

    it("is a write route of the app only while Razorpay is the provider", () => {
      expect(publicWriteRoutes(app.services)).toContain("POST /razorpay/webhook");
    });

    it(
      "never answers a 5xx to junk, signed or not, and stores nothing from a refusal",
      { timeout: 90_000 },
      async () => {
        const fingerprint = await fingerprinter(app.services.db);
        const target: WriteTarget = { route: "POST /razorpay/webhook", url: "/api/razorpay/webhook", valid: event };
        const unsigned = await throwJunkAt(app, target, fingerprint, 10);
        expect(new Set(unsigned)).toEqual(new Set([400]));
        const signedJunk = junkBodies(event).map((body) => signed(JSON.stringify(body)));
        const statuses = await throwJunkAt(app, { ...target, bodies: signedJunk }, fingerprint, RUNS);
        // Signed junk got past the signature: some of it was refused for what it said, some taken.
        expect(statuses).toContain(400);
        expect(statuses.some((status) => status === 200)).toBe(true);
        expect((await app.api("/api/health")).status).toBe(200);
      },
    );
  });
}
