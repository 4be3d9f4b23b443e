/** Moving through a page with the keyboard alone, as a shopper who cannot use a mouse does. */
import type { Page } from "playwright-core";

/** The accessible name of the focused element, near enough: aria-label, aria-labelledby, its label, its text. */
export function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return "";
    const labelledBy = element.getAttribute("aria-labelledby");
    const name =
      element.getAttribute("aria-label") ??
      (labelledBy ? document.getElementById(labelledBy)?.innerText : undefined) ??
      (element as HTMLInputElement).labels?.[0]?.innerText ??
      element.innerText ??
      "";
    return name.replace(/\s+/g, " ").trim();
  });
}

/** True when the focused element shows that it has focus (its own ring or outline, or its styled twin's). */
export function focusIsVisible(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return false;
    const shows = (node: Element | null) => {
      if (!node) return false;
      const style = getComputedStyle(node);
      return (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== "none";
    };
    // Custom radios hide the native input and style the span beside it (`peer-focus-visible`).
    return element.matches(":focus-visible") && (shows(element) || shows(element.nextElementSibling));
  });
}

/** Presses `key` (Tab by default) until the focused element's name matches; fails after `limit` presses. */
export async function moveFocusTo(page: Page, name: string | RegExp, { key = "Tab", limit = 80 } = {}): Promise<void> {
  const seen: string[] = [];
  for (let press = 0; press < limit; press++) {
    await page.keyboard.press(key);
    const focused = await focusedName(page);
    if (typeof name === "string" ? focused === name : name.test(focused)) return;
    seen.push(focused);
  }
  throw new Error(
    `"${name}" was not reached with ${limit} presses of ${key}; focus went through: ${seen.slice(-15).join(" | ")}`,
  );
}

/** Presses Tab until focus is in the group (fieldset) whose legend starts with `legend`. */
export async function moveFocusIntoGroup(page: Page, legend: string, limit = 40): Promise<void> {
  for (let press = 0; press < limit; press++) {
    await page.keyboard.press("Tab");
    const inGroup = await page.evaluate(
      (text) =>
        Boolean(document.activeElement?.closest("fieldset")?.querySelector("legend")?.textContent?.startsWith(text)),
      legend,
    );
    if (inGroup) return;
  }
  throw new Error(`the "${legend}" choices were not reached with ${limit} presses of Tab`);
}

/** True when the focused element is inside the element `selector` finds. */
export function focusIsWithin(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((within) => Boolean(document.activeElement?.closest(within)), selector);
}
