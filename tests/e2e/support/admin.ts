/** What the admin specs share: signing in through the form, the admin's token, calls made as the admin. */
import type { Page } from "playwright-core";
import { inject } from "vitest";
import { visit } from "./browser";

/** Forgets any session an earlier test left in this browser profile (pages share localStorage). */
export async function signedOut(page: Page, baseUrl: string): Promise<void> {
  await visit(page, `${baseUrl}/about`);
  await page.evaluate(() => localStorage.removeItem("admin-token"));
}

export async function signIn(page: Page, baseUrl: string): Promise<void> {
  const { username, password } = inject("adminCredentials");
  await signedOut(page, baseUrl);
  await visit(page, `${baseUrl}/admin/login`);
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.getByRole("tablist", { name: "Admin sections" }).waitFor();
}

export async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem("admin-token"));
}

/** Opens a tab of the panel by its name, as the owner would. */
export async function openTab(page: Page, name: string): Promise<void> {
  await page.getByRole("tab", { name: new RegExp(`^${name}`) }).click();
  await page.getByRole("tabpanel").getByRole("heading", { level: 2, name }).waitFor();
}

/** A call to the admin API with the page's own token (to set up what a visitor would have sent). */
export async function adminCall<T>(
  page: Page,
  baseUrl: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const token = await storedToken(page);
  const response = await fetch(`${baseUrl}/api/admin${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
