/** Debian's Chromium driven by playwright-core, one fresh profile per spec file. */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type BrowserContext, type Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { sharedServerUrl } from "./shared-server";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const PHONE = { width: 360, height: 740 };
export const LAPTOP = { width: 1366, height: 850 };

const ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export type Browser = {
  context: BrowserContext;
  baseUrl: string;
  newPage: (viewport?: { width: number; height: number }) => Promise<Page>;
};

export async function launchBrowser(): Promise<Browser & { close: () => Promise<void> }> {
  const profile = await mkdtemp(path.join(tmpdir(), "bb-chromium-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ARGS,
    viewport: LAPTOP,
    locale: "en-IN",
  });
  const baseUrl = sharedServerUrl();
  return {
    context,
    baseUrl,
    newPage: async (viewport = LAPTOP) => {
      const page = await context.newPage();
      await page.setViewportSize(viewport);
      return page;
    },
    close: async () => {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}

/** Opens `path` and waits until React has hydrated it, so clicks reach their handlers. */
export async function visit(page: Page, url: string) {
  const response = await page.goto(url);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  return response;
}

/** One browser for the whole spec file. */
export function useBrowser(): () => Browser {
  let browser: Awaited<ReturnType<typeof launchBrowser>> | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error("browser not launched");
    return browser;
  };
}
