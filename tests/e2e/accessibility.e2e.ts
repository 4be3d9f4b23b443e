import { describe, expect, it } from "vitest";
import { seriousViolations } from "./support/axe";
import { LAPTOP, PHONE, useBrowser, visit } from "./support/browser";

const browser = useBrowser();

const PUBLIC_PAGES = [
  "/",
  "/discover-your-mood",
  "/mood/calm-and-reflective-coffee-match",
  "/shop",
  "/product/morning-dust-light-roast-coffee",
  "/cart",
  "/checkout",
  "/orders",
  "/blog",
  "/blog/kaapi-culture-south-indian-filter-coffee-tradition",
  "/cafes",
  "/about",
  "/contact",
  "/brew-guide",
  "/subscription",
  "/sourcing",
  "/submit-story",
  "/search?q=chikmaglur",
  "/search?q=xylophone",
  "/account",
  "/subscription/start",
  "/admin/login",
  "/no-such-page",
];

describe("accessibility (axe-core): no serious or critical violations", () => {
  for (const path of PUBLIC_PAGES) {
    it(`on ${path}`, async () => {
      for (const viewport of [LAPTOP, PHONE]) {
        const page = await browser().newPage(viewport);
        await visit(page, `${browser().baseUrl}${path}`);
        expect(await seriousViolations(page), `${path} at ${viewport.width}px`).toEqual([]);
        await page.close();
      }
    });
  }
});
