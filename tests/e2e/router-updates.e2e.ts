/**
 * What the router tells React, and when (decision 176): nothing when it only learns the routes behind a page's
 * links, and at once when a tap on a link starts loading the next page, even on a page whose sections still
 * wait for their code.
 */
import { describe, expect, it } from "vitest";
import { LAPTOP, PHONE, useBrowser, visit } from "./support/browser";

const browser = useBrowser();

/** Waits until the browser has nothing left to run: React's renders after hydration are done. */
const idle = () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 10_000 }));

describe("feedback while a page loads", () => {
  it("shows the shop's skeleton over home, whose lower sections have not loaded their code", async () => {
    const page = await browser().newPage(LAPTOP);
    const routesLearnt = page.waitForResponse((response) => new URL(response.url()).pathname === "/__manifest");
    await visit(page, `${browser().baseUrl}/`);
    await routesLearnt;
    await page.evaluate(idle);
    // The case this is about: sections below the screen still show the server's HTML, waiting for their code.
    expect(await page.locator('[data-island=""]').count()).toBeGreaterThan(0);

    // The shop's data is held until the skeleton has been seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/shop\.data/, async (route) => {
      await held;
      await route.continue();
    });
    try {
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Shop Coffee" }).first().click();
      const skeleton = page.getByRole("status", { name: "Loading coffees" });
      await skeleton.waitFor();
      expect(new URL(page.url()).pathname).toBe("/");

      release();
      await page.waitForURL(/\/shop$/);
      await skeleton.waitFor({ state: "detached" });
      await page.getByRole("heading", { level: 1 }).waitFor();
      expect(await page.locator('[data-island=""]').count()).toBe(0);
    } finally {
      release();
      await page.close();
    }
  });
});

describe("learning the routes behind the links", () => {
  it("commits nothing to the page: the state it would render is the one on screen", async () => {
    const page = await browser().newPage(PHONE);
    // React calls the developer tools' hook on every commit, in production builds too.
    await page.addInitScript(() => {
      const commits: number[] = [];
      Object.assign(window, {
        commits,
        __REACT_DEVTOOLS_GLOBAL_HOOK__: {
          supportsFiber: true,
          renderers: new Map(),
          inject: () => 1,
          onCommitFiberRoot: () => commits.push(performance.now()),
          onCommitFiberUnmount: () => {},
          onPostCommitFiberRoot: () => {},
          checkDCE: () => {},
        },
      });
    });
    const routesLearnt = page.waitForResponse((response) => new URL(response.url()).pathname === "/__manifest");
    await visit(page, `${browser().baseUrl}/shop`);
    expect((await routesLearnt).status()).toBe(200);
    await page.evaluate(idle);
    const { commits, learntAt } = await page.evaluate(() => ({
      commits: (window as unknown as { commits: number[] }).commits,
      learntAt: (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).find((entry) =>
        entry.name.includes("/__manifest"),
      )!.responseEnd,
    }));
    // Hydration committed; nothing after the routes came.
    expect(commits.length).toBeGreaterThan(0);
    expect(commits.filter((at) => at > learntAt)).toEqual([]);
    await page.close();
  });
});
