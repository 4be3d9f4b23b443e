/**
 * Every journey a shopper or the owner makes, done with the keyboard alone, with axe-core run on each
 * state along the way that the page-by-page scan (accessibility.e2e.ts) cannot reach: the checkout
 * steps, the options and payment windows, the AI dialog, the café map's popup, the admin sign-in.
 */
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { seriousViolations } from "./support/axe";
import { LAPTOP, useBrowser, visit } from "./support/browser";
import { SHOPPER } from "./support/checkout";
import { focusIsVisible, focusIsWithin, focusedName, moveFocusIntoGroup, moveFocusTo } from "./support/keyboard";

const browser = useBrowser();

async function expectNoSeriousViolations(page: Page, state: string) {
  expect(await seriousViolations(page), state).toEqual([]);
}

/** Moves to `name` and checks the shopper can see where focus is. */
async function reach(page: Page, name: string | RegExp, options?: { key?: string; limit?: number }) {
  await moveFocusTo(page, name, options);
  expect(await focusIsVisible(page), `focus ring on "${await focusedName(page)}"`).toBe(true);
}

async function typeInto(page: Page, label: RegExp, text: string) {
  await reach(page, label);
  await page.keyboard.type(text);
}

describe("keyboard alone, with axe on every state on the way", () => {
  it("skips the navigation, chooses a coffee, checks out and pays", async () => {
    const page = await browser().newPage(LAPTOP);
    await visit(page, `${browser().baseUrl}/shop`);

    await page.keyboard.press("Tab");
    expect(await focusedName(page)).toBe("Skip to content");
    expect(await focusIsVisible(page)).toBe(true);
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    expect(await focusIsWithin(page, "main"), "after skipping, focus continues in the page's content").toBe(true);

    await reach(page, "Add to Cart: Forest Pour");
    await page.keyboard.press("Enter");
    const options = page.getByRole("dialog", { name: "Forest Pour" });
    await options.waitFor();
    await expect.poll(() => focusIsWithin(page, '[role="dialog"]')).toBe(true);
    await expectNoSeriousViolations(page, "options window");
    // Each choice row is a native radio group: Tab enters it, Space picks the focused choice.
    for (const group of ["Weight", "Brewing method"]) {
      await moveFocusIntoGroup(page, group);
      await page.keyboard.press("Space");
      expect(await focusIsVisible(page), `focus ring in ${group}`).toBe(true);
    }
    await reach(page, "Add to Cart");
    await page.keyboard.press("Enter");
    await options.waitFor({ state: "hidden" });

    await reach(page, "Checkout");
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: "Your details" }).waitFor();

    await reach(page, "Continue to Payment");
    await page.keyboard.press("Enter");
    await page.getByText("Name must be at least 2 characters", { exact: true }).waitFor();
    await expectNoSeriousViolations(page, "checkout details with every message shown");

    await page.keyboard.press("Shift+Tab"); // back into the form: fields are reached from wherever focus is
    await typeInto(page, /^Full name/, SHOPPER.name);
    await typeInto(page, /^Email/, SHOPPER.email);
    await typeInto(page, /^Phone/, SHOPPER.phone);
    await typeInto(page, /^Address/, SHOPPER.street);
    await typeInto(page, /^Pincode/, SHOPPER.pincode);
    await expect.poll(() => page.getByLabel("City", { exact: true }).inputValue()).not.toBe("");
    await reach(page, "Continue to Payment");
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: "Payment", level: 2 }).waitFor();
    await expectNoSeriousViolations(page, "payment step");

    await reach(page, /^Pay ₹/);
    await page.keyboard.press("Enter");
    const sandbox = page.getByRole("dialog", { name: "Test payment" });
    await sandbox.waitFor();
    await expect.poll(() => focusIsWithin(page, '[role="dialog"]')).toBe(true);
    await expectNoSeriousViolations(page, "payment window");
    await reach(page, /^Pay ₹/);
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: /Your order is confirmed/ }).waitFor();
    await expectNoSeriousViolations(page, "order confirmed");
    await page.close();
  });

  it("asks the AI suggester for a coffee and closes it with Escape, focus back on its button", async () => {
    const page = await browser().newPage(LAPTOP);
    await visit(page, `${browser().baseUrl}/`);
    await reach(page, "AI Mood Suggester");
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "AI Coffee Mood Suggester" });
    await dialog.waitFor();
    await expect.poll(() => focusIsWithin(page, '[role="dialog"]')).toBe(true);
    await expectNoSeriousViolations(page, "AI dialog open");

    await reach(page, "How are you feeling today?");
    await page.keyboard.type("rainy evening, missing home");
    await reach(page, "Find My Coffee");
    await page.keyboard.press("Enter");
    await dialog.getByRole("region", { name: "Your coffee" }).waitFor();
    await expectNoSeriousViolations(page, "AI dialog with a suggestion");

    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    // Focus goes back as the dialog unmounts, which may come a frame after it is hidden: wait for it.
    await expect.poll(() => focusedName(page)).toBe("AI Mood Suggester");
    await page.close();
  });

  it("opens a café on the map from the keyboard and closes its popup with Escape", async () => {
    const page = await browser().newPage(LAPTOP);
    await visit(page, `${browser().baseUrl}/cafes`);
    await reach(page, "Mada Street Filter House, Chennai");
    await page.keyboard.press("Enter");
    const popup = page.getByRole("dialog", { name: "Mada Street Filter House" });
    await popup.waitFor();
    await expectNoSeriousViolations(page, "café popup open");
    await page.keyboard.press("Escape");
    await popup.waitFor({ state: "hidden" });
    await expect.poll(() => focusedName(page)).toBe("Mada Street Filter House, Chennai");
    await page.close();
  });

  it("signs the owner in with the keyboard, after a wrong password", async () => {
    const { username, password } = inject("adminCredentials");
    const page = await browser().newPage(LAPTOP);
    await visit(page, `${browser().baseUrl}/admin/login`);
    await typeInto(page, /^Username/, username);
    await typeInto(page, /^Password/, "not-the-password");
    await page.keyboard.press("Enter");
    await page.getByText("Invalid credentials. Please try again.").waitFor();
    await expectNoSeriousViolations(page, "admin sign-in with its error");

    // Focus stays in the password field after the refusal: select what was typed and type again.
    await expect.poll(() => focusedName(page)).toMatch(/^Password/);
    await page.keyboard.press("Control+A");
    await page.keyboard.type(password);
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/admin$/);
    await page.getByRole("tab", { name: "Dashboard", selected: true }).waitFor();
    await expectNoSeriousViolations(page, "admin dashboard");
    await page.close();
  });
});
