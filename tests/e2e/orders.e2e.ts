import { describe, expect, inject, it } from "vitest";
import { LAPTOP, PHONE, useBrowser, visit } from "./support/browser";
import {
  continueToPayment,
  fillDetails,
  FOREST_POUR,
  MORNING_DUST_POUR_OVER,
  openCheckout,
  placePaidOrder,
  scrollsSideways,
  SHOPPER,
} from "./support/checkout";

const browser = useBrowser();

/** The newest mail of `template` to `to`, read from the outbox through the admin API. */
async function mailTo(to: string, template: string): Promise<{ text: string } | undefined> {
  const login = await fetch(`${browser().baseUrl}/api/admin/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(inject("adminCredentials")),
  });
  const { token } = (await login.json()) as { token: string };
  const outbox = await fetch(`${browser().baseUrl}/api/admin/outbox`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { mails } = (await outbox.json()) as { mails: { to: string; template: string; text: string }[] };
  return mails.find((mail) => mail.to === to && mail.template === template);
}

async function forgetOrders(page: import("playwright-core").Page) {
  await page.evaluate(() => localStorage.removeItem("bbOrders"));
}

function lookup(page: import("playwright-core").Page) {
  return page.getByRole("form", { name: "Find an order" });
}

describe("your orders", () => {
  it("lists this browser's orders and opens one with its status, items, tracking and invoice", async () => {
    const page = await browser().newPage(PHONE);
    const orderNumber = await placePaidOrder(page, browser().baseUrl, [FOREST_POUR, MORNING_DUST_POUR_OVER]);
    await visit(page, `${browser().baseUrl}/orders`);
    const list = page.getByRole("list", { name: "Orders from this browser" });
    const card = list.getByRole("link", { name: orderNumber });
    await card.waitFor();
    // ₹780 + ₹1,300, free shipping, GST ₹374
    expect(
      await list
        .getByRole("listitem")
        .filter({ has: page.getByRole("link", { name: orderNumber }) })
        .getByText("₹2,454", { exact: true })
        .count(),
    ).toBe(1);
    expect(await scrollsSideways(page)).toBe(false);
    await card.click();

    await page.getByRole("heading", { name: orderNumber }).waitFor();
    expect(page.url()).toContain(`order=${orderNumber}`);
    expect(await page.getByText("Status: Confirmed", { exact: true }).count()).toBe(1);
    expect(await page.getByText("Payment: Paid", { exact: true }).count()).toBe(1);
    expect(await page.getByText("It appears here, and in an email to you, once your coffee ships.").count()).toBe(1);
    const items = page.getByRole("region", { name: "Items" });
    expect(await items.getByText("Forest Pour", { exact: true }).count()).toBe(1);
    expect(await items.getByText("Morning Dust", { exact: true }).count()).toBe(1);
    expect(
      await items
        .locator("dt", { hasText: /^Total$/ })
        .locator("xpath=following-sibling::dd")
        .textContent(),
    ).toBe("₹2,454");
    // Without SHOP_GSTIN the shop issues a receipt (the tax invoice is covered by the unit tests).
    const invoice = page.getByRole("article", { name: "Receipt" });
    expect(await invoice.getByText(SHOPPER.name, { exact: true }).count()).toBe(1);
    expect(await invoice.getByText("₹2,454.00").count()).toBe(1);
    // GST is added on top of the subtotal, and the receipt says so (issue 16: it read "included as shown").
    expect(await invoice.getByText(/GST at 18% is added to the subtotal/).count()).toBe(1);
    expect(await scrollsSideways(page)).toBe(false);

    // Printing shows the invoice alone: no navigation, footer or order screen around it.
    await page.setViewportSize(LAPTOP);
    await page.emulateMedia({ media: "print" });
    expect(await invoice.isVisible()).toBe(true);
    expect(await page.getByRole("banner").isVisible()).toBe(false);
    expect(await page.getByRole("contentinfo").isVisible()).toBe(false);
    expect(await page.getByRole("button", { name: "All orders" }).isVisible()).toBe(false);
    expect(await page.getByRole("button", { name: /^Print/ }).isVisible()).toBe(false);
    await page.emulateMedia({ media: "screen" });
    await page.close();
  });

  it("keeps everything in its place while this browser's orders load (nothing jumps on a phone)", async () => {
    const page = await browser().newPage(PHONE);
    await placePaidOrder(page, browser().baseUrl, [FOREST_POUR, MORNING_DUST_POUR_OVER]);
    // A second order left at the payment step: its card grows by its "Complete payment" button.
    await openCheckout(page, browser().baseUrl, [FOREST_POUR]);
    await fillDetails(page);
    const unpaid = await continueToPayment(page);
    // The shopper walks away from the payment step: the other tests' checkouts start afresh.
    await page.evaluate(() => localStorage.removeItem("checkoutOrder"));
    // Every layout shift the page makes from its first paint, as Chromium reports it to Lighthouse's CLS.
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
          if (!entry.hadRecentInput) shifts.push(entry.value);
      }).observe({ type: "layout-shift", buffered: true });
    });
    let letOrdersThrough!: () => void;
    const ordersHeld = new Promise<void>((resolve) => (letOrdersThrough = resolve));
    await page.route(/\/api\/orders\//, async (route) => {
      await ordersHeld;
      await route.continue();
    });
    await visit(page, `${browser().baseUrl}/orders`);
    const lookupHeading = page.getByRole("heading", { name: "Find an order" });
    const loading = page.locator("[aria-busy=true]");
    const remembered = await page.evaluate(() => (JSON.parse(localStorage.getItem("bbOrders")!) as unknown[]).length);
    await expect.poll(() => loading.count()).toBe(remembered);
    const whileLoading = (await lookupHeading.boundingBox())!.y;
    letOrdersThrough();
    await expect.poll(() => loading.count()).toBe(0);
    await page
      .getByRole("listitem")
      .filter({ hasText: unpaid })
      .getByRole("button", { name: "Complete payment" })
      .waitFor();
    await page.getByText("Ready for your next bag?").waitFor();
    expect((await lookupHeading.boundingBox())!.y).toBe(whileLoading);
    expect(await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts)).toEqual([]);
    expect(await scrollsSideways(page)).toBe(false);
    await page.close();
  });

  it("finds an order by its number, email and the code mailed to that email — and shows nothing without the code", async () => {
    const page = await browser().newPage();
    const shopper = { ...SHOPPER, email: "meera.iyer@example.com", name: "Meera Iyer" };
    const orderNumber = await placePaidOrder(page, browser().baseUrl, [FOREST_POUR], shopper);
    await forgetOrders(page);
    await visit(page, `${browser().baseUrl}/orders`);
    await page.getByText("No orders from this browser yet").waitFor();

    await lookup(page).getByLabel("Order number").fill("12345");
    await lookup(page).getByLabel("Email used for the order").fill(shopper.email);
    await lookup(page).getByRole("button", { name: "Send me a code" }).click();
    await page.getByText("Please enter your order number, like BB-2026-000123").waitFor();

    // A wrong email gets the same answer as the right one, and no code is sent to anyone.
    await lookup(page).getByLabel("Order number").fill(orderNumber.toLowerCase());
    await lookup(page).getByLabel("Email used for the order").fill("someone.else@example.com");
    await lookup(page).getByRole("button", { name: "Send me a code" }).click();
    await lookup(page)
      .getByRole("status")
      .getByText(/we have sent a 6-digit code/)
      .waitFor();
    expect(await page.getByRole("heading", { name: orderNumber }).count()).toBe(0);

    await lookup(page).getByLabel("Email used for the order").fill(shopper.email.toUpperCase());
    await lookup(page).getByRole("button", { name: "Send me a code" }).click();
    await expect
      .poll(async () => (await mailTo(shopper.email, "order-lookup-code"))?.text ?? "")
      .toMatch(/Your code: \d{6}/);
    const code = /Your code: (\d{6})/.exec((await mailTo(shopper.email, "order-lookup-code"))!.text)![1]!;
    expect(await mailTo("someone.else@example.com", "order-lookup-code")).toBeUndefined();
    await lookup(page)
      .getByLabel("Code from the e-mail")
      .fill(code === "000000" ? "111111" : "000000");
    await lookup(page).getByRole("button", { name: "Find order" }).click();
    await page
      .getByRole("alert")
      .getByText(/That code is not right/)
      .waitFor();
    await lookup(page).getByLabel("Code from the e-mail").fill(code);
    await lookup(page).getByRole("button", { name: "Find order" }).click();
    await page.getByRole("heading", { name: orderNumber }).waitFor();
    expect(await page.getByText("Payment: Paid", { exact: true }).count()).toBe(1);
    await page.close();
  });

  it("opens the order from the confirmation mail's link in another browser", async () => {
    const page = await browser().newPage();
    const shopper = { ...SHOPPER, email: "kiran.shetty@example.com", name: "Kiran Shetty" };
    const orderNumber = await placePaidOrder(page, browser().baseUrl, [FOREST_POUR], shopper);
    await forgetOrders(page);
    await expect
      .poll(async () => (await mailTo(shopper.email, "order-confirmation"))?.text ?? "")
      .toContain(orderNumber);
    const link = /View your order: (\S+)/.exec((await mailTo(shopper.email, "order-confirmation"))!.text)![1]!;
    expect(link).not.toContain("email=");
    const { pathname, search } = new URL(link);
    await visit(page, `${browser().baseUrl}${pathname}${search}`);
    await page.getByRole("heading", { name: orderNumber }).waitFor();
    expect(await page.getByRole("article", { name: "Receipt" }).getByText(shopper.name, { exact: true }).count()).toBe(
      1,
    );
    // The link's token stays in this browser, out of the address bar.
    expect(new URL(page.url()).searchParams.get("token")).toBeNull();
    // The number and the address alone show nothing (this browser forgets the order first).
    await forgetOrders(page);
    await visit(page, `${browser().baseUrl}/orders?order=${orderNumber}&email=${encodeURIComponent(shopper.email)}`);
    await lookup(page).getByRole("button", { name: "Send me a code" }).waitFor();
    expect(await page.getByText(shopper.name, { exact: true }).count()).toBe(0);
    await page.close();
  });

  it("is linked from the navigation and the footer", async () => {
    const page = await browser().newPage();
    await visit(page, `${browser().baseUrl}/`);
    expect(
      await page
        .getByRole("navigation", { name: "Main" })
        .getByRole("link", { name: "Orders", exact: true })
        .getAttribute("href"),
    ).toBe("/orders");
    expect(
      await page.getByRole("contentinfo").getByRole("link", { name: "Orders", exact: true }).getAttribute("href"),
    ).toBe("/orders");
    await page.close();
  });
});
