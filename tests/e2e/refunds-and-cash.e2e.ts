/**
 * Issue 17 in Chromium: the owner refunds part of a paid order by choosing a line in the order sheet, the
 * shopper's credit-note mail arrives over real SMTP on loopback and the refund shows on their order page;
 * a cash-on-delivery order's page offers to pay now and save the fee. Orders are placed and paid through the
 * real API (sandbox provider), as the checkout does.
 */
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startServer, type ServerProcess } from "../../scripts/lib/server-process";
import { startSmtp, type TestSmtp } from "../support/smtp";
import { openTab, signIn } from "./support/admin";
import { seriousViolations } from "./support/axe";
import { LAPTOP, PHONE, useBrowser, visit } from "./support/browser";
import { toastText } from "./support/shop";

const browser = useBrowser();
const SHOTS = path.resolve("tests/.artifacts/refunds-and-cash");
let server: ServerProcess;
let smtp: TestSmtp;
let dataDir: string;

type Placed = { order: { id: number; orderNumber: string; totalPaise: number }; accessToken: string };

async function call(pathname: string, body: unknown, token?: string) {
  const response = await fetch(`${server.url}${pathname}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(token ? { "X-Order-Token": token } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${pathname}: ${response.status} ${await response.text()}`);
  return response.json();
}

async function placeOrder(phone: string, street: string): Promise<Placed> {
  const [product] = (await (await fetch(`${server.url}/api/products`)).json()) as { id: number }[];
  return call("/api/orders", {
    customerName: "Kavya Menon",
    customerEmail: `kavya.${phone}@example.com`,
    customerPhone: `+91 ${phone}`,
    shippingAddress: { street, city: "Bengaluru", state: "Karnataka", pincode: "560034" },
    items: [{ id: product!.id, quantity: 2, weight: "250", brewingMethod: "pour-over" }],
  });
}

