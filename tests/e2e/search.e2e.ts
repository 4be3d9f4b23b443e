/**
 * Search in the browser (issue 18, decision 090): the header's combobox with the keyboard and a screen
 * reader's attributes, the mobile menu's field, and the results page and its filters with JavaScript
 * switched off (scripts refused), as a shopper on a slow phone or a crawler meets it.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousViolations } from "./support/axe";
import { LAPTOP, PHONE, useBrowser, visit } from "./support/browser";

const browser = useBrowser();

/** Holds the search suggestions' chunk until the returned function is called. */
async function holdSuggestionsCode(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/search-suggestions[^/]*\.js/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

describe("search", () => {
  it("suggests coffees as the shopper types in the header, chosen with the arrow keys and Enter", async () => {
    const page = await browser().newPage();
    await visit(page, `${browser().baseUrl}/shop`);
    const field = page.getByRole("combobox", { name: "Search coffees, moods and articles" });
    await field.fill("j");
    expect(await field.getAttribute("aria-expanded")).toBe("false");
    await field.fill("jasmin");
    const option = page.getByRole("option", { name: /Morning Dust/ });
    await option.waitFor();
    await expect.poll(() => field.getAttribute("aria-expanded")).toBe("true");
    expect(await seriousViolations(page, { include: "header" }), "the open combobox").toEqual([]);
    await field.press("ArrowDown");
    const firstId = await page.getByRole("option").first().getAttribute("id");
    await expect.poll(() => field.getAttribute("aria-activedescendant")).toBe(firstId);
    expect(await page.getByRole("option").first().getAttribute("aria-selected")).toBe("true");
    await field.press("Escape");
    await expect.poll(() => field.getAttribute("aria-expanded")).toBe("false");
    expect(await field.inputValue()).toBe("jasmin");
    // Reopened for the same words, the list keeps its options and the choice: asking again would reset it
    // under the shopper's finger (it did, when Enter came after the answer).
    const asked: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/search") asked.push(request.url());
    });
    await field.press("ArrowDown");
    await expect.poll(() => field.getAttribute("aria-expanded")).toBe("true");
    await expect.poll(() => field.getAttribute("aria-activedescendant")).toBe(firstId);
    await field.press("Enter");
    await page.waitForURL(/\/product\/morning-dust-light-roast-coffee$/);
    await page.getByRole("heading", { level: 1, name: "Morning Dust" }).waitFor();
    expect(asked, "suggestions asked again for the same words").toEqual([]);
    await page.close();
  });

  it("fetches the suggestions' code on the first focus, and suggests for what was typed while it came", async () => {
    const page = await browser().newPage(LAPTOP);
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (/search-suggestions/.test(request.url())) fetched.push(request.url());
    });
    const release = await holdSuggestionsCode(page);
    try {
      await visit(page, `${browser().baseUrl}/shop`);
      const field = page.locator("header").getByRole("combobox", { name: "Search coffees, moods and articles" });
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 10_000 })));
      expect(fetched, "fetched before the field was used").toEqual([]);

      await field.focus();
      await expect.poll(() => fetched.length).toBe(1);
      // Typed key by key while the code is held: the field is the page's own, and keeps every character.
      await field.evaluate((input) => Object.assign(input, { marked: true }));
      await field.pressSequentially("jasmin");
      expect(await page.getByRole("option").count()).toBe(0);

      release();
      await page.getByRole("option", { name: /Morning Dust/ }).waitFor();
      await expect.poll(() => field.getAttribute("aria-expanded")).toBe("true");
      expect(await field.inputValue()).toBe("jasmin");
      expect(
        await field.evaluate((input) => "marked" in input && document.activeElement === input),
        "the same field, still focused",
      ).toBe(true);
      await field.press("ArrowDown");
      await field.press("Enter");
      await page.waitForURL(/\/product\/morning-dust-light-roast-coffee$/);
      expect(await field.inputValue(), "cleared after a choice").toBe("");
      expect(fetched).toHaveLength(1);
    } finally {
      release();
      await page.close();
    }
  });

  it("misses no key typed in the moment its code takes the field over", async () => {
    const page = await browser().newPage(LAPTOP);
    const release = await holdSuggestionsCode(page);
    try {
      await visit(page, `${browser().baseUrl}/shop`);
      const field = page.locator("header").getByRole("combobox", { name: "Search coffees, moods and articles" });
      await field.focus();
      await field.pressSequentially("xq");
      // The shopper's next keys land in the very task that puts the suggestions in (a mutation observer runs
      // before any later task): under load, a key can come that soon.
      await field.evaluate((input: HTMLInputElement) => {
        new MutationObserver((_, observer) => {
          if (!input.form?.querySelector('p[role="status"]')) return;
          observer.disconnect();
          input.value = "jasmin";
          input.dispatchEvent(new Event("input", { bubbles: true }));
        }).observe(input.form!, { childList: true, subtree: true });
      });
      release();
      await page.getByRole("option", { name: /Morning Dust/ }).waitFor();
      await expect.poll(() => field.getAttribute("aria-expanded")).toBe("true");
    } finally {
      release();
      await page.close();
    }
  });

  it("suggests on the results page's own field, focused when the page opens", async () => {
    const page = await browser().newPage(PHONE);
    await visit(page, `${browser().baseUrl}/search`);
    const field = page.locator("main").getByRole("combobox", { name: "Search coffees, moods and articles" });
    await expect.poll(() => field.evaluate((input) => document.activeElement === input)).toBe(true);
    await page.keyboard.type("calm");
    await page.getByRole("option", { name: /Calm & Reflective/ }).waitFor();
    await page.close();
  });

  it("opens the results page on Enter, mending a typo and saying what it searched for", async () => {
    const page = await browser().newPage();
    await visit(page, `${browser().baseUrl}/`);
    const field = page.getByRole("combobox", { name: "Search coffees, moods and articles" });
    await field.fill("chikmaglur");
    await field.press("Enter");
    await page.waitForURL(/\/search\?q=chikmaglur$/);
    await page.getByText("Showing results for chikmagalur.").waitFor();
    await page.getByRole("heading", { name: "Morning Dust" }).waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex, follow");
    await page.close();
  });

  it("shows the header field's whole placeholder, from the narrowest width that has the field to a laptop", async () => {
    for (const viewport of [{ width: 1280, height: 800 }, LAPTOP]) {
      const page = await browser().newPage(viewport);
      await visit(page, `${browser().baseUrl}/shop`);
      const field = page.locator("header").getByRole("combobox", { name: "Search coffees, moods and articles" });
      // The placeholder's width in the field's own font, beside the room its padding leaves.
      const { text, room } = await field.evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const context = document.createElement("canvas").getContext("2d")!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
        return { text: context.measureText(input.placeholder).width, room: input.clientWidth - padding };
      });
      expect(text, `at ${viewport.width} px`).toBeGreaterThan(0);
      expect(text, `at ${viewport.width} px`).toBeLessThanOrEqual(room);
      await page.close();
    }
  });

  it("searches from the mobile menu on a phone", async () => {
    const page = await browser().newPage(PHONE);
    await visit(page, `${browser().baseUrl}/blog`);
    await page.getByRole("button", { name: "Open menu" }).click();
    const field = page.locator("#mobile-menu").getByRole("combobox", { name: "Search coffees, moods and articles" });
    await field.fill("calm");
    await page.getByRole("option", { name: /Calm & Reflective/ }).click();
    await page.waitForURL(/\/mood\/calm-and-reflective-coffee-match$/);
    await page.close();
  });

  it("shows results and applies filters without JavaScript", async () => {
    const page = await browser().newPage();
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    await page.goto(`${browser().baseUrl}/search?q=roast`);
    await page.getByRole("heading", { name: /^\d+ coffees$/ }).waitFor();
    const count = async () =>
      Number(/^(\d+)/.exec((await page.getByRole("heading", { name: /^\d+ coffees?$/ }).textContent()) ?? "")![1]);
    const all = await count();
    expect(all).toBeGreaterThan(5);
    const filters = page.getByRole("form", { name: "Filter the results" });
    await filters.getByLabel("Roast").selectOption("Light Roast");
    await filters.getByRole("button", { name: "Apply filters" }).click();
    await page.waitForURL(/roast=Light\+Roast/);
    const light = await count();
    expect(light).toBeGreaterThan(0);
    expect(light).toBeLessThan(all);
    expect(await page.locator("html[data-hydrated]").count()).toBe(0);
    await page.close();
  });

  it("answers nothing found with nearest words, the moods and the AI mood suggester", async () => {
    const page = await browser().newPage(PHONE);
    await visit(page, `${browser().baseUrl}/search?q=${encodeURIComponent("xylophone")}`);
    const none = page.getByRole("region", { name: "Nothing found for “xylophone”" });
    await none.waitFor();
    expect(await none.getByRole("link", { name: /Calm & Reflective/ }).count()).toBe(1);
    await none.getByRole("button", { name: "Ask the AI Mood Suggester" }).click();
    await page.getByRole("dialog").waitFor();
    await page.close();
  });
});
