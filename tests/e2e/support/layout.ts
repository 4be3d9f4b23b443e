/**
 * What the layout suite measures on a page, in the page: sideways scrolling, primary actions smaller than a
 * thumb, controls cut off by their container, where a section link lands. Each check answers a list of
 * problems as sentences a person can act on; an empty list is a pass. At the end, what the suite sets up
 * through the API so pages behind a mailed link or a queue have something to show.
 */
import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { inject } from "vitest";
import type { AdminOutbox } from "../../../src/domain/admin/types";

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
        // Name the widest elements that stick out, so the report says where to look: not those a container
        // scrolls or clips (a tab bar's far tabs), which do not widen the page.
        const inScroller = (el: Element) => {
          for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
            if (getComputedStyle(up).overflowX !== "visible") return true;
          }
          return false;
        };
        const wide = [...document.body.querySelectorAll("*")]
          .filter((el) => el.getBoundingClientRect().right > viewport + 1 && shown(el) && !inScroller(el))
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
 * Row actions (by accessible name) an owner cannot use as they stand, with nothing scrolled sideways: not
 * wholly inside the window, or in a table row whose first cell (what the row is) they cover entirely — an
 * owner on a phone must see Approve, and which café it approves.
 */
export function unusableActions(page: Page, names: readonly string[]): Promise<string[]> {
  return page.evaluate((names) => {
    const viewport = document.documentElement.clientWidth;
    const label = (el: Element) => (el.getAttribute("aria-label") ?? el.textContent ?? "").replace(/\s+/g, " ").trim();
    const buttons = [...document.querySelectorAll("button, a[href], [role=button]")];
    return names.flatMap((name) => {
      const found = buttons.find((el) => label(el) === name);
      if (!found) return [`"${name}" is not on the page`];
      // Scrolled to vertically only: a table scrolled sideways would hide what this checks.
      window.scrollBy(0, found.getBoundingClientRect().top - innerHeight / 2);
      const box = found.getBoundingClientRect();
      if (box.left < -1 || box.right > viewport + 1)
        return [`"${name}" is at ${Math.round(box.left)}–${Math.round(box.right)} px of a ${viewport} px window`];
      const first = found.closest("tr")?.querySelector("td");
      if (!first || first.contains(found)) return [];
      const cell = first.getBoundingClientRect();
      const seen = document.elementFromPoint(Math.max(cell.left, 0) + 8, cell.top + cell.height / 2);
      return seen && first.contains(seen)
        ? []
        : [`"${name}" hides its row's first column (${label(first).slice(0, 30)})`];
    });
  }, names);
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

/** The owner's API on the shared server (signed in once), for setting up what a visitor would have done. */
export async function ownerApi(baseUrl: string) {
  const login = await fetch(`${baseUrl}/api/admin/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(inject("adminCredentials")),
  });
  const { token } = (await login.json()) as { token: string };
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${baseUrl}/api/admin${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
    return (text ? JSON.parse(text) : null) as T;
  };
}

export type OwnerApi = Awaited<ReturnType<typeof ownerApi>>;

/** The path and query of the first link to `page` in the newest mail to `to` (the server sends none: it waits). */
async function mailedLink(owner: OwnerApi, to: string, page: string): Promise<string> {
  for (let tries = 0; tries < 60; tries++) {
    const { mails } = await owner<AdminOutbox>("GET", "/outbox");
    const text = mails.find((mail) => mail.to === to && mail.text.includes(`${page}?token=`))?.text;
    const link = text ? new RegExp(`https?://\\S+(${page}\\?token=[^\\s)]+)`).exec(text)?.[1] : undefined;
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no mail to ${to} with a ${page} link`);
}

/** A delivered order's review link (`/review?token=…`), as its delivery mail carries it. */
export async function reviewLink(baseUrl: string, owner: OwnerApi, productId: number): Promise<string> {
  const email = `layout-review-${randomUUID().slice(0, 8)}@example.com`;
  const res = await fetch(`${baseUrl}/api/orders`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": randomUUID() },
    body: JSON.stringify({
      customerName: "Meera Iyer",
      customerEmail: email,
      customerPhone: "+91 9845012345",
      shippingAddress: { street: "4 Temple Road", city: "Mysuru", state: "Karnataka", pincode: "570001" },
      items: [{ id: productId, quantity: 1, weight: "250", brewingMethod: "south-indian-filter" }],
    }),
  });
  if (res.status !== 201) throw new Error(`order not placed: ${res.status} ${await res.text()}`);
  const { order } = (await res.json()) as { order: { id: number } };
  await owner("PATCH", `/orders/${order.id}`, { paymentStatus: "paid" });
  await owner("PATCH", `/orders/${order.id}`, { status: "delivered" });
  return mailedLink(owner, email, "/review");
}

/**
 * The stop link of a back-in-stock mail (`/back-in-stock?token=…`): the coffee sells out, an address asks
 * to hear, the owner puts the same stock back and the alert is mailed.
 */
export async function backInStockLink(baseUrl: string, owner: OwnerApi, productId: number): Promise<string> {
  const email = `layout-restock-${randomUUID().slice(0, 8)}@example.com`;
  const stock = await owner<{ productId: number; stockQuantity: number }[]>("GET", "/stock");
  const before = stock.find((item) => item.productId === productId)!.stockQuantity;
  await owner("POST", `/stock/${productId}/adjust`, { stockQuantity: 0, reason: "correction" });
  const asked = await fetch(`${baseUrl}/api/products/${productId}/restock-alerts`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email }),
  });
  await owner("POST", `/stock/${productId}/adjust`, { delta: before, reason: "restock" });
  if (asked.status !== 202) throw new Error(`alert not taken: ${asked.status} ${await asked.text()}`);
  return mailedLink(owner, email, "/back-in-stock");
}

/** A café a visitor suggested, waiting in the Cafés tab's review queue; answers its id (to delete it after). */
export async function pendingCafe(owner: OwnerApi, name: string): Promise<number> {
  const { id } = await owner<{ id: number }>("POST", "/cafes", {
    name,
    description: "Steel tumblers, strong decoction and a bench under the neem tree, by the temple tank.",
    address: "8 West Masi Street, near the Meenakshi Amman temple's west tower",
    city: "Madurai",
    latitude: 9.9195,
    longitude: 78.1193,
    status: "pending",
  });
  return id;
}
