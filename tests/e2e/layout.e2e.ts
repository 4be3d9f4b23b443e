/**
 * The layout guard (issue 16): every public page at 320, 390, 768, 1280 and 1366 px — no sideways
 * scrolling, main actions at least 44 × 44 px, no visible control cut off by its container, links to a
 * section of another page landing on it, a title of its own. One browser; one page per width visits every
 * route in turn. Full-page screenshots go to tests/.artifacts/layout/<width>/ (git-ignored) to look through.
 *
 * A page that needs more than a visit (an admin tab) is one more line in PAGES with `signedIn` and `open`;
 * one behind a mailed link gets its address from `url`, set up through the API before the widths run.
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTab, signedOut, signIn } from "./support/admin";
import { useBrowser, visit } from "./support/browser";
import { continueToPayment, field, FOREST_POUR, newShopper, openCheckout } from "./support/checkout";
import {
  ANCHOR_TOLERANCE,
  distanceFromTarget,
  backInStockLink,
  inspectLayout,
  unusableActions,
  ownerApi,
  type OwnerApi,
  pendingCafe,
  type PrimaryAction,
  renderDeferredSections,
  reviewLink,
  sectionLinksToOtherPages,
  WIDTHS,
} from "./support/layout";
import { setStoredCart } from "./support/shop";

type LayoutPage = {
  /** Names the test and the screenshot file. */
  name: string;
  path: string;
  /** The page's main actions by visible text or accessible name: each must be there and ≥ 44 × 44 px. */
  primary?: string[];
  /** Needs the owner signed in (admin tabs). */
  signedIn?: boolean;
  /** What to do after the visit to reach the state to measure, e.g. `(page) => openTab(page, "Orders")`. */
  open?: (page: Page) => Promise<void>;
  /** Pages without the shop's header (the admin's own). */
  noShopHeader?: boolean;
  /** Pages that share a title on purpose (none yet). */
  sharedTitle?: boolean;
  /** Needs no owner signed in (the sign-in page sends a signed-in owner to the panel). */
  signedOut?: boolean;
  /** Where to go when `path` is not enough: a mailed link whose token the suite makes first. */
  url?: () => string;
  /** Row actions the owner must be able to use as the page opens: on screen, their row still readable. */
  reachable?: string[];
};

/** Made in beforeAll: mailed links with real tokens, and a café suggestion waiting for review. */
const mailed = { review: "", backInStock: "" };
const PENDING_CAFE = `Temple Tank Tumbler Coffee ${Date.now().toString(36)}`;

