import { beforeEach, describe, expect, it } from "vitest";
import { useBrowser, visit } from "./support/browser";
import { clearStoredCart, storedCart, toastText } from "./support/shop";

const browser = useBrowser();

describe("the shop", () => {
  beforeEach(async () => {
    const page = await browser().newPage();
    await visit(page, `${browser().baseUrl}/shop`);
    await clearStoredCart(page);
    await page.close();
  });

  it("asks for a weight, then a brewing method, before adding from the options dialog", async () => {
    const page = await browser().newPage();
    await visit(page, `${browser().baseUrl}/shop`);
    expect(await page.getByRole("complementary", { name: "Cart summary" }).count()).toBe(0);
    await page.getByRole("button", { name: "Add to Cart: Forest Pour" }).click();
    const dialog = page.getByRole("dialog", { name: "Forest Pour" });
    await dialog.waitFor();

    await dialog.getByRole("button", { name: "Add to Cart" }).click();
    await expect.poll(() => toastText(page)).toBe("Please select weight / Choose a weight option to continue");

    await dialog.getByRole("radio", { name: /^500g/ }).click();
    await dialog.getByRole("button", { name: "Add to Cart" }).click();
    await expect.poll(() => toastText(page)).toBe("Please select brewing method / Choose a brewing method to continue");

    await dialog.getByRole("radio", { name: "French Press" }).click();
    await dialog
      .getByRole("button", { name: "Decrease quantity" })
      .isDisabled()
      .then((disabled) => expect(disabled).toBe(true));
    await dialog.getByRole("button", { name: "Increase quantity" }).click();
    await dialog.getByRole("button", { name: "Add to Cart" }).click();
    await expect.poll(() => toastText(page)).toBe("Added to Cart / 2x Forest Pour (500g) added to cart");
    await dialog.waitFor({ state: "detached" });

    expect(await storedCart(page)).toEqual([
      {
        id: 3,
        name: "Forest Pour",
        price: 1404,
        quantity: 2,
        weight: "500",
        brewingMethod: "french-press",
        image: "/images/products/forest-pour-medium-roast-coffee.svg",
      },
    ]);
    const summary = page.getByRole("complementary", { name: "Cart summary" });
    await summary.waitFor();
    expect(await summary.textContent()).toContain("₹2,808");
    expect(await summary.getByRole("link", { name: "Checkout" }).getAttribute("href")).toBe("/checkout");
    await page.close();
  });

  it("keeps the shop when the options dialog's code cannot be fetched, and fetches it again the next time", async () => {
    const page = await browser().newPage();
    let refuse = true;
    await page.route(/\/assets\/product-options-dialog-[^/]+\.js$/, (route) =>
      refuse ? route.abort("internetdisconnected") : route.continue(),
    );
    await visit(page, `${browser().baseUrl}/shop`);
    await page.getByRole("button", { name: "Add to Cart: Forest Pour" }).click();
    const failed = page.getByRole("alert").filter({ hasText: "This part of the page could not be loaded." });
    await failed.waitFor();
    expect(await page.getByRole("button", { name: "Add to Cart: Bitter Gold" }).isVisible()).toBe(true);
    await failed.getByRole("button", { name: "Close" }).click();
    await failed.waitFor({ state: "detached" });

    refuse = false;
    await page.getByRole("button", { name: "Add to Cart: Forest Pour" }).click();
    await page.getByRole("dialog", { name: "Forest Pour" }).waitFor();
    expect(await failed.count()).toBe(0);
    await page.close();
  });

  it("keeps lines with different brewing methods apart and merges the same one", async () => {
    const page = await browser().newPage();
    await visit(page, `${browser().baseUrl}/shop`);
    for (const method of ["Espresso", "Moka Pot", "Espresso"]) {
      await page.getByRole("button", { name: "Add to Cart: Bitter Gold" }).click();
      const dialog = page.getByRole("dialog", { name: "Bitter Gold" });
      await dialog.getByRole("radio", { name: /^250g/ }).click();
      await dialog.getByRole("radio", { name: method }).click();
      await dialog.getByRole("button", { name: "Add to Cart" }).click();
      await dialog.waitFor({ state: "detached" });
    }
    const cart = await storedCart(page);
    expect(cart.map((l) => [l.brewingMethod, l.quantity])).toEqual([
      ["espresso", 2],
      ["moka-pot", 1],
    ]);
    await page.close();
  });

  it("shows a sold-out coffee as Out of Stock and will not add it", async () => {
    const page = await browser().newPage();
    await visit(page, `${browser().baseUrl}/shop`);
    const button = page.getByRole("button", { name: "Out of Stock: Shevaroy Peaberry" });
    expect(await button.textContent()).toBe("Out of Stock");
    expect(await button.isDisabled()).toBe(true);
    await page.close();
  });

  it.each([
    ["dark-roast", ["Earth Ember", "Bitter Gold", "Still Smoke"]],
    ["specialty", ["Golden Hush", "Still Smoke", "Kodagu Wild Ferment"]],
  ])("filters /shop?category=%s for real", async (category, names) => {
    const page = await browser().newPage();
    await visit(page, `${browser().baseUrl}/shop?category=${category}`);
    const headings = await page
      .getByRole("region", { name: "Products" })
      .getByRole("heading", { level: 3 })
      .allTextContents();
    expect(headings).toEqual(names);
    await page.close();
  });

  it("serves the same listing at /coffees", async () => {
    const page = await browser().newPage();
    const response = await visit(page, `${browser().baseUrl}/coffees`);
    expect(response?.status()).toBe(200);
    expect(await page.getByText("12 coffees").count()).toBe(1);
    await page.close();
  });
});
