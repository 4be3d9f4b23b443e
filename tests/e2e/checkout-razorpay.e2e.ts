/**
 * The checkout page with PAYMENT_PROVIDER=razorpay. Razorpay cannot be reached from here, so its two
 * halves are stand-ins that speak its protocol on loopback: the Orders API (tests/support/fake-razorpay)
 * and checkout.js, served at Razorpay's own URL with Razorpay's constructor, options and events. The
 * test plays the shopper inside that window: the fake API captures the payment and signs it.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type ServerProcess } from "../../scripts/lib/server-process";
import { razorpayEnv, startFakeRazorpay, type FakeRazorpay } from "../support/fake-razorpay";
import { PHONE, useBrowser, visit } from "./support/browser";
import { continueToPayment, fillDetails, FOREST_POUR, openCheckout, payButton, SHOPPER } from "./support/checkout";
import { storedCart, toastText } from "./support/shop";

const CHECKOUT_JS = "https://checkout.razorpay.com/v1/checkout.js";

/** Razorpay's checkout.js as the page sees it: `new Razorpay(options)`, `.on("payment.failed")`, `.open()`. */
const FAKE_CHECKOUT_JS = `
window.Razorpay = function (options) {
  var listeners = {};
  var self = {
    on: function (event, fn) { (listeners[event] = listeners[event] || []).push(fn); },
    open: function () {
      window.__razorpay = {
        options: JSON.parse(JSON.stringify(options)),
        succeed: function (response) { options.handler(response); },
        fail: function (response) { (listeners["payment.failed"] || []).forEach(function (fn) { fn(response); }); },
        dismiss: function () { options.modal.ondismiss(); },
      };
      window.__razorpayOpened = (window.__razorpayOpened || 0) + 1;
    },
  };
  return self;
};`;

type SeenOptions = {
  key: string;
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  prefill: Record<string, string>;
};

const browser = useBrowser();
let razorpay: FakeRazorpay;
let server: ServerProcess;
let dataDir: string;

beforeAll(async () => {
  razorpay = await startFakeRazorpay();
  dataDir = await mkdtemp(path.join(tmpdir(), "bb-razorpay-e2e-"));
  server = await startServer({
    DATA_DIR: dataDir,
    ...razorpayEnv(razorpay),
  });
});