const PAGES: LayoutPage[] = [
  { name: "home", path: "/" },
  { name: "moods", path: "/discover-your-mood" },
  { name: "mood", path: "/mood/calm-and-reflective-coffee-match" },
  { name: "shop", path: "/shop" },
  { name: "product", path: "/product/golden-hush-honey-process-coffee", primary: ["Add to Cart", "Buy Now"] },
  { name: "cart", path: "/cart", primary: ["Proceed to Checkout"] },
  { name: "checkout", path: "/checkout", primary: ["Continue to Payment"] },
  {
    name: "orders",
    path: "/orders",
    primary: ["Complete payment"],
    // The order's card is a placeholder until the server answers for it; the button comes with the answer.
    open: (page) => page.getByRole("button", { name: "Complete payment" }).first().waitFor(),
  },
  { name: "journal", path: "/blog" },
  { name: "article", path: "/blog/kaapi-culture-south-indian-filter-coffee-tradition" },
  { name: "cafes", path: "/cafes" },
  { name: "about", path: "/about" },
  { name: "contact", path: "/contact", primary: ["Send Message"] },
  { name: "brew-guide", path: "/brew-guide" },
  { name: "subscription", path: "/subscription" },
  { name: "sourcing", path: "/sourcing" },
  { name: "submit-story", path: "/submit-story", primary: ["Submit Story"] },
  { name: "unsubscribe", path: "/unsubscribe" },
  { name: "confirm", path: "/confirm" },
  { name: "account", path: "/account", primary: ["Email me a code"] },
  { name: "subscription-start", path: "/subscription/start", primary: ["Continue to payment"] },
  // Without a valid mailed token the page says the link has expired (decision 137).
  { name: "subscription-manage", path: "/subscription/manage?token=not-a-valid-link" },
  { name: "review", path: "/review", url: () => mailed.review, primary: ["Send review"] },
  { name: "back-in-stock", path: "/back-in-stock", url: () => mailed.backInStock, primary: ["Stop these e-mails"] },
  { name: "admin-login", path: "/admin/login", primary: ["Sign In"], noShopHeader: true, signedOut: true },
  { name: "not-found", path: "/no-such-page" },
  { name: "unknown-product", path: "/product/no-such-coffee" },
  { name: "search", path: "/search?q=chikmaglur", primary: ["Apply filters"] },
  { name: "search-nothing", path: "/search?q=xylophone", primary: ["Ask the AI Mood Suggester"] },
  // Every admin tab (the panel's tab registry, app/features/admin/shell/tabs.ts), opened as the owner would.
  ...adminTabs([
    ["dashboard", "Dashboard"],
    ["products", "Shop Products"],
    ["orders", "Orders"],
    ["stock", "Stock"],
    ["discounts", "Discount Codes"],
    ["origins", "Origins"],
    ["moods", "Moods"],
    ["cafes", "Cafés"],
    ["pages", "Pages"],
    ["blogs", "Blogs"],
    ["newsletter", "Newsletter"],
    ["community", "Community"],
    ["home", "Home"],
    ["seo", "SEO"],
    ["messages", "Messages"],
    ["reviews", "Reviews"],
    ["outbox", "Outbox"],
    ["audit", "Audit Log"],
  ]),
  // The Cafés tab's review queue (issue 16 item 5): a visitor's suggestion with its Approve and Reject.
  {
    name: "admin-cafes-review-queue",
    path: "/admin?tab=cafes",
    signedIn: true,
    noShopHeader: true,
    open: async (page) => {
      await openTab(page, "Cafés");
      await page.getByRole("button", { name: /^Review queue/ }).click();
      await page.getByRole("button", { name: `Approve ${PENDING_CAFE}` }).waitFor();
    },
    reachable: [`Approve ${PENDING_CAFE}`, `Reject ${PENDING_CAFE}`],
  },
  // Packing slips and address labels for every order ready to ship (decision 151), on screen before printing.
  {
    name: "admin-print-slips",
    path: "/admin/print/slips?ready=1",
    signedIn: true,
    noShopHeader: true,
    primary: ["Print", "Back to Orders"],
    open: (page) => page.getByRole("heading", { level: 1, name: "Orders ready to ship" }).waitFor(),
  },
];

function adminTabs(tabs: [id: string, label: string][]): LayoutPage[] {
  return tabs.map(([id, label]) => ({
    name: `admin-${id}`,
    path: `/admin?tab=${id}`,
    signedIn: true,
    noShopHeader: true,
    open: (page) => openTab(page, label),
  }));
}

/** On every page: the header's cart link, and below 1024 px the menu toggle. */
function primaryActions(entry: LayoutPage, width: number): PrimaryAction[] {
  const header: PrimaryAction[] = [];
  if (!entry.noShopHeader) header.push({ name: "Cart", selector: "body > header nav a[href='/cart']" });
  if (!entry.noShopHeader && width < 1024)
    header.push({ name: "Open menu", selector: "body > header [aria-controls=mobile-menu]" });
  return [...header, ...(entry.primary ?? []).map((name) => ({ name }))];
}

/** Section links every width must land on, besides those found on the pages. */
const REQUIRED_SECTION_LINKS = ["/#community", "/#cafe-discovery"];

const SHOTS = path.resolve(import.meta.dirname, "../.artifacts/layout");
const browser = useBrowser();
const titles = new Map<string, string>();
const sectionLinks = new Set<string>(REQUIRED_SECTION_LINKS);
let owner: OwnerApi;
let cafeId: number | undefined;

beforeAll(async () => {
  const baseUrl = browser().baseUrl;
  owner = await ownerApi(baseUrl);
  const products = (await (await fetch(`${baseUrl}/api/products`)).json()) as { id: number; slug: string }[];
  const idOf = (slug: string) => products.find((product) => product.slug === slug)!.id;
  mailed.review = await reviewLink(baseUrl, owner, idOf("forest-pour-medium-roast-coffee"));
  mailed.backInStock = await backInStockLink(baseUrl, owner, idOf("morning-dust-light-roast-coffee"));
  cafeId = await pendingCafe(owner, PENDING_CAFE);
});

afterAll(async () => {
  if (cafeId !== undefined) await owner("DELETE", `/cafes/${cafeId}`);
});

