/**
 * Issue 17 item 3 on a 390 px phone: "Have a code?" loads its form on the tap, a wrong code says which
 * rule failed, a right one shows the server's discount (off the subtotal before GST), and the order
 * is paid at the discounted total with the code on the confirmation; and cash on delivery chosen on the
 * payment step (issue 17 item 2) confirms the order with the fee to pay at the door.
 */
import { mkdir } from "node:fs/promises";
import { describe, expect, inject, it } from "vitest";
import { useBrowser } from "./support/browser";
import {
  continueToPayment,
  fillDetails,
  FOREST_POUR,
  openCheckout,
  openSandbox,
  payButton,
  scrollsSideways,
  scrollToSummary,
} from "./support/checkout";
import { toastText } from "./support/shop";

const browser = useBrowser();
const SHOTS = process.env.SHOTS_DIR;

async function createCodes(baseUrl: string, suffix: string): Promise<void> {
  const login = await fetch(`${baseUrl}/api/admin/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(inject("adminCredentials")),
  });
  const { token } = (await login.json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}`, "Content-Type": "application/json" };
  for (const body of [
    { code: `PHONE20${suffix}`, kind: "percent", percentOff: 20 },
    { code: `GONE${suffix}`, kind: "percent", percentOff: 20, endsAt: "2020-01-01T00:00" },
  ]) {
    const made = await fetch(`${baseUrl}/api/admin/discount-codes`, {
      method: "POST",
      headers,
      body: JSON.stringify(body),
    });
    expect(made.status).toBe(201);
  }
}

describe("discount code at checkout", () => {
  it("a shopper on a 390 px phone applies a code and pays the discounted total", async () => {
    const baseUrl = browser().baseUrl;
    const suffix = String(Date.now() % 100_000);
    await createCodes(baseUrl, suffix);
    const page = await browser().newPage({ width: 390, height: 844 });
    await openCheckout(page, baseUrl, [FOREST_POUR]);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });

    // On a phone the summary, and the code box in it, is below the form: the shopper scrolls to it.
    await scrollToSummary(page);
    await page.getByRole("button", { name: "Have a code?" }).click();
    const input = page.getByLabel("Discount code", { exact: true });
    await input.fill(` gone${suffix} `);
    await page.getByRole("button", { name: "Apply" }).click();
    await page.getByRole("alert").filter({ hasText: "This code has expired." }).waitFor();

    await input.fill(`phone20${suffix}`);
    await page.getByRole("button", { name: "Apply" }).click();
    await page.getByText(`PHONE20${suffix}`, { exact: true }).first().waitFor();
    // ₹780 − 20 % (₹156) = ₹624 taxable; GST 18 % = ₹112; shipping ₹50 (₹780 is under ₹1,000) → ₹786.
    const summary = page.getByRole("complementary", { name: "Order summary" });
    await summary.getByText(`Discount (PHONE20${suffix})`).waitFor();
    expect(await summary.getByText("−₹156").count()).toBe(1);
    expect(await summary.getByText("₹786").count()).toBe(1);
    expect(await scrollsSideways(page)).toBe(false);
    if (SHOTS) {
      await mkdir(SHOTS, { recursive: true });
      await page.screenshot({ path: `${SHOTS}/checkout-code-390.png`, fullPage: true });
    }

    await fillDetails(page);
    await continueToPayment(page);
    expect(await payButton(page).textContent()).toBe("Pay ₹786");
    const sandbox = await openSandbox(page);
    await sandbox.getByRole("button", { name: "Pay ₹786" }).click();
    await expect.poll(() => toastText(page)).toBe("Payment Successful / Your order has been confirmed!");
    await page.getByRole("heading", { name: /Your order is confirmed/ }).waitFor();
    expect(await page.getByText(`Discount (PHONE20${suffix})`).count()).toBeGreaterThan(0);
    expect(await scrollsSideways(page)).toBe(false);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/confirmation-code-390.png`, fullPage: true });
    await page.close();
  });

  it("a shopper on a 390 px phone chooses cash on delivery and is confirmed with the fee to pay at the door", async () => {
    const page = await browser().newPage({ width: 390, height: 844 });
    await openCheckout(page, browser().baseUrl, [FOREST_POUR]);
    await fillDetails(page); // a Bengaluru address: Karnataka is where cash on delivery is offered by default
    await continueToPayment(page);
    const online = Number((await payButton(page).textContent())!.replace(/[^\d]/g, ""));
    // The fee (₹49) and its GST (₹9) come on top of what paying online costs (decision 085).
    const onDelivery = `₹${(online + 58).toLocaleString("en-IN")}`;
    const cash = page.getByRole("region", { name: "Cash on delivery" });
    await cash.getByText(`Pay ${onDelivery} to the courier`, { exact: false }).waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/checkout-cash-390.png`, fullPage: true });
    await cash.getByRole("button", { name: `Place order — pay ${onDelivery} on delivery` }).click();
    await page.getByRole("heading", { name: /Your order is confirmed/ }).waitFor();
    await page.getByText(`${onDelivery} to pay on delivery`).waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/confirmation-cash-390.png`, fullPage: true });
    await page.close();
  });
});
