/** What the storefront specs share: the stored cart and the toast a shopper sees. */
import type { Page } from "playwright-core";

export type StoredLine = {
  id: number;
  name: string;
  price: number;
  quantity: number;
  weight: string;
  brewingMethod: string;
  image: string;
};

export async function storedCart(page: Page): Promise<StoredLine[]> {
  return page.evaluate(() => JSON.parse(localStorage.getItem("cartItems") ?? "[]"));
}

export async function setStoredCart(page: Page, lines: StoredLine[]): Promise<void> {
  await page.evaluate((items) => {
    localStorage.setItem("cartItems", JSON.stringify(items));
    window.dispatchEvent(new Event("cart-updated"));
  }, lines);
}

export async function clearStoredCart(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.removeItem("cartItems"));
}

/** The toasts on screen (one at a time). Found by attribute: an open modal hides them from roles. */
export function toasts(page: Page) {
  return page.locator("[data-toast][data-state=open]");
}

/**
 * The newest toast on screen, as "title / description", read in one go (a toast can be replaced
 * between two reads). Empty when none is showing. Use with expect.poll.
 */
export async function toastText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const open = document.querySelectorAll("[data-toast][data-state=open]");
    const toast = open[open.length - 1];
    if (!toast) return "";
    const [title, description] = Array.from(toast.querySelectorAll("div > div"), (el) => el.textContent ?? "");
    return `${title ?? ""} / ${description ?? ""}`;
  });
}

export function badge(page: Page) {
  return page.getByTestId("cart-badge");
}
