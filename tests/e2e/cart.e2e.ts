import { beforeEach, describe, expect, it } from "vitest";
import { useBrowser, visit } from "./support/browser";
import { badge, clearStoredCart, setStoredCart, storedCart, toasts, toastText } from "./support/shop";

const browser = useBrowser();

const forestPour = {
  id: 3,
  name: "Forest Pour",
  price: 780,
  quantity: 1,
  weight: "250",
  brewingMethod: "",
  image: "/images/products/forest-pour-medium-roast-coffee.svg",
};

function summaryValue(page: import("playwright-core").Page, label: string | RegExp) {
  const match = typeof label === "string" ? new RegExp(`^${label}$`) : label;
  return page
    .getByRole("complementary", { name: "Order summary" })
    .locator("dt", { hasText: match })
    .locator("xpath=following-sibling::dd")
    .textContent();
}

describe("the cart", () => {
  beforeEach(async () => {
    const page = await browser().newPage();
    await visit(page, `${browser().baseUrl}/`);
    await clearStoredCart(page);
    await page.close();
  });

  it("shows subtotal, shipping, tax and the free-shipping nudge, and updates them with the quantity", async () => {
    const page = await browser().newPage();
    await visit(page, `${browser().baseUrl}/`);
    await setStoredCart(page, [forestPour]);
    await visit(page, `${browser().baseUrl}/cart`);
    await page.getByText("Add ₹220 more for free shipping!").waitFor();
    expect(await summaryValue(page, "Subtotal")).toBe("₹780");
    expect(await summaryValue(page, "Shipping")).toBe("₹50");
    expect(await summaryValue(page, /Tax/)).toBe("₹140");
    expect(await summaryValue(page, "Total")).toBe("₹970");

    await page.getByRole("button", { name: "Increase quantity of forest pour 250g" }).click();
    await expect.poll(() => summaryValue(page, "Subtotal")).toBe("₹1,560");
    expect(await summaryValue(page, "Shipping")).toBe("Free");
    expect(await summaryValue(page, /Tax/)).toBe("₹281");
    expect(await summaryValue(page, "Total")).toBe("₹1,841");
    expect(await page.getByText(/more for free shipping/).count()).toBe(0);
    await expect.poll(() => badge(page).textContent()).toBe("2");
    await page.close();
  });

  it("removes a line at quantity 0 with a toast, then shows the empty state", async () => {
    const page = await browser().newPage();
    await visit(page, `${browser().baseUrl}/`);
    await setStoredCart(page, [forestPour]);
    await visit(page, `${browser().baseUrl}/cart`);
    await page.getByRole("button", { name: "Decrease quantity of forest pour 250g" }).click();
    await expect.poll(() => toastText(page)).toBe("Item Removed / Item has been removed from your cart");
    await page.getByRole("heading", { name: "Your cart is empty" }).waitFor();
    expect(await page.getByRole("link", { name: "Browse Coffees" }).getAttribute("href")).toBe("/shop");
    expect(await page.getByRole("link", { name: "Go to Checkout" }).getAttribute("href")).toBe("/checkout");
    expect(await storedCart(page)).toEqual([]);
    await page.close();
  });

  it("reprices a stale line at today's price", async () => {
    const page = await browser().newPage();
    await visit(page, `${browser().baseUrl}/`);
    await setStoredCart(page, [{ ...forestPour, price: 1 }]);
    await visit(page, `${browser().baseUrl}/cart`);
    await expect.poll(() => summaryValue(page, "Subtotal")).toBe("₹780");
    await expect.poll(async () => (await storedCart(page))[0]?.price).toBe(780);
    await page.close();
  });

  it("keeps the badge right in every open tab", async () => {
    const first = await browser().newPage();
    const second = await browser().newPage();
    await visit(first, `${browser().baseUrl}/shop`);
    await visit(second, `${browser().baseUrl}/blog`);
    expect(await badge(second).textContent()).toBe("");
    await visit(first, `${browser().baseUrl}/product/earth-ember-dark-roast-coffee`);
    await first.getByRole("button", { name: "Increase quantity" }).click();
    await first.getByRole("button", { name: "Add to Cart", exact: true }).click();
    await expect.poll(() => badge(first).textContent()).toBe("2");
    await expect.poll(() => badge(second).textContent()).toBe("2");
    await clearStoredCart(second);
    await second.evaluate(() => window.dispatchEvent(new Event("cart-updated")));
    await expect.poll(() => badge(first).textContent()).toBe("");
    await first.close();
    await second.close();
  });

  it("shows one toast at a time", async () => {
    const page = await browser().newPage();
    await visit(page, `${browser().baseUrl}/`);
    const featured = page.getByRole("region", { name: /Fresh from this month's roast/ });
    await page.getByRole("button", { name: "Add to Cart: Morning Dust" }).last().click();
    await page.getByRole("button", { name: "Add to Cart: Earth Ember" }).last().click();
    await expect.poll(() => toastText(page)).toBe("Added to Cart / 1x Earth Ember (250g) added to cart");
    expect(await toasts(page).count()).toBe(1);
    expect(await featured.count()).toBe(1);
    await page.close();
  });
});
