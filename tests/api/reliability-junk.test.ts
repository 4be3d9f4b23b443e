/**
 * Issue 10, "hard to break": every public write route of the API takes generated junk (fast-check)
 * and raw non-JSON bodies. No answer may be a 5xx; a refused one is JSON with a message and leaves
 * the database exactly as it was; the app is healthy afterwards.
 */
import { createHmac, randomUUID } from "node:crypto";
import { beforeAll, expect, it } from "vitest";
import { openPayment, placeOrder, sandboxSecret } from "../support/checkout";
import { fingerprinter, type Fingerprint } from "../support/database-fingerprint";
import { junkBodies, type RawBody } from "../support/junk";
import { describeBody, expectValidationReached, throwJunkAt, type WriteTarget } from "../support/junk-targets";
import { publicWriteRoutes } from "../support/routes";
import { subscriberDetails } from "../support/subscriptions";
import { eachDatabase } from "../support/test-app";
import { upsertAccount } from "../../src/server/features/accounts/accounts.repo";
import { createShopperSession } from "../../src/server/features/accounts/sessions.repo";

const RUNS = 25;
const ARTICLE = "kaapi-culture-south-indian-filter-coffee-tradition";
const SHOPPER = { customerName: "Asha Rao", customerEmail: "asha@example.com", customerPhone: "+91 98765 43210" };
const ADDRESS = { street: "12 MG Road, Ashok Nagar", city: "Bengaluru", state: "Karnataka", pincode: "560001" };

