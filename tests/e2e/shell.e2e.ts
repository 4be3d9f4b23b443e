import { describe, expect, it } from "vitest";
import { PHONE, useBrowser, visit } from "./support/browser";

const browser = useBrowser();

describe("the shop's shell in a real browser", () => {
  it("renders home from the server with its content, metadata and structured data", async () => {
    const page = await browser().newPage();
    const response = await page.goto(`${browser().baseUrl}/`);
    expect(response?.status()).toBe(200);
    const html = await response!.text();
    // Only our own inline scripts run: each carries this response's CSP nonce.
    const nonce = /'nonce-([^']+)'/.exec(response!.headers()["content-security-policy"] ?? "")?.[1];
    expect(nonce).toBeTruthy();
    const inlineScripts = html.match(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>/g) ?? [];
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const tag of inlineScripts) expect(tag).toContain(`nonce="${nonce}"`);
    // Server-rendered: the featured coffees are in the HTML before any script runs.
    expect(html).toContain("Morning Dust");
    expect(await page.title()).toBe("Bean & Bhūmi");
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${browser().baseUrl}/`);
    expect(await page.locator('meta[property="og:title"]').getAttribute("content")).toBe("Bean & Bhūmi");
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    const types = ld.map((text) => JSON.parse(text)["@type"]);
    expect(types).toEqual(expect.arrayContaining(["WebSite", "Organization"]));
    const website = ld.map((text) => JSON.parse(text)).find((item) => item["@type"] === "WebSite");
    expect(website.potentialAction).toEqual({
      "@type": "SearchAction",
      target: `${browser().baseUrl}/search?q={search_term_string}`,
      "query-input": "required name=search_term_string",
    });
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const name of ["Coffee Moods", "Shop Coffee", "Coffee Journal"]) {
      expect(await nav.getByRole("link", { name, exact: true }).count()).toBe(1);
    }
    await page.close();
  });

  it("opens a product page with its price and stock", async () => {
    const page = await browser().newPage();
    const response = await page.goto(`${browser().baseUrl}/product/morning-dust-light-roast-coffee`);
    expect(response?.status()).toBe(200);
    await page.getByRole("heading", { level: 1, name: "Morning Dust" }).waitFor();
    expect(await page.title()).toMatch(/Morning Dust/);
    expect(await page.getByText("In Stock", { exact: true }).count()).toBeGreaterThan(0);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(
      `${browser().baseUrl}/product/morning-dust-light-roast-coffee`,
    );
    await page.close();
  });

  it("answers an unknown path with the 404 page and a real 404 status", async () => {
    const page = await browser().newPage();
    const response = await page.goto(`${browser().baseUrl}/this-coffee-does-not-exist`);
    expect(response?.status()).toBe(404);
    await page.getByRole("heading", { name: "404 Page Not Found" }).waitFor();
    expect(await page.title()).toBe("404 Page Not Found | Bean & Bhūmi");
    await page.getByRole("link", { name: "Return Home" }).click();
    await page.waitForURL(`${browser().baseUrl}/`);
    await page.close();
  });

  it("caps the cart badge at 9+ from what is stored", async () => {
    const page = await browser().newPage();
    await page.goto(`${browser().baseUrl}/`);
    await page.evaluate(() => {
      localStorage.setItem(
        "cartItems",
        JSON.stringify([
          { id: 1, name: "Morning Dust", price: 1300, quantity: 12, weight: "250", brewingMethod: "", image: "" },
        ]),
      );
      window.dispatchEvent(new Event("cart-updated"));
    });
    const badge = page.getByTestId("cart-badge");
    await expect.poll(() => badge.textContent()).toBe("9+");
    await page.evaluate(() => localStorage.removeItem("cartItems"));
    await page.close();
  });

  it("opens the mobile menu, which holds Admin Login and closes on navigation", async () => {
    const page = await browser().newPage(PHONE);
    await visit(page, `${browser().baseUrl}/`);
    await page.getByRole("button", { name: "Open menu" }).click();
    const admin = page.getByRole("link", { name: "Admin Login" });
    await admin.waitFor();
    await page.getByRole("banner").getByRole("link", { name: "Shop Coffee" }).click();
    await page.waitForURL(`${browser().baseUrl}/shop`);
    await admin.waitFor({ state: "hidden" });
    expect(await page.getByRole("button", { name: "Open menu" }).isVisible()).toBe(true);
    await page.close();
  });

  it("keeps a tap on the menu made before the page is interactive and answers it once it is", async () => {
    const page = await browser().newPage(PHONE);
    // Hold the page's code back, so the tap surely lands before React listens.
    let letCodeThrough!: () => void;
    const codeHeld = new Promise<void>((resolve) => (letCodeThrough = resolve));
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      await codeHeld;
      await route.continue();
    });
    await page.goto(`${browser().baseUrl}/`);
    await page.getByRole("button", { name: "Open menu" }).click();
    expect(await page.locator("html[data-hydrated]").count()).toBe(0);
    expect(await page.getByRole("link", { name: "Admin Login" }).isVisible()).toBe(false);
    letCodeThrough();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.getByRole("link", { name: "Admin Login" }).waitFor();
    // Replayed once, not toggled shut again by a second click.
    expect(await page.getByRole("button", { name: "Close menu" }).isVisible()).toBe(true);
    await page.close();
  });

  it.each([
    "/",
    "/discover-your-mood",
    "/mood/soulful-and-slow-coffee-match",
    "/shop",
    "/product/pulney-hills-high-altitude-arabica",
    "/cart",
    "/blog",
    "/blog/a-year-on-a-chikmagalur-coffee-estate",
    "/cafes",
    "/about",
  ])("fits a 360 px phone without sideways scrolling: %s", async (path) => {
    const page = await browser().newPage(PHONE);
    await visit(page, `${browser().baseUrl}/`);
    await page.evaluate(() =>
      localStorage.setItem(
        "cartItems",
        JSON.stringify([
          {
            id: 9,
            name: "Pulney Hills High Altitude",
            price: 1782,
            quantity: 12,
            weight: "500",
            brewingMethod: "south-indian-filter",
            image: "",
          },
        ]),
      ),
    );
    await visit(page, `${browser().baseUrl}${path}`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.evaluate(() => localStorage.removeItem("cartItems"));
    await page.close();
  });
});
