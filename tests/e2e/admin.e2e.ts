/** The admin's session: signing in (and failing to), every tab live, signing out, and a session that ends. */
import { describe, expect, inject, it } from "vitest";
import { PHONE, useBrowser, visit } from "./support/browser";
import { adminCall, openTab, signedOut, signIn, storedToken } from "./support/admin";

const browser = useBrowser();
const TABS = [
  "Dashboard",
  "Shop Products",
  "Orders",
  "Stock",
  "Origins",
  "Moods",
  "Cafés",
  "Pages",
  "Blogs",
  "Newsletter",
  "Community",
  "Home",
  "SEO",
  "Messages",
  "Outbox",
  "Audit Log",
];

describe("the admin session", () => {
  it("sends a visitor without a token to the sign-in page", async () => {
    const page = await browser().newPage();
    await signedOut(page, browser().baseUrl);
    await visit(page, `${browser().baseUrl}/admin`);
    await page.waitForURL(/\/admin\/login$/);
    await page.getByRole("heading", { name: "Admin Sign In" }).waitFor();
    await page.close();
  });

  it("asks for both fields, refuses a wrong password, then signs in and keeps the token", async () => {
    const page = await browser().newPage(PHONE);
    const { username, password } = inject("adminCredentials");
    await signedOut(page, browser().baseUrl);
    await visit(page, `${browser().baseUrl}/admin/login`);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByText("Username is required").waitFor();
    await page.getByText("Password is required").waitFor();

    await page.getByLabel("Username").fill(username);
    await page.getByLabel("Password").fill(`${password}-not`);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect.poll(() => page.getByRole("alert").textContent()).toBe("Invalid credentials. Please try again.");
    expect(await storedToken(page)).toBeNull();

    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL(/\/admin$/);
    await page.getByRole("tab", { name: "Dashboard", selected: true }).waitFor();
    expect(await storedToken(page)).toMatch(/^\S{20,}$/);
    await page.close();
  });

  it("opens every tab with live data and no fetch failure", async () => {
    const page = await browser().newPage();
    await signIn(page, browser().baseUrl);
    for (const tab of TABS) {
      await openTab(page, tab);
      await page.getByRole("tabpanel").getByText("Loading...").waitFor({ state: "detached" });
      expect(
        await page
          .getByRole("tabpanel")
          .getByText(/^Failed to fetch/)
          .count(),
        tab,
      ).toBe(0);
    }
    // Arrow keys move between tabs; Enter opens the one with the focus.
    await page.getByRole("tab", { name: "Audit Log" }).focus();
    await page.keyboard.press("Home");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await page.getByRole("tab", { name: "Shop Products", selected: true }).waitFor();
    expect(new URL(page.url()).searchParams.get("tab")).toBe("products");
    await page.close();
  });

  it("signs out: the server forgets the token and the panel sends the owner to sign in", async () => {
    const page = await browser().newPage();
    await signIn(page, browser().baseUrl);
    const token = await storedToken(page);
    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL(/\/admin\/login$/);
    expect(await storedToken(page)).toBeNull();
    const answer = await fetch(`${browser().baseUrl}/api/admin/me`, { headers: { Authorization: `Bearer ${token}` } });
    expect(answer.status).toBe(401);
    await visit(page, `${browser().baseUrl}/admin`);
    await page.waitForURL(/\/admin\/login$/);
    await page.close();
  });

  it("goes to sign-in when a call answers 401 in the middle of a session", async () => {
    const page = await browser().newPage();
    await signIn(page, browser().baseUrl);
    // The session ends elsewhere (signed out on another device): the token is revoked on the server.
    await adminCall(page, browser().baseUrl, "POST", "/logout");
    await page.getByRole("tab", { name: "Newsletter" }).click();
    await page.waitForURL(/\/admin\/login$/);
    await page.getByText("Your session has ended. Please sign in again.").waitFor();
    expect(await storedToken(page)).toBeNull();
    await page.close();
  });

  it("says the session has ended when the panel opens with a token the server no longer knows (issue 16)", async () => {
    const page = await browser().newPage();
    await signIn(page, browser().baseUrl);
    // Revoked elsewhere while this browser was away: the token is still stored here.
    await adminCall(page, browser().baseUrl, "POST", "/logout");
    expect(await storedToken(page)).not.toBeNull();
    await visit(page, `${browser().baseUrl}/admin?tab=orders`);
    await page.waitForURL(/\/admin\/login$/);
    await page.getByText("Your session has ended. Please sign in again.").waitFor();
    expect(await storedToken(page)).toBeNull();
    await page.close();
  });
});

describe("the owner's analytics", () => {
  it("load on the shop's pages and never inside /admin (issue 16)", async () => {
    const baseUrl = browser().baseUrl;
    const page = await browser().newPage();
    await signIn(page, baseUrl);
    const before = await adminCall<{ googleAnalyticsId: string | null }>(page, baseUrl, "GET", "/seo");
    await adminCall(page, baseUrl, "PUT", "/seo", { googleAnalyticsId: "G-ADMIN16TEST" });
    try {
      const html = async (path: string) => (await fetch(`${baseUrl}${path}`)).text();
      await expect.poll(() => html("/about")).toContain("G-ADMIN16TEST");
      for (const path of ["/admin", "/admin?tab=orders", "/admin/login"]) {
        const page = await html(path);
        expect(page, path).not.toContain("G-ADMIN16TEST");
        expect(page, path).not.toContain("googletagmanager.com/gtag");
      }
    } finally {
      await adminCall(page, baseUrl, "PUT", "/seo", { googleAnalyticsId: before.googleAnalyticsId ?? "" });
      await page.close();
    }
  });
});
