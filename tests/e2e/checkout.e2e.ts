import { beforeEach, describe, expect, inject, it } from "vitest";
import { PHONE, useBrowser, visit } from "./support/browser";
import {
  continueToPayment,
  field,
  fillDetails,
  FOREST_POUR,
  MORNING_DUST_POUR_OVER,
  openCheckout,
  openSandbox,
  orderNumberShown,
  payButton,
  sandboxWindow,
  scrollsSideways,
  SHOPPER,
} from "./support/checkout";
import { badge, clearStoredCart, storedCart, toastText } from "./support/shop";

const browser = useBrowser();

/** The owner cancels order `orderNumber` through the admin API. */
async function cancelAsTheShop(baseUrl: string, orderNumber: string): Promise<void> {
  const login = await fetch(`${baseUrl}/api/admin/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(inject("adminCredentials")),
  });
  const { token } = (await login.json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}`, "Content-Type": "application/json" };
  const [order] = (await (await fetch(`${baseUrl}/api/admin/orders?q=${orderNumber}`, { headers })).json()) as {
    id: number;
  }[];
  const cancelled = await fetch(`${baseUrl}/api/admin/orders/${order!.id}`, {
    method: "PATCH",
    headers,
    body: JSON.stringify({ status: "cancelled" }),
  });
  expect(cancelled.status).toBe(200);
}

