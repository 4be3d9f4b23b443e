import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { PHONE, useBrowser, visit } from "./support/browser";
import { toastText } from "./support/shop";

const browser = useBrowser();
/** Standing near Chennai Central. */
const CHENNAI = { latitude: 13.0827, longitude: 80.2707 };

const countLine = (page: Page) => page.getByRole("region", { name: "All cafés" }).locator("p[aria-live]");
const markers = (page: Page) => page.locator("[data-cafe-marker]");

describe("the café finder", () => {
  it("filters cafés by feature chips and clears the filter", async () => {
    const page = await browser().newPage();
    await visit(page, `${browser().baseUrl}/cafes`);
    await expect.poll(() => countLine(page).textContent()).toBe("12 cafés");
    expect(await markers(page).count()).toBe(12);
    const wifi = page.getByRole("button", { name: "Strong Wi-Fi" });
    await wifi.click();
    expect(await wifi.getAttribute("aria-pressed")).toBe("true");
    await expect.poll(() => countLine(page).textContent()).toMatch(/^\d+ of 12 cafés$/);
    const shown = Number((await countLine(page).textContent())!.split(" ")[0]);
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(12);
    expect(await markers(page).count()).toBe(shown);
    // Every café left offers the feature.
    const cards = page
      .getByRole("region", { name: "All cafés" })
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { level: 3 }) });
    for (const card of await cards.all())
      expect(await card.getByRole("list", { name: "Features" }).textContent()).toContain("Strong Wi-Fi");
    await wifi.click();
    await expect.poll(() => countLine(page).textContent()).toBe("12 cafés");
    await page.getByRole("button", { name: "Outdoor seating" }).click();
    await page.getByRole("button", { name: "Instagrammable" }).click();
    await page.getByRole("button", { name: "Clear Filter" }).first().click();
    await expect.poll(() => countLine(page).textContent()).toBe("12 cafés");
    expect(await page.getByRole("button", { name: "Clear Filter" }).count()).toBe(0);
    await page.close();
  });

  it("opens a marker's popup from the keyboard, with rating, features and real links", async () => {
    const page = await browser().newPage(PHONE);
    await visit(page, `${browser().baseUrl}/cafes`);
    const marker = page.getByRole("button", { name: "Mada Street Filter House, Chennai" });
    await marker.focus();
    await page.keyboard.press("Enter");
    const popup = page.getByRole("dialog", { name: "Mada Street Filter House" });
    await popup.waitFor();
    expect(await popup.textContent()).toContain("4.7 / 5.0");
    expect(await popup.textContent()).toContain("North Mada Street, Mylapore, Chennai");
    expect(await popup.getByRole("list", { name: "Features" }).textContent()).toContain("Instagrammable");
    expect(await popup.getByRole("link", { name: "Get Directions" }).getAttribute("href")).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=13.0346,80.2697",
    );
    expect(await popup.getByRole("link", { name: "Call Café" }).getAttribute("href")).toMatch(/^tel:\+9144\d{8}$/);
    // The map keeps its shape on a 360 px phone: the markers stay inside it.
    const map = (await page.locator("#cafe-map figure").boundingBox())!;
    expect(map.width).toBeLessThanOrEqual(360);
    const box = (await marker.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(map.x);
    expect(box.x + box.width).toBeLessThanOrEqual(map.x + map.width);
    await page.keyboard.press("Escape");
    await popup.waitFor({ state: "detached" });
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(
      "Mada Street Filter House, Chennai",
    );
    await page.close();
  });

  it("finds the two nearest cafés when location is granted, with distances, and shows all again", async () => {
    await browser().context.grantPermissions(["geolocation"], { origin: browser().baseUrl });
    await browser().context.setGeolocation(CHENNAI);
    const page = await browser().newPage();
    await visit(page, `${browser().baseUrl}/cafes`);
    await page.getByRole("button", { name: "Find Nearby Cafés" }).click();
    await expect.poll(() => toastText(page)).toBe("Location Found! / Showing cafés near your location.");
    const nearest = page.getByRole("list", { name: "Nearest cafés" }).getByRole("listitem");
    await expect.poll(() => nearest.count()).toBe(2);
    const texts = await nearest.allTextContents();
    for (const text of texts) expect(text).toMatch(/Chennai\s*\d+\.\d km/);
    await page.getByRole("img", { name: "You are here" }).waitFor();
    // Distances appear in the popups once the location is known.
    await page.getByRole("button", { name: "Fort Moat Coffee Co., Vellore" }).click();
    expect(await page.getByRole("dialog", { name: "Fort Moat Coffee Co." }).textContent()).toMatch(/1\d\d\.\d km away/);
    await page.getByRole("button", { name: "Show All Cafés" }).click();
    await page.getByRole("list", { name: "Nearest cafés" }).waitFor({ state: "detached" });
    await browser().context.clearPermissions();
    await page.close();
  });

  it("says so when location is denied or not supported", async () => {
    await browser().context.clearPermissions();
    const page = await browser().newPage();
    await visit(page, `${browser().baseUrl}/cafes`);
    await page.getByRole("button", { name: "Find Nearby Cafés" }).click();
    await expect
      .poll(() => toastText(page))
      .toBe("Location Access Denied / Please enable location access to find nearby cafés.");
    expect(await page.getByRole("list", { name: "Nearest cafés" }).count()).toBe(0);
    await page.close();

    const old = await browser().newPage();
    await old.addInitScript(() => Object.defineProperty(Navigator.prototype, "geolocation", { get: () => undefined }));
    await visit(old, `${browser().baseUrl}/cafes`);
    await old.getByRole("button", { name: "Find Nearby Cafés" }).click();
    await expect
      .poll(() => toastText(old))
      .toBe("Geolocation Not Supported / Your browser doesn't support location services.");
    await old.close();
  });

  it("submits a café for review: it is thanked for, and not listed", async () => {
    const name = `Review Queue Kaapi ${Date.now()}`;
    const page = await browser().newPage(PHONE);
    await visit(page, `${browser().baseUrl}/cafes`);
    await page.getByRole("button", { name: "Submit Your Spot" }).click();
    const dialog = page.getByRole("dialog", { name: "Submit Your Spot" });
    const submit = dialog.getByRole("button", { name: "Submit Café" });
    await submit.waitFor();
    expect(await submit.isDisabled()).toBe(true);
    await dialog.getByLabel("Café name *").fill(name);
    await dialog.getByLabel("Address *").fill("7 Car Street, Mylapore");
    expect(await submit.isDisabled()).toBe(true);
    await dialog.getByLabel("City *").selectOption("Chennai");
    expect(await dialog.getByLabel("Your rating").inputValue()).toBe("4");
    // A bad photo address keeps the dialog open with the reason.
    await dialog.getByLabel("Photo URL (optional)").fill("not a url");
    await submit.click();
    await expect.poll(() => toastText(page)).toMatch(/^Submission Failed \/ Photo URL must be a web address/);
    expect(await dialog.isVisible()).toBe(true);
    await dialog.getByLabel("Photo URL (optional)").fill("");
    await dialog.getByLabel("Latitude").fill("13.03");
    await dialog.getByLabel("Longitude").fill("80.27");
    await dialog.getByText("Outdoor seating").click();
    await submit.click();
    await expect
      .poll(() => toastText(page))
      .toBe("Cafe Submitted! / Thank you for sharing your favorite spot. We'll review it soon.");
    await dialog.waitFor({ state: "detached" });
    await visit(page, `${browser().baseUrl}/cafes`);
    expect(await page.getByText(name).count()).toBe(0);
    expect(await markers(page).count()).toBe(12);
    // Opened again, the form starts empty.
    await page.getByRole("button", { name: "Submit Your Spot" }).click();
    expect(await page.getByRole("dialog", { name: "Submit Your Spot" }).getByLabel("Café name *").inputValue()).toBe(
      "",
    );
    await page.close();
  });

  it("leads from the home page's café section into the finder", async () => {
    const page = await browser().newPage();
    await visit(page, `${browser().baseUrl}/`);
    const section = page.locator("#cafe-discovery");
    await section.getByRole("link", { name: "Chill vibes" }).click();
    await page.waitForURL(/\/cafes\?feature=chill_vibes$/);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    expect(await page.getByRole("button", { name: "Chill vibes" }).getAttribute("aria-pressed")).toBe("true");
    await expect.poll(() => countLine(page).textContent()).toMatch(/^\d+ of 12 cafés$/);
    await page.close();
  });
});