beforeAll(async () => {
  // An unpaid order for /orders to list (it offers Complete payment), then one bag in the cart.
  const page = await browser().newPage({ width: 390, height: 844 });
  await openCheckout(page, browser().baseUrl, [FOREST_POUR]);
  // A long name, as some shoppers have: the owner's lists must truncate or wrap it, whatever other tests add.
  const shopper = { ...newShopper(), name: "Srinivasaraghavan Venkatakrishnan Ramanathapuram Subramaniam" };
  for (const [label, value] of [
    ["Full name", shopper.name],
    ["Email", shopper.email],
    ["Phone", shopper.phone],
    ["Address", shopper.street],
    ["Pincode", shopper.pincode],
  ] as const) {
    await field(page, label).fill(value);
  }
  // City comes from the pincode lookup (expect.poll is for tests, not hooks).
  await page.waitForFunction(() => Boolean(document.querySelector<HTMLInputElement>("[name=city]")?.value));
  await continueToPayment(page);
  // Checkout starts afresh; the order waits on /orders.
  await page.evaluate(() => localStorage.removeItem("checkoutOrder"));
  await visit(page, `${browser().baseUrl}/about`);
  await setStoredCart(page, [FOREST_POUR]);
  await page.close();
});

describe.each(WIDTHS)("layout at %i px", (width) => {
  let page: Page;
  let signedIn = false;
  beforeAll(async () => {
    page = await browser().newPage({ width, height: width < 768 ? 844 : 900 });
    await mkdir(path.join(SHOTS, String(width)), { recursive: true });
  });

  it.each(PAGES)("$name ($path)", async (entry) => {
    if (entry.signedIn && !signedIn) {
      await signIn(page, browser().baseUrl);
      signedIn = true;
    }
    if (entry.signedOut) {
      await signedOut(page, browser().baseUrl);
      signedIn = false;
    }
    // Admin tabs after the first are opened as the owner does, from the tab list, without reloading the panel.
    // (Admin pages of their own, such as the packing slips, are always visited.)
    const inPanel =
      entry.signedIn && signedIn && entry.path.startsWith("/admin?") && new URL(page.url()).pathname === "/admin";
    if (!inPanel) await visit(page, `${browser().baseUrl}${entry.url?.() ?? entry.path}`);
    await entry.open?.(page);
    await page.locator("main").waitFor();
    await renderDeferredSections(page);
    await page.screenshot({ path: path.join(SHOTS, String(width), `${entry.name}.png`), fullPage: true });

    const title = await page.title();
    expect(title, "the page has a title").not.toBe("");
    expect(title.split("Bean & Bhūmi").length - 1, `"${title}" names the shop once`).toBe(1);
    const owner = titles.get(title);
    if (!entry.sharedTitle && owner && owner !== entry.path) expect.fail(`"${title}" is also ${owner}'s title`);
    titles.set(title, entry.path);
    for (const link of await sectionLinksToOtherPages(page)) sectionLinks.add(link);

    const report = await inspectLayout(page, primaryActions(entry, width));
    const unreachable = await unusableActions(page, entry.reachable ?? []);
    expect([...report.sideways, ...report.small, ...report.cut, ...unreachable]).toEqual([]);
  });

  it("lands links to a section of another page on the section, opened directly and from /shop", async () => {
    for (const link of sectionLinks) {
      const id = link.split("#")[1]!;
      await visit(page, `${browser().baseUrl}${link}`);
      await expect
        .poll(async () => Math.abs((await distanceFromTarget(page, id)) ?? Infinity), { message: `${link} opened` })
        .toBeLessThanOrEqual(ANCHOR_TOLERANCE);

      await visit(page, `${browser().baseUrl}/shop`);
      // Followed as the shop's own link would be (the header's or the footer's), hidden in a closed menu or not.
      const followed = await page.evaluate((link) => {
        const anchor = [...document.querySelectorAll<HTMLAnchorElement>("a[href*='#']")].find(
          (a) => `${new URL(a.href).pathname}${new URL(a.href).hash}` === link,
        );
        anchor?.click();
        return Boolean(anchor);
      }, link);
      if (!followed) continue;
      await page.waitForURL((url) => url.hash === `#${id}`);
      await expect
        .poll(async () => Math.abs((await distanceFromTarget(page, id)) ?? Infinity), { message: `${link} from /shop` })
        .toBeLessThanOrEqual(ANCHOR_TOLERANCE);
    }
  });
});
