/**
 * What the header does once the page is React's (decision 175): its "Sign in" / "Account" words read the
 * sign-in cookie once per location, however often React renders them, and read it again after a navigation.
 */
import { describe, expect, it } from "vitest";
import { LAPTOP, PHONE, useBrowser, visit } from "./support/browser";

const browser = useBrowser();

/** Waits until the browser has nothing left to run: React's renders after hydration are done. */
const idle = () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 10_000 }));

describe("the header after hydration", () => {
  it("reads the sign-in cookie once on home, while React Router learns the routes behind the links", async () => {
    const page = await browser().newPage(PHONE);
    await page.addInitScript(() => {
      const cookie = Object.getOwnPropertyDescriptor(Document.prototype, "cookie")!;
      const counted = window as unknown as { cookieReads: number };
      counted.cookieReads = 0;
      Object.defineProperty(Document.prototype, "cookie", {
        configurable: true,
        get() {
          counted.cookieReads++;
          return cookie.get!.call(this) as string;
        },
        set(value: string) {
          cookie.set!.call(this, value);
        },
      });
    });
    // The routes behind home's links come after hydration, and React Router renders every route again then.
    const routesLearnt = page.waitForResponse((response) => new URL(response.url()).pathname === "/__manifest");
    await visit(page, `${browser().baseUrl}/`);
    expect((await routesLearnt).status()).toBe(200);
    await page.evaluate(idle);
    expect(await page.evaluate(() => (window as unknown as { cookieReads: number }).cookieReads)).toBe(1);
    await page.close();
  });

  it("says Account for a signed-in shopper, and Sign in again after signing out and moving on", async () => {
    const page = await browser().newPage(LAPTOP);
    const { baseUrl } = browser();
    await page.context().addCookies([{ name: "bb_signed_in", value: "1", url: baseUrl }]);
    try {
      await visit(page, `${baseUrl}/shop`);
      const nav = page.getByRole("navigation", { name: "Main" });
      await nav.getByRole("link", { name: "Account", exact: true }).waitFor();
      // Signing out clears the cookie; the page learns it at the next location.
      await page.evaluate(() => (document.cookie = "bb_signed_in=; max-age=0; path=/"));
      await nav.getByRole("link", { name: "Coffee Journal" }).click();
      await page.waitForURL(/\/blog$/);
      await nav.getByRole("link", { name: "Sign in", exact: true }).waitFor();
    } finally {
      await page.context().clearCookies({ name: "bb_signed_in" });
      await page.close();
    }
  });
});
