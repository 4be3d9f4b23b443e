/** The first view paints before any hydration code is fetched, then hydrates by itself (docs/decisions/026). */
import { describe, expect, it } from "vitest";
import { LAPTOP, PHONE, useBrowser, visit } from "./support/browser";

const browser = useBrowser();

describe("the first view", () => {
  it("fetches the hydration code only after the page has loaded, then hydrates without a touch", async () => {
    const page = await browser().newPage(LAPTOP);
    await visit(page, `${browser().baseUrl}/product/morning-dust-light-roast-coffee`);
    const timing = await page.evaluate(() => {
      const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
      const scripts = performance.getEntriesByType("resource").filter((entry) => /\/assets\/.+\.js$/.test(entry.name));
      return {
        loaded: navigation.loadEventStart,
        firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
        scripts: scripts.length,
      };
    });
    expect(timing.scripts).toBeGreaterThan(3);
    expect(timing.firstScript).toBeGreaterThanOrEqual(timing.loaded);
    // Hydrated: a client-side navigation works.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Shop Coffee" }).click();
    await page.waitForURL(/\/shop$/);
    expect(await page.evaluate(() => performance.getEntriesByType("navigation").length)).toBe(1);
    await page.close();
  });

  it("starts hydrating at once when the shopper presses a key before the page has loaded", async () => {
    const page = await browser().newPage(PHONE);
    // Hold every image back, so the page cannot finish loading on its own.
    await page.route(/\/images\//, () => undefined);
    await page.goto(`${browser().baseUrl}/shop`, { waitUntil: "commit" });
    await page.locator("main").waitFor();
    expect(await page.evaluate(() => document.readyState)).not.toBe("complete");
    await page.keyboard.press("Tab");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    expect(await page.evaluate(() => document.readyState)).not.toBe("complete");
    await page.close();
  });
});
