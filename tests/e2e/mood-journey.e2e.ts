import { beforeEach, describe, expect, it } from "vitest";
import { useBrowser, visit } from "./support/browser";
import { badge, clearStoredCart, storedCart, toastText } from "./support/shop";

const browser = useBrowser();

describe("finding a coffee by mood", () => {
  beforeEach(async () => {
    const page = await browser().newPage();
    await visit(page, `${browser().baseUrl}/`);
    await clearStoredCart(page);
    await page.close();
  });

  it("goes from home to a mood, to a product, into the cart and onto the badge", async () => {
    const page = await browser().newPage();
    await visit(page, `${browser().baseUrl}/`);
    await page
      .locator("#discover")
      .getByRole("link", { name: /Calm & Reflective/ })
      .click();
    await page.waitForURL(/\/mood\/calm-and-reflective-coffee-match$/);
    await page.getByRole("heading", { level: 1, name: "Calm & Reflective" }).waitFor();
    expect(await page.getByText("2 perfect matches found").count()).toBe(1);

    // Choosing a coffee reveals the brewing ritual for this mood.
    expect(await page.getByRole("heading", { name: "Perfect Brewing for Your Mood" }).count()).toBe(0);
    await page.getByRole("button", { name: /Choose Morning Dust/ }).click();
    await page.getByRole("heading", { name: "Perfect Brewing for Your Mood" }).waitFor();
    expect(await page.getByText("90-95°C").count()).toBe(1);

    await page.getByRole("link", { name: "View details of Morning Dust" }).click();
    await page.waitForURL(/\/product\/morning-dust-light-roast-coffee$/);
    await page.getByRole("heading", { level: 1, name: "Morning Dust" }).waitFor();
    // Morning Dust is sold in 100 g first, at its own gram-option price.
    expect(await page.getByText("for 100g").count()).toBe(1);
    await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
    await expect.poll(() => toastText(page)).toBe("Added to Cart / 1x Morning Dust (100g) added to cart");
    await expect.poll(() => badge(page).textContent()).toBe("1");
    expect(await storedCart(page)).toEqual([
      {
        id: 1,
        name: "Morning Dust",
        price: 525,
        quantity: 1,
        weight: "100",
        brewingMethod: "pour-over",
        image: "/images/products/morning-dust-light-roast-coffee.svg",
      },
    ]);
    await page.close();
  });

  it("adds a mood card's coffee at 250 g for pour-over at the product's real price", async () => {
    const page = await browser().newPage();
    await visit(page, `${browser().baseUrl}/mood/energetic-focused`);
    await page.getByRole("button", { name: "Add to Cart: Forest Pour" }).click();
    await expect.poll(() => toastText(page)).toBe("Added to Cart / 1x Forest Pour (250g) added to cart");
    await page.getByRole("button", { name: "Add to Cart: Forest Pour" }).click();
    await expect.poll(() => badge(page).textContent()).toBe("2");
    const [line] = await storedCart(page);
    expect(line).toMatchObject({
      name: "Forest Pour",
      price: 780,
      weight: "250",
      brewingMethod: "pour-over",
      quantity: 2,
    });
    await page.close();
  });

  it("cannot add a sold-out match from its mood card", async () => {
    const page = await browser().newPage();
    await visit(page, `${browser().baseUrl}/mood/creative-inspired`);
    const button = page.getByRole("button", { name: "Out of Stock: Shevaroy Peaberry" });
    expect(await button.isDisabled()).toBe(true);
    await page.close();
  });

  it("shows 'Mood not found' with a real 404 for an unknown mood", async () => {
    const page = await browser().newPage();
    const response = await visit(page, `${browser().baseUrl}/mood/sleepy-and-grumpy-coffee-match`);
    expect(response?.status()).toBe(404);
    await page.getByRole("heading", { name: "Mood not found" }).waitFor();
    await page.getByRole("link", { name: "Return Home" }).click();
    await page.waitForURL(`${browser().baseUrl}/`);
    await page.close();
  });

  it("lists the moods with their real number of matches on the discovery page", async () => {
    const page = await browser().newPage();
    await visit(page, `${browser().baseUrl}/discover-your-mood`);
    await page.getByRole("heading", { level: 1, name: "What's Your Coffee Mood?" }).waitFor();
    expect(await page.getByText("3 Perfect Matches").count()).toBe(2);
    expect(await page.getByText("2 Perfect Matches").count()).toBe(4);
    await page.getByRole("button", { name: "Try AI Mood Suggester" }).click();
    await page.getByRole("dialog", { name: "AI Coffee Mood Suggester" }).waitFor();
    await page.close();
  });
});