beforeAll(async () => {
  smtp = await startSmtp();
  dataDir = await mkdtemp(path.join(tmpdir(), "bb-refunds-cash-"));
  const { username, password } = inject("adminCredentials");
  server = await startServer({
    DATA_DIR: dataDir,
    ADMIN_USERNAME: username,
    ADMIN_PASSWORD: password,
    SMTP_URL: smtp.url,
  });
  await mkdir(SHOTS, { recursive: true });
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe("refunds and cash on delivery in the browser", () => {
  it("the owner refunds one bag of a paid order; the shopper gets the credit note and sees the refund", async () => {
    const placed = await placeOrder("9876500011", "14 Koramangala 5th Block");
    const { orderNumber } = placed.order;
    await call(
      "/api/orders/process-payment",
      { orderId: placed.order.id, paymentMethod: "provider" },
      placed.accessToken,
    );
    const created = await call("/api/sandbox/create-order", { orderId: placed.order.id }, placed.accessToken);
    await call(
      "/api/sandbox/pay",
      { providerOrderId: created.orderId, outcome: "success", method: "upi", upiApp: "Google Pay" },
      placed.accessToken,
    );

    const page = await browser().newPage();
    await page.setViewportSize(LAPTOP);
    await signIn(page, server.url);
    await openTab(page, "Orders");
    await page.getByRole("button", { name: `Manage ${orderNumber}` }).click();
    const sheet = page.getByRole("dialog", { name: `Order ${orderNumber}` });
    await sheet.getByLabel("Chosen lines").check();
    await sheet.getByRole("spinbutton").fill("1");
    await sheet.getByText(/with their GST/).waitFor();
    await page.screenshot({ path: `${SHOTS}/refund-lines-1366.png` });
    await sheet.getByRole("button", { name: "Refund", exact: true }).click();
    await expect.poll(() => toastText(page), { timeout: 15_000 }).not.toBe("");
    expect(await toastText(page)).toMatch(/^Refund sent \/ ₹1,534 for order/);
    await page.close();

    // The credit note leaves through real SMTP.
    await expect
      .poll(() => smtp.received.find((mail) => mail.parsed.subject?.includes(`Order ${orderNumber}:`)), {
        timeout: 15_000,
      })
      .toBeTruthy();
    const mail = smtp.received.find((m) => m.parsed.subject?.includes(`Order ${orderNumber}:`))!;
    expect(mail.parsed.subject).toMatch(/refunded \(CN-\d{4}-\d{6}\)/);
    expect(mail.to).toContain(`kavya.9876500011@example.com`);

    const shopper = await browser().newPage();
    await shopper.setViewportSize(PHONE);
    await visit(shopper, `${server.url}/orders?order=${orderNumber}&token=${placed.accessToken}`);
    const refunds = shopper.getByRole("region", { name: "Refunds" });
    await refunds.getByText(/refunded on .* credit note CN-/).waitFor();
    await shopper.screenshot({ path: `${SHOTS}/order-refund-390.png`, fullPage: true });
    await shopper.close();
  });

  it("the owner picks cash-on-delivery pincodes from the directory: the place first, unknown ones refused", async () => {
    const page = await browser().newPage(PHONE);
    await signIn(page, server.url);
    await openTab(page, "Orders");
    await page.getByRole("button", { name: "Cash on delivery" }).click();
    const sheet = page.getByRole("dialog", { name: "Cash on delivery" });
    const pincodes = sheet.getByRole("group", { name: "Single pincodes, besides those states" });
    const input = pincodes.getByLabel("Add a pincode");
    const add = pincodes.getByRole("button", { name: "Add" });
    await input.fill("999999");
    await pincodes.getByText("999999 is not in the pincode directory", { exact: false }).waitFor();
    expect(await input.getAttribute("aria-invalid")).toBe("true");
    expect(await add.isDisabled()).toBe(true);
    await input.fill("400020");
    await pincodes.getByRole("status").getByText("400020: Mumbai, Maharashtra").waitFor();
    expect(await seriousViolations(page, { include: "dialog[open]" }), "the cash-on-delivery sheet").toEqual([]);
    await page.screenshot({ path: `${SHOTS}/cod-pincode-360.png` });
    await input.press("Enter");
    await pincodes.getByRole("listitem").filter({ hasText: "400020" }).getByText("Mumbai, Maharashtra").waitFor();
    expect(await input.inputValue()).toBe("");
    await sheet.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => toastText(page)).toBe("Saved / Cash on delivery settings");

    // Opened again: the pincode is kept with its place, and can be removed.
    await page.getByRole("button", { name: "Cash on delivery" }).click();
    await pincodes.getByRole("button", { name: "Remove pincode 400020" }).click();
    expect(await pincodes.getByRole("listitem").count()).toBe(0);
    await page.close();
  });

  it("a cash-on-delivery order's page says what to pay the courier and offers to pay now and save the fee", async () => {
    const placed = await placeOrder("9876500022", "7 Indiranagar 100 Feet Road");
    await call("/api/orders/cash-on-delivery", { orderId: placed.order.id }, placed.accessToken);
    const page = await browser().newPage();
    await page.setViewportSize(PHONE);
    await visit(page, `${server.url}/orders?order=${placed.order.orderNumber}&token=${placed.accessToken}`);
    const payNow = page.getByRole("button", { name: /^Pay ₹[\d,]+ now by UPI and save ₹58$/ });
    await payNow.waitFor();
    await page.getByText("Cash on delivery fee").first().waitFor();
    await page.screenshot({ path: `${SHOTS}/order-cod-390.png`, fullPage: true });
    await payNow.click();
    // The sandbox's link page (offline), then back on the order, paid without the fee.
    await page.getByRole("button", { name: /^Pay ₹[\d,]+ by UPI$/ }).click();
    await page.waitForURL(/\/orders\?order=/);
    await page.getByText("Paid", { exact: true }).first().waitFor();
    await page.close();
  });
});