/** The public write routes with a body each accepts, for an order already placed and opened for payment. */
function publicTargets(
  order: { id: number; orderNumber: string },
  providerOrderId: string,
  sandboxSecret: string,
  orderToken: string,
  account: { origin: () => Record<string, string>; session: () => Promise<Record<string, string>> },
): WriteTarget[] {
  // The payment calls need the order's token (decision 050): junk with it reaches their validation and beyond.
  const withToken = () => ({ "X-Order-Token": orderToken });
  const event = {
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
  // Signed with the sandbox's secret, so the junk gets past the signature into parsing and settlement.
  const signed = (body: unknown): RawBody => {
    const text = JSON.stringify(body);
    return {
      name: describeBody(body),
      headers: {
        "Content-Type": "application/json",
        "X-Razorpay-Signature": createHmac("sha256", sandboxSecret).update(text).digest("hex"),
      },
      body: text,
    };
  };
  return [
    {
      route: "POST /orders",
      url: "/api/orders",
      valid: {
        ...SHOPPER,
        shippingAddress: ADDRESS,
        items: [{ id: 1, quantity: 1, weight: "250", brewingMethod: "pour-over" }],
        subtotal: 1,
        shipping: 0,
        tax: 0,
        total: 1,
      },
      headers: () => ({ "Idempotency-Key": randomUUID() }),
    },
    {
      route: "POST /orders/lookup",
      url: "/api/orders/lookup",
      valid: { orderNumber: order.orderNumber, email: SHOPPER.customerEmail },
    },
    {
      route: "POST /orders/lookup/verify",
      url: "/api/orders/lookup/verify",
      valid: { orderNumber: order.orderNumber, email: SHOPPER.customerEmail, code: "123456" },
    },
    {
      route: "POST /sign-ups/confirm",
      url: "/api/sign-ups/confirm",
      valid: { token: "not-a-real-token" },
      // A made-up token is what junk turns into: it reaches the lookup and is not found.
      refusal: 404,
    },
    {
      route: "POST /orders/process-payment",
      url: "/api/orders/process-payment",
      valid: { orderId: order.id, paymentMethod: "upi", paymentDetails: { upiApp: "Google Pay" } },
      headers: withToken,
    },
    {
      route: "POST /:provider/create-order",
      url: "/api/sandbox/create-order",
      valid: {
        orderId: order.id,
        amount: 1,
        customerInfo: { name: "Asha", email: SHOPPER.customerEmail, phone: "9876543210" },
      },
      headers: withToken,
    },
    {
      route: "POST /:provider/verify-payment",
      url: "/api/sandbox/verify-payment",
      valid: { providerOrderId, providerPaymentId: "pay_test", signature: "0".repeat(64), orderId: order.id },
      headers: withToken,
    },
    {
      route: "POST /sandbox/pay",
      url: "/api/sandbox/pay",
      valid: { providerOrderId, outcome: "failure", method: "upi", upiApp: "Google Pay" },
      headers: withToken,
    },
    {
      route: "POST /newsletter/subscribe",
      url: "/api/newsletter/subscribe",
      valid: { email: "reader@example.com", favoriteMode: "calm" },
    },
    { route: "POST /newsletter/unsubscribe", url: "/api/newsletter/unsubscribe", valid: { token: "not-a-real-token" } },
    {
      route: "POST /subscriptions",
      url: "/api/subscriptions",
      valid: { email: "sub@example.com", primaryMood: "surprise", frequency: "monthly", plan: "" },
    },
    {
      route: "POST /stories",
      url: "/api/stories",
      valid: {
        name: "Asha",
        email: "asha@example.com",
        storyTitle: "First pour-over",
        story: "It changed everything.",
        category: "",
        images: "",
      },
    },
    {
      route: "POST /contact",
      url: "/api/contact",
      valid: { name: "Asha", email: "asha@example.com", subject: "Shipping", message: "Do you ship to Port Blair?" },
    },
    {
      route: "POST /cafes",
      url: "/api/cafes",
      valid: {
        name: "Kaapi Katte",
        description: "Filter coffee",
        address: "1 Cherry Road",
        city: "Salem",
        state: "Tamil Nadu",
        latitude: 11.66,
        longitude: 78.14,
        rating: 4.5,
        features: ["single_origin"],
        imageUrl: "https://example.com/k.jpg",
      },
    },
    { route: "POST /blogs/:slug/views", url: `/api/blogs/${ARTICLE}/views`, valid: {} },
    {
      route: "POST /reviews",
      url: "/api/reviews",
      valid: { token: "not-a-real-token", rating: 5, title: "Lovely", body: "Jaggery and cocoa in the filter." },
    },
    // The seeded coffee is in stock (409 for a valid body), so junk cannot leave an alert behind.
    {
      route: "POST /products/:idOrSlug/restock-alerts",
      url: "/api/products/morning-dust-light-roast-coffee/restock-alerts",
      valid: { email: "waiting@example.com" },
    },
    {
      route: "POST /restock-alerts/unsubscribe",
      url: "/api/restock-alerts/unsubscribe",
      valid: { token: "not-a-real-token" },
    },
    {
      route: "POST /ai-mood-suggestion",
      url: "/api/ai-mood-suggestion",
      valid: { emotion: "tired but hopeful", lat: 12.97, lng: 77.59 },
    },
    // Accounts (decision 095): from the shop's own origin; past sign-in, with a fresh session each call.
    {
      route: "POST /account/code",
      url: "/api/account/code",
      valid: { email: "account-junk@example.com" },
      headers: account.origin,
    },
    {
      route: "POST /account/sign-in",
      url: "/api/account/sign-in",
      // An address never sent a code: every guess is refused without counting against a live code.
      valid: { email: "never-asked@example.com", code: "123456" },
      headers: account.origin,
    },
    { route: "POST /account/sign-out", url: "/api/account/sign-out", valid: {}, headers: account.session },
    {
      route: "POST /account/sign-out-everywhere",
      url: "/api/account/sign-out-everywhere",
      valid: {},
      headers: account.session,
    },
    {
      route: "POST /account/addresses",
      url: "/api/account/addresses",
      valid: { customerName: "Asha Rao", customerPhone: "+91 98765 43210", ...ADDRESS },
      headers: account.session,
    },
    {
      route: "PUT /account/newsletter",
      url: "/api/account/newsletter",
      valid: { subscribed: true },
      headers: account.session,
    },
    {
      route: "POST /orders/quote",
      url: "/api/orders/quote",
      valid: {
        items: [{ id: 1, quantity: 1, weight: "250", brewingMethod: "pour-over" }],
        discountCode: "NO-SUCH-CODE",
        customerEmail: SHOPPER.customerEmail,
      },
    },
    // Subscriptions (issue 19): a start that works makes a subscription awaiting payment (a 201 may write);
    // the window, the signature check and the mailed link's changes with a made-up token are refused.
    { route: "POST /subscriptions/start", url: "/api/subscriptions/start", valid: subscriberDetails() },
    {
      route: "POST /sandbox/mandates/approve",
      url: "/api/sandbox/mandates/approve",
      valid: { mandateId: "sub_junk", token: "1.1.1.abc", outcome: "failure", method: "upi" },
    },
    {
      route: "POST /subscriptions/verify",
      url: "/api/subscriptions/verify",
      valid: { mandateId: "sub_junk", token: "1.1.1.abc", paymentId: "pay_junk", signature: "0".repeat(64) },
    },
    {
      route: "POST /subscriptions/manage",
      url: "/api/subscriptions/manage",
      valid: { token: "1.1.1.abc", action: "change", mood: "calm-reflective", frequency: "monthly" },
    },
    // An event it takes settles the order's payment.
    {
      route: "POST /sandbox/webhook",
      url: "/api/sandbox/webhook",
      valid: event,
      bodies: junkBodies(event).map(signed),
    },
    // Last: cash on delivery (decision 085) turns the order into a cash order; pay-now then links it.
    {
      route: "POST /orders/cash-on-delivery/quote",
      url: "/api/orders/cash-on-delivery/quote",
      valid: { orderId: order.id },
      headers: withToken,
    },
    {
      route: "POST /orders/cash-on-delivery",
      url: "/api/orders/cash-on-delivery",
      valid: { orderId: order.id },
      headers: withToken,
    },
    {
      route: "POST /orders/cash-on-delivery/pay-now",
      url: "/api/orders/cash-on-delivery/pay-now",
      valid: { orderId: order.id },
      headers: withToken,
    },
    // The sandbox's offline link page reads no body: an unknown link is refused.
    {
      route: "POST /sandbox/payment-links/:id/pay",
      url: "/api/sandbox/payment-links/plink_junk/pay",
      valid: {},
      refusal: 404,
    },
  ];
}

eachDatabase(
  "Junk at every public write route",
  (app) => {
    let targets: WriteTarget[] = [];
    let fingerprint: () => Promise<Fingerprint>;

    beforeAll(async () => {
      const placed = await placeOrder(app(), 2);
      const payment = await openPayment(app(), placed.order.id);
      const db = app().services.db;
      const accountId = await upsertAccount(db, "junk-holder@example.com");
      const origin = () => ({ Origin: app().baseUrl });
      const session = async () => ({
        ...origin(),
        Cookie: `bb_session=${await createShopperSession(db, accountId, null)}`,
      });
      targets = publicTargets(placed.order, payment.orderId, sandboxSecret(app()), placed.accessToken, {
        origin,
        session,
      });
      fingerprint = await fingerprinter(app().services.db);
    });

    it("covers every public POST, PUT and PATCH route the app declares", () => {
      expect(targets.map((t) => t.route).sort()).toEqual(publicWriteRoutes(app().services));
    });

    it("notices a stored row, so a refusal that stores one would fail", async () => {
      const before = await fingerprint();
      expect((await app().postJson("/api/newsletter/subscribe", { email: "check@example.com" })).status).toBe(202);
      expect(await fingerprint()).not.toEqual(before);
    });

    it(
      "never answers a 5xx, answers refusals with a message and stores nothing from them",
      { timeout: 120_000 },
      async () => {
        for (const target of targets) {
          expectValidationReached(target, await throwJunkAt(app(), target, fingerprint, RUNS));
        }
      },
    );

    it("is still healthy afterwards", async () => {
      const res = await app().api("/api/health");
      expect(res.status).toBe(200);
      expect((await res.json()).status).toBe("ok");
    });
  },
  { TRUST_PROXY: "1" },
);
