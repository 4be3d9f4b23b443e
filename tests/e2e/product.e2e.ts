import { beforeEach, describe, expect, it } from "vitest";
import { PHONE, useBrowser, visit } from "./support/browser";
import { clearStoredCart, storedCart, toastText } from "./support/shop";

const browser = useBrowser();

describe("a product page", () => {
  beforeEach(async () => {
    const page = await browser().newPage();
    await visit(page, `${browser().baseUrl}/shop`);
    await clearStoredCart(page);
    await page.close();
  });

  it("prices each weight with the 1 / 1.8 / 3.4 rule and the compare-at price", async () => {
    const page = await browser().newPage();
    await visit(page, `${browser().baseUrl}/product/golden-hush-honey-process-coffee`);
    const price = page.locator("p", { hasText: "for 250g" }).first();
    expect((await price.textContent())?.replace(/\s+/g, " ")).toContain("₹950");
    await page.getByRole("radio", { name: /^1000g/ }).click();
    const kilo = page.locator("p", { hasText: "for 1000g" }).first();
    await kilo.waitFor();
    // ₹950 × 3.4 = ₹3,230; compare-at ₹1,050 × 3.4 = ₹3,570
    expect((await kilo.textContent())?.replace(/\s+/g, " ")).toMatch(/₹3,230.*₹3,570/);
    await page.close();
  });

  it("Buy Now adds the line, says so, and goes to checkout", async () => {
    const page = await browser().newPage(PHONE);
    await visit(page, `${browser().baseUrl}/product/forest-pour-medium-roast-coffee`);
    await page.getByRole("radio", { name: /^500g/ }).click();
    await page.getByRole("radio", { name: "Cold Brew" }).click();
    await page.getByRole("button", { name: "Buy Now" }).click();
    await expect.poll(() => toastText(page)).toMatch(/^Redirecting to Checkout \//);
    await page.waitForURL(`${browser().baseUrl}/checkout`);
    const [line] = await storedCart(page);
    expect(line).toMatchObject({
      name: "Forest Pour",
      weight: "500",
      price: 1404,
      quantity: 1,
      brewingMethod: "cold-brew",
    });
    await page.close();
  });

  it("disables Add to Cart and Buy Now for a sold-out coffee", async () => {
    const page = await browser().newPage();
    await visit(page, `${browser().baseUrl}/product/shevaroy-peaberry-coffee`);
    expect(await page.getByText("Out of Stock", { exact: true }).count()).toBeGreaterThan(0);
    expect(await page.getByRole("button", { name: "Add to Cart", exact: true }).isDisabled()).toBe(true);
    expect(await page.getByRole("button", { name: "Buy Now" }).isDisabled()).toBe(true);
    await page.close();
  });

  it("carries Product and BreadcrumbList structured data in INR", async () => {
    const page = await browser().newPage();
    await visit(page, `${browser().baseUrl}/p/4`);
    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) =>
      JSON.parse(t),
    );
    const product = blocks.find((b) => b["@type"] === "Product");
    expect(product.offers).toMatchObject({
      priceCurrency: "INR",
      lowPrice: "950.00",
      highPrice: "3230.00",
      availability: "https://schema.org/InStock",
    });
    expect(blocks.find((b) => b["@type"] === "BreadcrumbList").itemListElement).toHaveLength(3);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(
      `${browser().baseUrl}/product/golden-hush-honey-process-coffee`,
    );
    // Social previews get the rendered JPEG, not the SVG artwork.
    expect(await page.locator('meta[property="og:image"]').getAttribute("content")).toBe(
      `${browser().baseUrl}/images/og/product-golden-hush-honey-process-coffee.jpg`,
    );
    await page.close();
  });

  it("answers an unknown product with the 404 page", async () => {
    const page = await browser().newPage();
    const response = await visit(page, `${browser().baseUrl}/product/no-such-coffee`);
    expect(response?.status()).toBe(404);
    await page.getByRole("heading", { name: "404 Page Not Found" }).waitFor();
    await page.close();
  });
});