afterAll(async () => {
  await server?.stop();
  await razorpay?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function serveCheckoutJs(page: Page): Promise<{ loads: number }> {
  const counter = { loads: 0 };
  await page.route(CHECKOUT_JS, (route) => {
    counter.loads++;
    return route.fulfill({ contentType: "application/javascript", body: FAKE_CHECKOUT_JS });
  });
  return counter;
}

async function windowOptions(page: Page): Promise<SeenOptions> {
  await expect
    .poll(() => page.evaluate(() => Boolean((window as unknown as { __razorpay?: unknown }).__razorpay)))
    .toBe(true);
  return page.evaluate(() => (window as unknown as { __razorpay: { options: SeenOptions } }).__razorpay.options);
}

describe("checkout with Razorpay", () => {
  it("loads checkout.js only on Pay, opens it prefilled with the chosen method, and confirms the signed payment", async () => {
    const page = await browser().newPage();
    const script = await serveCheckoutJs(page);
    await openCheckout(page, server.url, [FOREST_POUR]);
    expect(await page.getByText("Test mode — no real payments").count()).toBe(0);
    await fillDetails(page, SHOPPER);
    const orderNumber = await continueToPayment(page);
    expect(script.loads).toBe(0);

    await page.getByRole("radio", { name: "UPI", exact: true }).check();
    await page.getByRole("radio", { name: "Google Pay", exact: true }).check();
    await payButton(page).click();
    const options = await windowOptions(page);
    expect(script.loads).toBe(1);
    // ₹780 + ₹50 shipping + ₹140 GST = ₹970, in paise, for the order Razorpay created with our number as receipt.
    expect(options).toMatchObject({ key: razorpay.keyId, amount: 97_000, currency: "INR", name: "Bean & Bhūmi" });
    expect(razorpay.orders.get(options.order_id)?.receipt).toBe(orderNumber);
    expect(options.prefill).toMatchObject({
      name: "Asha Rao",
      email: "asha.rao@example.com",
      contact: "+919876543210",
      method: "upi",
    });

    const paid = razorpay.pay(options.order_id);
    await page.evaluate(
      (response) =>
        (window as unknown as { __razorpay: { succeed: (r: unknown) => void } }).__razorpay.succeed(response),
      paid,
    );
    await expect.poll(() => toastText(page)).toBe("Payment Successful / Your order has been confirmed!");
    await page.getByRole("heading", { name: /Your order is confirmed/ }).waitFor();
    expect(await storedCart(page)).toEqual([]);
    await page.close();
  });

  it("keeps 'Payment Failed' when the shopper closes the window after a failure, and retries on the same Razorpay order", async () => {
    const page = await browser().newPage();
    await serveCheckoutJs(page);
    await openCheckout(page, server.url, [FOREST_POUR]);
    await fillDetails(page);
    const orderNumber = await continueToPayment(page);
    await payButton(page).click();
    const first = await windowOptions(page);

    const failed = razorpay.fail(first.order_id);
    await page.evaluate(
      (response) => (window as unknown as { __razorpay: { fail: (r: unknown) => void } }).__razorpay.fail(response),
      {
        error: {
          code: "BAD_REQUEST_ERROR",
          description: "Payment failed",
          reason: "payment_failed",
          metadata: { order_id: first.order_id, payment_id: failed.id },
        },
      },
    );
    await expect.poll(() => toastText(page)).toBe("Payment Failed / Please try again or use another payment method");
    // Razorpay keeps its window open after a failure; closing it now is not a cancellation.
    await page.evaluate(() => (window as unknown as { __razorpay: { dismiss: () => void } }).__razorpay.dismiss());
    expect(await toastText(page)).toBe("Payment Failed / Please try again or use another payment method");
    expect(await page.getByRole("heading", { name: "Payment", level: 2 }).isVisible()).toBe(true);

    await page.evaluate(() => delete (window as unknown as { __razorpay?: unknown }).__razorpay);
    await payButton(page).click();
    const second = await windowOptions(page);
    expect(second.order_id).toBe(first.order_id);
    await page.evaluate(
      (response) =>
        (window as unknown as { __razorpay: { succeed: (r: unknown) => void } }).__razorpay.succeed(response),
      razorpay.pay(second.order_id),
    );
    await page.getByRole("heading", { name: /Your order is confirmed/ }).waitFor();
    expect(await page.getByText(orderNumber, { exact: true }).count()).toBeGreaterThan(0);
    await page.close();
  });
});

describe("a subscription with Razorpay", () => {
  it("opens checkout.js with the subscription's id on a phone and starts the subscription on its signed answer", async () => {
    const page = await browser().newPage(PHONE);
    const script = await serveCheckoutJs(page);
    await visit(page, `${server.url}/subscription/start?plan=bhumi-devotee`);
    await page.getByLabel("Full name", { exact: true }).fill("Kavya Menon");
    await page.getByLabel("E-mail", { exact: true }).fill(`kavya.${Date.now()}@example.com`);
    await page.getByLabel("Phone", { exact: true }).fill("+91 98450 12345");
    await page.getByLabel("Address", { exact: true }).fill("21 Residency Road, Richmond Town");
    await page.getByLabel("City", { exact: true }).fill("Bengaluru");
    await page.getByLabel("State", { exact: true }).fill("Karnataka");
    await page.getByLabel("Pincode", { exact: true }).fill("560025");
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await page.getByRole("heading", { name: "Authorise your subscription" }).waitFor();
    expect(script.loads).toBe(0);
    await page.getByRole("button", { name: "Pay ₹2,299 and authorise" }).click();
    await expect
      .poll(() => page.evaluate(() => Boolean((window as unknown as { __razorpay?: unknown }).__razorpay)))
      .toBe(true);
    const options = await page.evaluate(
      () =>
        (window as unknown as { __razorpay: { options: { key: string; subscription_id: string; order_id?: string } } })
          .__razorpay.options,
    );
    expect(options.key).toBe(razorpay.keyId);
    expect(options.order_id).toBeUndefined();
    expect(razorpay.subscriptions.get(options.subscription_id)?.status).toBe("created");

    const paid = razorpay.authorizeSubscription(options.subscription_id);
    await page.evaluate(
      (response) =>
        (window as unknown as { __razorpay: { succeed: (r: unknown) => void } }).__razorpay.succeed(response),
      paid,
    );
    await page.getByRole("heading", { name: "Your subscription" }).waitFor();
    expect(await page.getByTestId("subscription-status").textContent()).toBe("Active");
    await page.close();
  });
});
