import { describe, expect, it } from "vitest";
import { PHONE, useBrowser, visit } from "./support/browser";
import { toastText } from "./support/shop";

const browser = useBrowser();

describe("the home page", () => {
  it("switches the hero carousel to the mood whose dot is chosen", async () => {
    const page = await browser().newPage();
    await visit(page, `${browser().baseUrl}/`);
    const slides = page.getByRole("region", { name: "Welcome" });
    await slides.getByText("Calm & Reflective", { exact: true }).waitFor();
    await page.getByRole("button", { name: "Show Cozy & Nostalgic" }).click();
    await slides.getByText("Nilgiri Estate Blend").waitFor();
    expect(await page.getByRole("link", { name: /Find Perfect Match/ }).getAttribute("href")).toBe(
      "/mood/cozy-and-nostalgic-coffee-match",
    );
    await page.close();
  });

  it("joins the newsletter, asking for an email first", async () => {
    const page = await browser().newPage(PHONE);
    await visit(page, `${browser().baseUrl}/`);
    const form = page.getByRole("region", { name: /Join the Bean & Bhūmi Community/ });
    await form.getByRole("button", { name: "Join the Community" }).click();
    await expect.poll(() => toastText(page)).toBe("Email Required / Please enter your email address.");
    await form.getByLabel("Email").fill("kaveri@example.com");
    await form.getByLabel(/Favourite coffee mood/).selectOption("soulful-slow");
    await form.getByRole("button", { name: "Join the Community" }).click();
    await expect
      .poll(() => toastText(page))
      .toBe("Welcome to Bean & Bhūmi! / Please confirm with the link we've sent to your email.");
    expect(await form.getByLabel("Email").inputValue()).toBe("");
    await page.close();
  });

  it("starts a subscription once every field is filled", async () => {
    const page = await browser().newPage();
    await visit(page, `${browser().baseUrl}/`);
    const form = page.getByRole("region", { name: "Your Monthly Coffee Ritual" });
    await form.getByLabel("Email").fill("ravi@example.com");
    await form.getByRole("button", { name: "Start My Subscription" }).click();
    await expect
      .poll(() => toastText(page))
      .toBe("Missing Information / Please fill in all fields to start your subscription.");
    await form.getByLabel("Primary mood").selectOption("cozy-nostalgic");
    await form.getByLabel("Frequency").selectOption("monthly");
    await form.getByRole("button", { name: "Start My Subscription" }).click();
    await expect
      .poll(() => toastText(page))
      .toBe("Subscription Started! / Your monthly coffee journey begins now. Check your email for details.");
    // Stored as "interested"; the way on is to pay now, with the choices carried over.
    await form.getByRole("link", { name: "Pay and start now" }).click();
    await page.waitForURL(/\/subscription\/start\?mood=cozy-nostalgic&frequency=monthly$/);
    expect(await page.getByLabel("Mood", { exact: true }).inputValue()).toBe("cozy-nostalgic");
    expect(await page.getByLabel("How often", { exact: true }).inputValue()).toBe("monthly");
    await page.close();
  });

  it("adds a featured coffee at 250 g with no brewing method", async () => {
    const page = await browser().newPage();
    await visit(page, `${browser().baseUrl}/`);
    await page.evaluate(() => localStorage.removeItem("cartItems"));
    await page.getByRole("button", { name: "Add to Cart: Golden Hush" }).last().click();
    await expect.poll(() => toastText(page)).toBe("Added to Cart / 1x Golden Hush (250g) added to cart");
    const cart = await page.evaluate(() => JSON.parse(localStorage.getItem("cartItems") ?? "[]"));
    expect(cart).toEqual([
      {
        id: 4,
        name: "Golden Hush",
        price: 950,
        quantity: 1,
        weight: "250",
        brewingMethod: "",
        image: "/images/products/golden-hush-honey-process-coffee.svg",
      },
    ]);
    await page.evaluate(() => localStorage.removeItem("cartItems"));
    await page.close();
  });
});