describe("checkout", () => {
  beforeEach(async () => {
    const page = await browser().newPage();
    await visit(page, `${browser().baseUrl}/`);
    await clearStoredCart(page);
    await page.evaluate(() => localStorage.removeItem("checkoutOrder"));
    await page.close();
  });

  it("takes a shopper on a 360 px phone from the cart to a paid order in the sandbox window", async () => {
    const page = await browser().newPage(PHONE);
    await visit(page, `${browser().baseUrl}/`);
    await page.evaluate(
      (lines) => localStorage.setItem("cartItems", JSON.stringify(lines)),
      [FOREST_POUR, MORNING_DUST_POUR_OVER],
    );
    await visit(page, `${browser().baseUrl}/cart`);
    await page.getByRole("link", { name: "Proceed to Checkout" }).click();
    await page.getByRole("heading", { name: "Your details" }).waitFor();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });

    // Submitting an empty form shows its message under each of the seven fields.
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    for (const message of [
      "Name must be at least 2 characters",
      "Please enter a valid email",
      "Please enter a valid phone number",
      "Please enter complete address",
      "Please enter valid 6-digit pincode",
      "Please enter city",
      "Please enter state",
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    expect(await field(page, "Full name").getAttribute("aria-invalid")).toBe("true");
    expect(await scrollsSideways(page)).toBe(false);

    // A valid form: the phone keeps its spacing, the pincode fills city and state.
    await fillDetails(page);
    expect(await field(page, "City").inputValue()).toBe("Bengaluru");
    expect(await field(page, "State").inputValue()).toBe("Karnataka");
    expect(await page.getByText("Please enter city", { exact: true }).count()).toBe(0);
    const orderNumber = await continueToPayment(page);
    expect(orderNumber).toMatch(/^BB-\d{4}-\d{6}$/);
    // The server's figures: ₹780 + ₹1,300 = ₹2,080, free shipping, GST ₹374 → ₹2,454.
    expect(await payButton(page).textContent()).toBe("Pay ₹2,454");
    expect(await scrollsSideways(page)).toBe(false);

    const sandbox = await openSandbox(page);
    expect(await scrollsSideways(page)).toBe(false);
    await sandbox.getByRole("button", { name: "Pay ₹2,454" }).click();
    await expect.poll(() => toastText(page)).toBe("Payment Successful / Your order has been confirmed!");
    await page.getByRole("heading", { name: "Thank you, Asha! Your order is confirmed." }).waitFor();
    expect(await page.getByText(orderNumber, { exact: true }).count()).toBeGreaterThan(0);
    expect(await page.getByText(`${SHOPPER.street}`).count()).toBeGreaterThan(0);
    expect(await scrollsSideways(page)).toBe(false);

    // The cart is gone only now; the order is remembered for /orders.
    expect(await storedCart(page)).toEqual([]);
    await expect.poll(() => badge(page).textContent()).toBe("");
    await page.getByRole("link", { name: "View your order" }).click();
    await page.getByRole("heading", { name: orderNumber }).waitFor();
    expect(await page.getByText("Status: Confirmed", { exact: true }).count()).toBe(1);
    expect(await page.getByText("Payment: Paid", { exact: true }).count()).toBe(1);
    await page.close();
  });

  it("keeps the payment step after a failed payment and retries on the same order", async () => {
    const page = await browser().newPage();
    await openCheckout(page, browser().baseUrl, [FOREST_POUR]);
    await fillDetails(page);
    const orderNumber = await continueToPayment(page);

    const sandbox = await openSandbox(page);
    await sandbox.getByRole("button", { name: "Simulate a failed payment" }).click();
    await expect.poll(() => toastText(page)).toBe("Payment Failed / Please try again or use another payment method");
    await sandbox.waitFor({ state: "hidden" });
    expect(await page.getByRole("heading", { name: "Payment", level: 2 }).isVisible()).toBe(true);
    expect(await orderNumberShown(page)).toBe(orderNumber);
    expect((await storedCart(page)).length).toBe(1);

    const retry = await openSandbox(page);
    await retry.getByRole("button", { name: /^Pay ₹/ }).click();
    await expect.poll(() => toastText(page)).toBe("Payment Successful / Your order has been confirmed!");
    await page.getByRole("heading", { name: /Your order is confirmed/ }).waitFor();
    expect(await page.getByText(orderNumber, { exact: true }).count()).toBeGreaterThan(0);
    await page.close();
  });

  it("says so when the shopper cancels the payment window, and stays ready to pay", async () => {
    const page = await browser().newPage();
    await openCheckout(page, browser().baseUrl, [FOREST_POUR]);
    await fillDetails(page);
    const orderNumber = await continueToPayment(page);
    const sandbox = await openSandbox(page);
    await sandbox.getByRole("button", { name: "Close" }).click();
    await expect.poll(() => toastText(page)).toBe("Payment Cancelled / You cancelled the payment process");
    await sandbox.waitFor({ state: "hidden" });
    expect(await page.getByRole("heading", { name: "Payment", level: 2 }).isVisible()).toBe(true);
    expect(await payButton(page).isEnabled()).toBe(true);
    expect(await orderNumberShown(page)).toBe(orderNumber);

    // A reload comes back to the same order, not a second one.
    await visit(page, `${browser().baseUrl}/checkout`);
    await page.getByRole("heading", { name: "Payment", level: 2 }).waitFor();
    expect(await orderNumberShown(page)).toBe(orderNumber);
    await page.close();
  });

  it("asks for a UPI app or a bank, and opens the window on the chosen one", async () => {
    const page = await browser().newPage(PHONE);
    await openCheckout(page, browser().baseUrl, [FOREST_POUR]);
    await fillDetails(page);
    await continueToPayment(page);

    await page.getByRole("radio", { name: "UPI", exact: true }).check();
    await payButton(page).click();
    await expect.poll(() => toastText(page)).toBe("Select UPI App / Please choose a UPI app to continue");
    expect(await sandboxWindow(page).count()).toBe(0);
    await page.getByRole("radio", { name: "PhonePe", exact: true }).check();
    expect(await scrollsSideways(page)).toBe(false);
    let sandbox = await openSandbox(page);
    expect(await sandbox.getByRole("tab", { name: "UPI" }).getAttribute("aria-selected")).toBe("true");
    expect(await sandbox.getByRole("radio", { name: "PhonePe" }).isChecked()).toBe(true);
    await sandbox.getByRole("button", { name: "Close" }).click();
    await sandbox.waitFor({ state: "hidden" });

    await page.getByRole("radio", { name: "Net banking", exact: true }).check();
    await payButton(page).click();
    await expect.poll(() => toastText(page)).toBe("Select Bank / Please choose your bank to continue");
    await page.getByRole("radio", { name: "HDFC Bank", exact: true }).check();
    expect(await scrollsSideways(page)).toBe(false);
    sandbox = await openSandbox(page);
    expect(await sandbox.getByRole("tab", { name: "Net banking" }).getAttribute("aria-selected")).toBe("true");
    expect(await sandbox.getByLabel("Bank", { exact: true }).inputValue()).toBe("hdfc");
    await sandbox.getByRole("button", { name: "Close" }).click();
    await sandbox.waitFor({ state: "hidden" });

    // Card: no card fields on our page; the window opens on its card tab.
    await page.getByRole("radio", { name: "Credit or debit card", exact: true }).check();
    expect(await page.getByLabel(/card number/i).count()).toBe(0);
    sandbox = await openSandbox(page);
    expect(await sandbox.getByRole("tab", { name: "Card" }).getAttribute("aria-selected")).toBe("true");
    await page.close();
  });

  it("answers a sold-out line with 'Out of Stock' and lets the shopper fix the cart and continue", async () => {
    // Kodagu Wild Ferment is used by no other test file: its stock is this test's to drain.
    const kodagu = {
      id: 12,
      name: "Kodagu Wild Ferment",
      price: 1150,
      quantity: 2,
      weight: "250",
      brewingMethod: "",
      image: "",
    };
    const page = await browser().newPage();
    await openCheckout(page, browser().baseUrl, [kodagu]);
    await fillDetails(page);
    // Others buy all but one bag while this shopper types.
    const product = (await (await fetch(`${browser().baseUrl}/api/products/12`)).json()) as { stockQuantity: number };
    expect(product.stockQuantity).toBeGreaterThanOrEqual(2);
    // Other shoppers: each may hold at most a fifth of what is left (decision 032), so it takes a few.
    for (let n = 0, left = product.stockQuantity; left > 1; n++) {
      const quantity = Math.min(left - 1, Math.max(10, Math.ceil(left / 5)));
      const other = await fetch(`${browser().baseUrl}/api/orders`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          customerName: "Ravi Kumar",
          customerEmail: `ravi.${n}.${Date.now()}@example.com`,
          customerPhone: `98765${String((Date.now() + n) % 100_000).padStart(5, "0")}`,
          shippingAddress: {
            street: "7 MG Road, Ashok Nagar",
            city: "Bengaluru",
            state: "Karnataka",
            pincode: "560001",
          },
          items: [{ id: 12, quantity, weight: "250", brewingMethod: "" }],
        }),
      });
      expect(other.status).toBe(201);
      left -= quantity;
    }

    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await expect.poll(() => toastText(page)).toBe("Out of Stock / This product is currently unavailable");
    const problem = page.getByRole("alert").filter({ hasText: "Kodagu Wild Ferment" });
    await problem
      .getByText(/Only 1\b/)
      .first()
      .waitFor();
    await page.getByRole("button", { name: "Change Kodagu Wild Ferment (250g) to 1" }).click();
    await expect.poll(async () => (await storedCart(page))[0]?.quantity).toBe(1);
    await continueToPayment(page);
    // ₹1,150 (free shipping from ₹1,000) + ₹207 GST
    expect(await payButton(page).textContent()).toBe("Pay ₹1,357");
    await page.close();
  });

  it("says 'Error / Failed to create order' when the order cannot be sent, and sends it once back online", async () => {
    const page = await browser().newPage();
    await openCheckout(page, browser().baseUrl, [FOREST_POUR]);
    await fillDetails(page);
    await page.context().setOffline(true);
    try {
      await page.getByRole("button", { name: "Continue to Payment" }).click();
      await expect.poll(() => toastText(page)).toBe("Error / Failed to create order");
      expect(await page.getByRole("heading", { name: "Your details" }).isVisible()).toBe(true);
    } finally {
      await page.context().setOffline(false);
    }
    await continueToPayment(page);
    await page.close();
  });

  it("keeps the page and what was typed when a part's code cannot be fetched, and loads it on 'Try again'", async () => {
    const page = await browser().newPage(PHONE);
    let refuse = true;
    let refusals = 0;
    await page.route(/\/assets\/cart-summary-[^/]+\.js$/, async (route) => {
      if (!refuse) return route.continue();
      refusals += 1;
      await route.abort("internetdisconnected");
    });
    await openCheckout(page, browser().baseUrl, [FOREST_POUR]);
    // The first focus in the form asks for the summary's code (decision 170), which is refused.
    await field(page, "Full name").fill("Asha Rao");
    const failed = page.getByRole("alert").filter({ hasText: "This part of the page could not be loaded." });
    await failed.waitFor();
    expect(refusals).toBeGreaterThan(0);
    expect(await page.getByRole("heading", { name: "Your details" }).isVisible()).toBe(true);
    expect(await field(page, "Full name").inputValue()).toBe("Asha Rao");
    await field(page, "Email").fill("asha.rao@example.com");

    refuse = false;
    await failed.getByRole("button", { name: "Try again" }).click();
    await page.getByRole("complementary", { name: "Order summary" }).getByText("Forest Pour").waitFor();
    expect(await failed.count()).toBe(0);
    expect(await field(page, "Full name").inputValue()).toBe("Asha Rao");
    expect(await field(page, "Email").inputValue()).toBe("asha.rao@example.com");
    await page.close();
  });

  it("says 'Payment Error / Failed to load checkout.js' when the provider's script is blocked, then pays the same order", async () => {
    const page = await browser().newPage();
    await openCheckout(page, browser().baseUrl, [FOREST_POUR]);
    await fillDetails(page);
    const orderNumber = await continueToPayment(page);
    // As an ad blocker or a flaky network would: the script never arrives.
    await page.route("**/api/sandbox/checkout.js", (route) => route.abort());
    await payButton(page).click();
    await expect.poll(() => toastText(page)).toBe("Payment Error / Failed to load checkout.js");
    expect(await sandboxWindow(page).count()).toBe(0);
    await page.unroute("**/api/sandbox/checkout.js");
    const sandbox = await openSandbox(page);
    await sandbox.getByRole("button", { name: /^Pay ₹/ }).click();
    await page.getByRole("heading", { name: /Your order is confirmed/ }).waitFor();
    expect(await page.getByText(orderNumber, { exact: true }).count()).toBeGreaterThan(0);
    await page.close();
  });

  it("loses no paid order when verification does not get through: it says so, then finds the payment", async () => {
    const page = await browser().newPage();
    await openCheckout(page, browser().baseUrl, [FOREST_POUR]);
    await fillDetails(page);
    const orderNumber = await continueToPayment(page);
    await page.route("**/api/sandbox/verify-payment", (route) => route.abort());
    const sandbox = await openSandbox(page);
    await sandbox.getByRole("button", { name: /^Pay ₹/ }).click();
    await expect
      .poll(() => toastText(page))
      .toBe("Payment Verification Failed / Please contact support if amount was deducted");
    await page.getByText("We couldn't confirm this payment yet.").waitFor();
    expect((await storedCart(page)).length).toBe(1);
    await page.unroute("**/api/sandbox/verify-payment");
    // The money reached the shop (as a webhook would tell it): checking again shows the confirmation.
    await page.getByRole("button", { name: "Check payment status" }).click();
    await page.getByRole("heading", { name: /Your order is confirmed/ }).waitFor();
    expect(await page.getByText(orderNumber, { exact: true }).count()).toBeGreaterThan(0);
    expect(await storedCart(page)).toEqual([]);
    await page.close();
  });

  it("places a new order when the first one was cancelled before it was paid, instead of getting the dead one back", async () => {
    const page = await browser().newPage();
    await openCheckout(page, browser().baseUrl, [FOREST_POUR]);
    await fillDetails(page);
    const first = await continueToPayment(page);
    await cancelAsTheShop(browser().baseUrl, first);

    await payButton(page).click();
    await page.getByRole("status").filter({ hasText: "place the order again when you're ready" }).waitFor();
    await page.getByRole("heading", { name: "Your details" }).waitFor();
    // Same cart, same details: a new attempt, so a new order (the old key would replay the cancelled one).
    const second = await continueToPayment(page);
    expect(second).toMatch(/^BB-\d{4}-\d{6,}$/);
    expect(second).not.toBe(first);
    expect(await payButton(page).isEnabled()).toBe(true);
    await page.close();
  });

  it("keeps a typed city, hints at an unknown pincode without blocking, and shows an empty cart honestly", async () => {
    const page = await browser().newPage();
    await openCheckout(page, browser().baseUrl, [FOREST_POUR]);
    // The State field's suggestions come with the first focus in the form (issue 22): all 36 of them.
    expect(await page.locator("#checkout-states option").count()).toBe(0);
    await field(page, "City").fill("Bangalore");
    await expect.poll(() => page.locator("#checkout-states option").count()).toBe(36);
    expect(await page.locator('#checkout-states option[value="Tamil Nadu"]').count()).toBe(1);
    await field(page, "Pincode").fill("560001");
    await expect.poll(() => field(page, "State").inputValue()).toBe("Karnataka");
    expect(await field(page, "City").inputValue()).toBe("Bangalore");

    await field(page, "Pincode").fill("999999");
    await page.getByText("We don't know this pincode yet", { exact: false }).waitFor();
    // Never a block: with city and state filled in, the order goes through.
    await fillDetails(page, { ...SHOPPER, pincode: "999999" });
    expect(await field(page, "City").inputValue()).toBe("Bangalore");
    await continueToPayment(page);

    await clearStoredCart(page);
    await page.evaluate(() => localStorage.removeItem("checkoutOrder"));
    await visit(page, `${browser().baseUrl}/checkout`);
    await page.getByRole("heading", { name: "Your cart is empty" }).waitFor();
    expect(await page.getByRole("link", { name: "Browse Coffees" }).getAttribute("href")).toBe("/shop");
    expect(await page.getByRole("list", { name: "Items in your order" }).count()).toBe(0);
    await page.close();
  });
});
