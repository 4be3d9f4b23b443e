/**
 * Issue 20 item 2 on a phone (decision 153): the shopper chooses South Indian filter grind with an 80 : 20
 * coffee–chicory blend on a product page; the cart keeps the blends apart; the cart, checkout and order page
 * say what was chosen; the owner's packing slip prints it. Screenshots at 390 and 1366 px go to
 * tests/.artifacts/grind-and-chicory/ (git-ignored) to look through.
 */
import { mkdir } from "node:fs/promises";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openTab, signIn } from "./support/admin";
import { LAPTOP, useBrowser, visit } from "./support/browser";
import { continueToPayment, fillDetails, newShopper, openSandbox, scrollToSummary } from "./support/checkout";
import { clearStoredCart, storedCart, toastText } from "./support/shop";

const browser = useBrowser();
const PHONE_390 = { width: 390, height: 844 };
const SHOTS = "tests/.artifacts/grind-and-chicory";
const PRODUCT = "/product/forest-pour-medium-roast-coffee";
const FILTER_80_20 = "South Indian Filter · 80 : 20 coffee–chicory";

const chicoryGroup = (page: Page) => page.getByRole("group", { name: "Coffee–chicory blend" });

async function addFilter(page: Page, blend: "100 % coffee" | "80 : 20" | "70 : 30") {
  await page.getByRole("radio", { name: "South Indian Filter", exact: true }).check();
  await chicoryGroup(page).getByRole("radio", { name: blend }).check();
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect.poll(() => toastText(page)).toMatch(/^Added to Cart \//);
}

describe("the grind for every brewer", () => {
  it("chooses filter 80 : 20 on a phone, keeps it in the cart, checkout and the order page, and prints it on the slip", async () => {
    await mkdir(SHOTS, { recursive: true });
    const page = await browser().newPage(PHONE_390);
    await visit(page, `${browser().baseUrl}${PRODUCT}`);
    await clearStoredCart(page);
    await visit(page, `${browser().baseUrl}${PRODUCT}`);

    // Whole beans and filter are offered beside the recipe's methods; the blend only once filter is chosen.
    await page.getByRole("radio", { name: "Whole Beans", exact: true }).waitFor();
    expect(await chicoryGroup(page).count()).toBe(0);
    await page.getByRole("radio", { name: "South Indian Filter", exact: true }).check();
    await chicoryGroup(page).waitFor();
    expect(await chicoryGroup(page).getByRole("radio", { name: "100 % coffee" }).isChecked()).toBe(true);
    await chicoryGroup(page).getByRole("radio", { name: "80 : 20" }).check();
    await chicoryGroup(page).evaluate((element) => element.scrollIntoView({ block: "center", behavior: "instant" }));
    await page.screenshot({ path: `${SHOTS}/product-options-390.png` });

    await addFilter(page, "80 : 20");
    await addFilter(page, "80 : 20");
    await addFilter(page, "70 : 30");
    const cart = await storedCart(page);
    expect(
      cart.map((line) => [line.brewingMethod, (line as { chicoryPercent?: number }).chicoryPercent, line.quantity]),
    ).toEqual([
      ["south-indian-filter", 20, 2],
      ["south-indian-filter", 30, 1],
    ]);
    // A grind without chicory leaves the blend behind.
    await page.getByRole("radio", { name: "Espresso", exact: true }).check();
    await expect.poll(() => chicoryGroup(page).count()).toBe(0);

    await visit(page, `${browser().baseUrl}/cart`);
    await page.getByText(new RegExp(`250g · ${FILTER_80_20}`)).waitFor();
    await page.getByText(/250g · South Indian Filter · 70 : 30 coffee–chicory/).waitFor();
    await page.screenshot({ path: `${SHOTS}/cart-390.png`, fullPage: true });

    await visit(page, `${browser().baseUrl}/checkout`);
    await page.getByRole("heading", { name: "Your details" }).waitFor();
    const summary = (await scrollToSummary(page)).getByRole("list", { name: "Items in your order" });
    await summary.getByText(new RegExp(`250g · ${FILTER_80_20} · 2 ×`)).waitFor();
    await fillDetails(page, newShopper());
    const orderNumber = await continueToPayment(page);
    const sandbox = await openSandbox(page);
    await sandbox.getByRole("button", { name: /^Pay ₹/ }).click();
    await page.getByRole("heading", { name: /Your order is confirmed/ }).waitFor();

    await page.getByRole("link", { name: "View your order" }).click();
    await page.getByRole("heading", { name: orderNumber }).waitFor();
    await page.getByText(new RegExp(`250g\\s*· ${FILTER_80_20} · 2 ×`)).waitFor();
    await page.screenshot({ path: `${SHOTS}/order-390.png`, fullPage: true });
    await page.close();

    // The owner's sheet and packing slip name the grind and the blend.
    const owner = await browser().newPage(LAPTOP);
    await signIn(owner, browser().baseUrl);
    await openTab(owner, "Orders");
    await owner.getByRole("button", { name: `Manage ${orderNumber}` }).click();
    const sheet = owner.getByRole("dialog", { name: `Order ${orderNumber}` });
    await sheet.getByText(new RegExp(`250 g · ${FILTER_80_20}`)).waitFor();
    const [slips] = await Promise.all([
      owner.context().waitForEvent("page"),
      sheet.getByRole("link", { name: "Print Packing Slip" }).click(),
    ]);
    const slip = slips.getByRole("article", { name: `Packing slip ${orderNumber}` });
    await slip.waitFor();
    // One row per blend: coffee, size, grind, … and the bags to pack (other columns, such as the batch, may sit between).
    const rowOf = async (grind: string) =>
      (await slip.getByRole("row").filter({ hasText: grind }).getByRole("cell").allInnerTexts()).map((t) => t.trim());
    const eighty = await rowOf(FILTER_80_20);
    expect(eighty.slice(0, 3)).toEqual(["Forest Pour", "250 g", FILTER_80_20]);
    expect(eighty).toContain("2");
    const seventy = await rowOf("South Indian Filter · 70 : 30 coffee–chicory");
    expect(seventy.slice(0, 3)).toEqual(["Forest Pour", "250 g", "South Indian Filter · 70 : 30 coffee–chicory"]);
    expect(seventy).toContain("1");
    await slips.setViewportSize(LAPTOP);
    await slips.screenshot({ path: `${SHOTS}/slip-1366.png`, fullPage: true });
    await slips.setViewportSize(PHONE_390);
    await slips.screenshot({ path: `${SHOTS}/slip-390.png`, fullPage: true });
    await owner.close();
  });

  it("offers the blend in the shop's options dialog too (1366 px)", async () => {
    const page = await browser().newPage(LAPTOP);
    await visit(page, `${browser().baseUrl}/shop`);
    await page.getByRole("button", { name: "Add to Cart: Forest Pour" }).first().click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("radio", { name: "250g" }).check();
    await dialog.getByRole("radio", { name: "South Indian Filter", exact: true }).check();
    await dialog.getByRole("group", { name: "Coffee–chicory blend" }).getByRole("radio", { name: "70 : 30" }).check();
    await page.screenshot({ path: `${SHOTS}/options-dialog-1366.png` });
    await dialog.getByRole("button", { name: "Add to Cart" }).click();
    await expect.poll(() => toastText(page)).toMatch(/^Added to Cart \//);
    const cart = await storedCart(page);
    expect(cart.at(-1)).toMatchObject({ brewingMethod: "south-indian-filter", chicoryPercent: 30 });
    await page.close();
  });
});
