/** What the checkout and orders specs share: a cart to start from, the details form, the sandbox window. */
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { visit } from "./browser";
import { setStoredCart, type StoredLine } from "./shop";

export const FOREST_POUR: StoredLine = {
  id: 3,
  name: "Forest Pour",
  price: 780,
  quantity: 1,
  weight: "250",
  brewingMethod: "",
  image: "",
};
export const MORNING_DUST_POUR_OVER: StoredLine = {
  id: 1,
  name: "Morning Dust",
  price: 1300,
  quantity: 1,
  weight: "250",
  brewingMethod: "pour-over",
  image: "",
};

export const SHOPPER = {
  name: "Asha Rao",
  email: "asha.rao@example.com",
  phone: "+91 98765 43210",
  street: "12, 4th Cross, Indiranagar",
  pincode: "560038",
};

let shoppers = 0;

/**
 * Asha again, with an address and phone of her own for this checkout: the shop limits how many unpaid
 * orders one e-mail or phone holds (decision 032), and the specs leave many unpaid on the shared server.
 */
export function newShopper(): typeof SHOPPER {
  shoppers += 1;
  const n = (Date.now() * 10 + shoppers) % 1_000_000_000;
  return { ...SHOPPER, email: `asha.rao+${n}@example.com`, phone: `+91 9${String(n).padStart(9, "0")}` };
}

/** Puts `lines` in this browser's cart and opens /checkout on the details step. */
export async function openCheckout(page: Page, baseUrl: string, lines: StoredLine[]): Promise<void> {
  await visit(page, `${baseUrl}/`);
  await setStoredCart(page, lines);
  await visit(page, `${baseUrl}/checkout`);
  await page.getByRole("heading", { name: "Your details" }).waitFor();
}

/**
 * The details step's order summary, scrolled to as a shopper does: on a phone it sits below the form, and
 * its code loads as it nears the screen (decision 170), so until then it is a placeholder.
 */
export async function scrollToSummary(page: Page) {
  const summary = page.getByRole("complementary", { name: "Order summary" });
  await summary.scrollIntoViewIfNeeded();
  return summary;
}

export function detailsForm(page: Page) {
  return page.getByRole("form", { name: "Delivery details" });
}

export function field(page: Page, label: string) {
  return detailsForm(page).getByLabel(label, { exact: true });
}

/** Fills the seven fields as a shopper would; city and state come from the pincode lookup. */
export async function fillDetails(page: Page, shopper = newShopper()): Promise<void> {
  await field(page, "Full name").fill(shopper.name);
  await field(page, "Email").fill(shopper.email);
  await field(page, "Phone").fill(shopper.phone);
  await field(page, "Address").fill(shopper.street);
  await field(page, "Pincode").fill(shopper.pincode);
  await expect.poll(() => field(page, "City").inputValue()).not.toBe("");
}

/** Submits the details and waits for the payment step; answers the order number it shows. */
export async function continueToPayment(page: Page): Promise<string> {
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await page.getByRole("heading", { name: "Payment", level: 2 }).waitFor();
  return orderNumberShown(page);
}

export async function orderNumberShown(page: Page): Promise<string> {
  const summary = page.getByRole("complementary", { name: "Order summary" });
  const text = await summary.getByText(/^BB-\d{4}-\d{6,}$/).textContent();
  return text ?? "";
}

export function payButton(page: Page) {
  return page.getByRole("button", { name: /^Pay ₹/ });
}

export function sandboxWindow(page: Page) {
  return page.getByRole("dialog", { name: "Test payment" });
}

/** Opens the sandbox window from the payment step and answers it. */
export async function openSandbox(page: Page) {
  await payButton(page).click();
  const dialog = sandboxWindow(page);
  await dialog.waitFor();
  return dialog;
}

/** True when the page is wider than the window (the shopper would have to scroll sideways). */
export function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

/** A paid order placed through the page and the sandbox window, as a shopper would; answers its number. */
export async function placePaidOrder(
  page: Page,
  baseUrl: string,
  lines: StoredLine[],
  shopper = SHOPPER,
): Promise<string> {
  await openCheckout(page, baseUrl, lines);
  await fillDetails(page, shopper);
  const orderNumber = await continueToPayment(page);
  const sandbox = await openSandbox(page);
  await sandbox.getByRole("button", { name: /^Pay ₹/ }).click();
  await page.getByRole("heading", { name: /Your order is confirmed/ }).waitFor();
  return orderNumber;
}
