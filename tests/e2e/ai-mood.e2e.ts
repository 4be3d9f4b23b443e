import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { PHONE, useBrowser, visit } from "./support/browser";
import { toastText } from "./support/shop";

const browser = useBrowser();

function suggester(page: Page) {
  return page.getByRole("dialog", { name: "AI Coffee Mood Suggester" });
}

async function openFromNav(page: Page) {
  await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "AI Mood Suggester" }).click();
  await suggester(page).waitFor();
}

describe("the AI Coffee Mood Suggester", () => {
  it("loads its code only when opened, asks for a feeling, answers a chip and leads to the product", async () => {
    const page = await browser().newPage();
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await visit(page, `${browser().baseUrl}/shop`);
    expect(scripts.some((url) => url.includes("mood-suggester-dialog"))).toBe(false);

    await openFromNav(page);
    expect(scripts.some((url) => url.includes("mood-suggester-dialog"))).toBe(true);
    const dialog = suggester(page);
    const feeling = dialog.getByLabel("How are you feeling today?");
    const submit = dialog.getByRole("button", { name: "Find My Coffee" });

    // Blank: the button is disabled, and Enter on spaces gets the "Share your feelings" toast.
    expect(await submit.isDisabled()).toBe(true);
    await feeling.fill("   ");
    expect(await submit.isDisabled()).toBe(true);
    await feeling.press("Enter");
    await expect.poll(() => toastText(page)).toBe("Share your feelings / Please tell us how you're feeling today");

    await dialog.getByRole("button", { name: "I need a hug" }).click();
    expect(await feeling.inputValue()).toBe("I need a hug");
    await submit.click();
    await dialog.getByRole("heading", { name: "Cozy & Nostalgic" }).waitFor();
    const blend = dialog.getByRole("region", { name: "Your coffee" });
    await blend.getByText("Clay Ritual", { exact: true }).waitFor();
    expect(await blend.getByRole("img", { name: "Strength 3 out of 5" }).count()).toBe(1);
    await dialog.getByRole("region", { name: "How to brew it" }).getByText("South Indian Filter").waitFor();
    expect(
      await dialog.getByRole("region", { name: "How to brew it" }).getByRole("listitem").count(),
    ).toBeGreaterThanOrEqual(3);
    expect(
      await dialog
        .getByRole("region", { name: "A table for you" })
        .getByRole("list", { name: "Café features" })
        .getByRole("listitem")
        .count(),
    ).toBeGreaterThan(0);
    // What it understood, in its own words; the feeling is not quoted back.
    expect(await dialog.getByText(/^A need to feel held — /).count()).toBe(1);
    expect(await dialog.getByText(/“I need a hug”/).count()).toBe(0);

    await dialog.getByRole("link", { name: "Shop This Coffee" }).click();
    await page.waitForURL(`${browser().baseUrl}/product/clay-ritual-filter-coffee`);
    await page.getByRole("heading", { level: 1, name: "Clay Ritual" }).waitFor();
    expect(await suggester(page).count()).toBe(0);
    await page.close();
  });

  it("says when it could not read a feeling and offers the chips, one tap asking again", async () => {
    const page = await browser().newPage();
    await visit(page, `${browser().baseUrl}/`);
    await openFromNav(page);
    const dialog = suggester(page);
    await dialog.getByLabel("How are you feeling today?").fill("asdfgh qwerty");
    await dialog.getByRole("button", { name: "Find My Coffee" }).click();
    await dialog.getByText(/couldn't quite read a feeling/).waitFor();
    const chips = dialog.getByRole("region", { name: "Or pick a feeling" });
    await chips.getByRole("button", { name: "I want to celebrate" }).click();
    await dialog.getByRole("heading", { name: "Bold & Adventurous" }).waitFor();
    expect(await dialog.getByRole("region", { name: "Or pick a feeling" }).count()).toBe(0);
    await page.close();
  });

  it("starts over with Try Another Mood, and Close resets what was typed", async () => {
    const page = await browser().newPage();
    await visit(page, `${browser().baseUrl}/`);
    await openFromNav(page);
    const dialog = suggester(page);
    const feeling = dialog.getByLabel("How are you feeling today?");
    await feeling.fill("so tierd, deadline at 5 😴");
    await feeling.press("Enter");
    await dialog.getByRole("heading", { name: "Energetic & Focused" }).waitFor();
    await dialog.getByRole("button", { name: "Try Another Mood" }).click();
    await feeling.waitFor();
    expect(await feeling.inputValue()).toBe("");
    await expect.poll(() => feeling.evaluate((el) => el === document.activeElement)).toBe(true);

    await feeling.fill("feeling adventurous");
    await dialog.getByRole("button", { name: "Close" }).click();
    await suggester(page).waitFor({ state: "detached" });
    // Focus goes back to the button that opened the dialog.
    const navButton = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "AI Mood Suggester" });
    await expect.poll(() => navButton.evaluate((el) => el === document.activeElement)).toBe(true);

    const heroButton = page
      .getByRole("region", { name: "Welcome" })
      .getByRole("button", { name: "Ask the Mood Suggester" });
    await heroButton.click();
    expect(await suggester(page).getByLabel("How are you feeling today?").inputValue()).toBe("");
    // Focus stays inside while it is open.
    for (let i = 0; i < 12; i++) await page.keyboard.press("Tab");
    expect(await suggester(page).evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await suggester(page).waitFor({ state: "detached" });
    await expect.poll(() => heroButton.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.close();
  });

  it("says it is getting the recommendation, with the button disabled, until the answer arrives", async () => {
    const page = await browser().newPage();
    // Hold the answer until the test has seen the loading state; then let it through to the server.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = 0;
    await page.route("**/api/ai-mood-suggestion", async (route) => {
      asked++;
      await held;
      await route.continue();
    });
    await visit(page, `${browser().baseUrl}/`);
    await openFromNav(page);
    const dialog = suggester(page);
    const feeling = dialog.getByLabel("How are you feeling today?");
    await feeling.fill("I'm feeling stressed");
    await dialog.getByRole("button", { name: "Find My Coffee" }).click();

    const loading = dialog.getByRole("button", { name: "Getting your perfect recommendation..." });
    await loading.waitFor();
    expect(await loading.isDisabled()).toBe(true);
    expect(await dialog.getByRole("button", { name: "Find My Coffee" }).count()).toBe(0);
    expect(await dialog.getByRole("button", { name: "I need a hug" }).isDisabled()).toBe(true);
    // Enter while waiting sends nothing more.
    await feeling.press("Enter");
    expect(await feeling.inputValue()).toBe("I'm feeling stressed");

    release();
    await dialog.getByRole("heading", { name: "Calm & Reflective" }).waitFor();
    expect(await dialog.getByText("Getting your perfect recommendation...").count()).toBe(0);
    expect(asked).toBe(1);
    await page.close();
  });

  it("keeps the text and says so when the server fails", async () => {
    const page = await browser().newPage();
    await page.route("**/api/ai-mood-suggestion", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"boom"}' }),
    );
    await visit(page, `${browser().baseUrl}/discover-your-mood`);
    await page.getByRole("button", { name: "Try AI Mood Suggester" }).click();
    const dialog = suggester(page);
    await dialog.getByLabel("How are you feeling today?").fill("I want to celebrate");
    await dialog.getByRole("button", { name: "Find My Coffee" }).click();
    await expect
      .poll(() => toastText(page))
      .toBe("Something went wrong / Unable to get AI recommendation. Please try again.");
    expect(await dialog.getByLabel("How are you feeling today?").inputValue()).toBe("I want to celebrate");
    expect(await dialog.getByRole("button", { name: "Find My Coffee" }).isEnabled()).toBe(true);
    await page.close();
  });

  it("works on a phone from the menu, shows the blend's name when its picture fails, and finds the café on home", async () => {
    const page = await browser().newPage(PHONE);
    await page.route("**/images/products/**", (route) => route.fulfill({ status: 404, body: "" }));
    await visit(page, `${browser().baseUrl}/`);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.locator("#mobile-menu").getByRole("button", { name: "AI Mood Suggester" }).click();
    const dialog = suggester(page);
    await dialog.getByRole("button", { name: "I want to celebrate" }).click();
    await dialog.getByRole("button", { name: "Find My Coffee" }).click();
    await dialog.getByRole("heading", { name: "Bold & Adventurous" }).waitFor();
    await dialog
      .getByRole("region", { name: "Your coffee" })
      .getByRole("img", { name: "Earth Ember", exact: true })
      .waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    await dialog.getByRole("button", { name: "Find This Cafe" }).click();
    await suggester(page).waitFor({ state: "detached" });
    await page.waitForURL(`${browser().baseUrl}/#cafe-discovery`);
    await expect
      .poll(() =>
        page.evaluate(() => Math.abs(document.getElementById("cafe-discovery")!.getBoundingClientRect().top) < 200),
      )
      .toBe(true);
    await page.close();
  });
});
