/**
 * What the layout suite measures on a page, in the page: sideways scrolling, primary actions smaller than a
 * thumb, controls cut off by their container, where a section link lands. Each check answers a list of
 * problems as sentences a person can act on; an empty list is a pass.
 */
import type { Page } from "playwright-core";

/** The widths of the suite: small Android, iPhone, tablet, the two common laptops. */
export const WIDTHS = [320, 390, 768, 1280, 1366] as const;

/** WCAG 2.5.5 (AAA) target size, which Apple and Material both use for a page's main actions. */
export const PRIMARY_MIN = 44;

/** How far from its section's top a link from another page may leave the shopper. */
export const ANCHOR_TOLERANCE = 100;

/** Controls a person can reach: what a cut-off check and a primary-action check look at. */
const CONTROLS = "a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab]";

/** A main action by its visible text or accessible name, optionally only where `selector` matches. */
export type PrimaryAction = { name: string; selector?: string };

export type LayoutReport = { sideways: string[]; cut: string[]; small: string[] };

/**
 * Measures the page as it is now. `primary` names the page's main actions (their visible text or
 * accessible name); each must be on the page and at least 44 × 44 px, as must every visible submit button.
 */
export function inspectLayout(page: Page, primary: readonly PrimaryAction[]): Promise<LayoutReport> {
  return page.evaluate(
    ({ primary, controls, min }) => {
      const html = document.documentElement;
      const viewport = html.clientWidth;
      const describe = (el: Element) => {
        const name = (el.getAttribute("aria-label") ?? el.textContent ?? "").replace(/\s+/g, " ").trim();
        const id = el.id ? `#${el.id}` : "";
        return `<${el.tagName.toLowerCase()}${id}> "${name.slice(0, 40)}"`;
      };
      const shown = (el: Element) => {
        if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return false;
        const box = el.getBoundingClientRect();
        return box.width > 1 && box.height > 1;
      };

      const sideways: string[] = [];
      if (html.scrollWidth > viewport + 1) {
        // Name the widest elements that stick out, so the report says where to look.
        const wide = [...document.body.querySelectorAll("*")]
          .filter((el) => el.getBoundingClientRect().right > viewport + 1 && shown(el))
          .filter((el) => !(el.parentElement && el.parentElement.getBoundingClientRect().right > viewport + 1))
          .slice(0, 3)
          .map((el) => `${describe(el)} reaches ${Math.round(el.getBoundingClientRect().right)} px`);
        sideways.push(`page is ${html.scrollWidth} px wide in a ${viewport} px window: ${wide.join("; ")}`);
      }

      const cut: string[] = [];
      for (const el of document.querySelectorAll(controls)) {
        if (!shown(el)) continue;
        const box = el.getBoundingClientRect();
        let hidden = false;
        let scrolled = false; // inside a container that scrolls sideways to show the rest
        let problem = "";
        for (let up = el.parentElement; up && up !== document.body && !hidden && !problem; up = up.parentElement) {
          const style = getComputedStyle(up);
          const outer = up.getBoundingClientRect();
          if (outer.width <= 1 || outer.height <= 1) hidden = true; // visually hidden on purpose (sr-only)
          for (const axis of ["x", "y"] as const) {
            const overflow = axis === "x" ? style.overflowX : style.overflowY;
            if (overflow === "visible" || hidden || problem) continue;
            const [start, end, from, to] =
              axis === "x"
                ? [box.left, box.right, outer.left, outer.right]
                : [box.top, box.bottom, outer.top, outer.bottom];
            if (start >= from - 1 && end <= to + 1) continue;
            // Wholly outside: hidden by design (a carousel's other slides), not cut.
            if (end <= from + 1 || start >= to - 1) {
              hidden = true;
              continue;
            }
            const scrolls =
              (overflow === "auto" || overflow === "scroll") &&
              (axis === "x" ? up.scrollWidth > up.clientWidth : up.scrollHeight > up.clientHeight);
            if (scrolls) scrolled = true;
            else problem = `${describe(el)} is cut off by ${describe(up).split(" ")[0]} (${axis})`;
          }
        }
        if (hidden) continue;
        const offScreen = box.right > viewport + 1 || box.left < -1;
        if (!problem && !scrolled && getComputedStyle(el).position !== "fixed" && offScreen) {
          if (box.left < viewport && box.right > 0) problem = `${describe(el)} runs off the screen`;
        }
        const own = getComputedStyle(el);
        const clipsItself = own.overflowX !== "visible" && own.textOverflow !== "ellipsis";
        const isField = el.matches("input, select, textarea");
        if (!problem && clipsItself && !isField && el.scrollWidth > el.clientWidth + 1) {
          problem = `${describe(el)} shows only part of its label`;
        }
        if (problem) cut.push(problem);
      }

      const small: string[] = [];
      const actions = [...document.querySelectorAll("button, a[href], [role=button], input[type=submit]")].filter(
        shown,
      );
      const label = (el: Element) =>
        (el.getAttribute("aria-label") ?? el.textContent ?? "").replace(/\s+/g, " ").trim();
      const tooSmall = (el: Element) => {
        const box = el.getBoundingClientRect();
        return box.width < min - 0.5 || box.height < min - 0.5;
      };
      const size = (el: Element) => {
        const box = el.getBoundingClientRect();
        return `${Math.round(box.width)} × ${Math.round(box.height)} px`;
      };
      for (const { name, selector } of primary) {
        const found = selector
          ? [...document.querySelectorAll(selector)].filter(shown)
          : actions.filter((el) => label(el) === name);
        if (!found.length) small.push(`primary action "${name}" is not on the page`);
        for (const el of found) if (tooSmall(el)) small.push(`primary action "${name}" is ${size(el)}`);
      }
      for (const el of document.querySelectorAll("form button:not([type=button]), form input[type=submit]")) {
        if (shown(el) && tooSmall(el)) small.push(`submit button ${describe(el)} is ${size(el)}`);
      }
      return { sideways, cut: [...new Set(cut)], small };
    },
    { primary: [...primary], controls: CONTROLS, min: PRIMARY_MIN },
  );
}

/**
 * Lets the home page's lazily rendered sections lay out now, as they do once a shopper scrolls to them,
 * so their controls are measured and seen in the screenshot. Set through the CSSOM (the page's
 * Content-Security-Policy rightly refuses an injected style sheet).
 */
export async function renderDeferredSections(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const el of document.querySelectorAll<HTMLElement>(".defer-render")) el.style.contentVisibility = "visible";
  });
}

/** Distance from the bottom of the fixed header to the top of `#id`'s element (0 is a perfect landing). */
export function distanceFromTarget(page: Page, id: string): Promise<number | null> {
  return page.evaluate((id) => {
    const target = document.getElementById(id);
    if (!target) return null;
    const header = document.querySelector("body > header");
    const headerBottom = header ? header.getBoundingClientRect().bottom : 0;
    return Math.round(target.getBoundingClientRect().top - headerBottom);
  }, id);
}

/** Links on this page to a section of another page (`/#community` from `/shop`), as `path#id`. */
export function sectionLinksToOtherPages(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const here = location.pathname;
    const links = [...document.querySelectorAll<HTMLAnchorElement>("a[href*='#']")]
      .map((a) => new URL(a.href))
      .filter((url) => url.origin === location.origin && url.hash.length > 1 && url.pathname !== here);
    return [...new Set(links.map((url) => `${url.pathname}${url.hash}`))];
  });
}
