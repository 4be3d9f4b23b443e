/**
 * Issue 18 item 2 on a phone: an order paid from one browser (whose confirmation page offers to keep
 * the orders), then, in another browser, "Sign in" from the menu with the code from a real SMTP server
 * on loopback, and the account shows that order, orders it again, and passes axe. Its own server,
 * because the shared one sends no mail.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousViolations } from "./support/axe";
import { launchBrowser, LAPTOP, PHONE, useBrowser, visit } from "./support/browser";
import { useMailingServer } from "./support/mailing-server";
import { FOREST_POUR, newShopper, placePaidOrder, scrollsSideways } from "./support/checkout";

const browser = useBrowser();
const mailing = useMailingServer("account");

async function codeMailedTo(email: string, count: number): Promise<string> {
  const codes = () =>
    mailing.smtp().received.filter((mail) => mail.to.includes(email) && /sign-in code/.test(mail.parsed.subject ?? ""));
  await expect.poll(() => codes().length, { timeout: 30_000 }).toBe(count);
  return /Your code: (\d{6})/.exec(codes()[count - 1]!.parsed.text ?? "")![1]!;
}

async function openMenuLink(page: Page, name: string) {
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.locator("#mobile-menu").getByRole("link", { name, exact: true }).click();
}

describe("accounts without passwords", () => {
  it("signs in on a phone with the mailed code and shows the order paid from another browser", async () => {
    const shopper = newShopper();
    // Browser 1 (a laptop): a guest order, and the confirmation page's offer to keep it.
    const laptop = await browser().newPage(LAPTOP);
    const orderNumber = await placePaidOrder(laptop, mailing.server().url, [FOREST_POUR], shopper);
    const offer = laptop.getByRole("region", { name: "Keep your orders in one place" });
    expect(await offer.getByText(shopper.email).count()).toBe(1);
    await offer.getByRole("button", { name: "Email me a code" }).click();
    await laptop.getByRole("heading", { name: "Sign in", level: 1 }).waitFor();
    expect(await laptop.locator("main").getByRole("status").textContent()).toContain(
      `We have sent a 6-digit code to ${shopper.email}`,
    );
    await codeMailedTo(shopper.email, 1);
    await laptop.close();

    // Browser 2 (a phone, its own profile): nothing of that order is known here.
    const other = await launchBrowser();
    try {
      const page = await other.newPage(PHONE);
      await visit(page, `${mailing.server().url}/`);
      await openMenuLink(page, "Sign in");
      await page.getByRole("heading", { name: "Sign in", level: 1 }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);

      const form = page.getByRole("form", { name: "Sign in with your email" });
      await form.getByLabel("Email").fill(shopper.email.toUpperCase());
      await form.getByRole("button", { name: "Email me a code" }).click();
      const code = await codeMailedTo(shopper.email, 2);
      await form.getByLabel("Code from the e-mail").fill(code === "000000" ? "000001" : "000000");
      await form.getByRole("button", { name: "Sign in" }).click();
      expect(await form.getByRole("alert").textContent()).toBe(
        "That code is not right. Please check the e-mail and try again.",
      );
      await form.getByLabel("Code from the e-mail").fill(code);
      await form.getByRole("button", { name: "Sign in" }).click();

      await page.getByRole("heading", { name: "Your Account", level: 1 }).waitFor();
      const orders = page.getByRole("region", { name: "Your orders" });
      await orders.getByRole("heading", { name: orderNumber }).waitFor();
      expect(await orders.getByText("Forest Pour").count()).toBe(1);
      expect(await page.getByRole("region", { name: "Coffees to review" }).count()).toBe(1);
      expect(await scrollsSideways(page)).toBe(false);
      expect(await seriousViolations(page)).toEqual([]);
      // The header now says Account.
      await page.getByRole("button", { name: "Open menu" }).click();
      await page.locator("#mobile-menu").getByRole("link", { name: "Account", exact: true }).waitFor();
      await page.getByRole("button", { name: "Close menu" }).click();

      await orders.getByRole("button", { name: `View order and invoice for ${orderNumber}` }).click();
      await page.getByRole("article", { name: "Receipt" }).waitFor();
      await page.goBack();
      await orders.getByRole("button", { name: `Order again (${orderNumber})` }).click();
      await page.waitForURL(/\/cart$/);
      await page.getByText("Forest Pour").first().waitFor();

      // Checkout starts filled in with the account's e-mail (decision 095), asked for once the page has hydrated.
      await visit(page, `${mailing.server().url}/checkout`);
      const email = page.getByRole("textbox", { name: "Email", exact: true });
      await expect.poll(() => email.inputValue()).toBe(shopper.email);

      // Signing out everywhere ends this browser's session too.
      await visit(page, `${mailing.server().url}/account`);
      await page.getByRole("button", { name: "Sign out everywhere" }).click();
      await page.getByRole("heading", { name: "Sign in", level: 1 }).waitFor();
      const status = await page.evaluate(async () => (await fetch("/api/account")).status);
      expect(status).toBe(401);
    } finally {
      await other.close();
    }
  });
});
