/**
 * Issue 10, "hard to break": stored XSS. Through the admin API, script-bearing text goes into every
 * admin field a public page renders (products, origins, moods, cafés, home sections, pages, the
 * journal); Chromium then opens those pages. Nothing may run, no markup may be injected (even markup
 * the CSP would block), and the text must be shown as text. Everything created is deleted and every
 * edited original restored, since the other specs expect the seeded shop.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { sharedServerUrl } from "./support/shared-server";
import { adminClient, type AdminClient } from "../support/admin";
import { unique } from "./support/admin";
import { useBrowser, visit } from "./support/browser";

const XSS = {
  script: "<script>window.__xss=1</script>",
  img: `<img src=x onerror="window.__xss=1">`,
  svg: `"><svg onload=window.__xss=1>`,
  url: "javascript:window.__xss=1",
};
const tag = unique();
/** Text with all three kinds of markup, marked with this run's tag (fits 120 characters). */
const text = (label: string) => `${label}${tag} ${XSS.img} ${XSS.svg} ${XSS.script}`;
const MARKDOWN = [
  `# Heading ${XSS.img}`,
  XSS.script,
  `<div onmouseover="window.__xss=1">raw html ${tag}</div>`,
  `[click me](${XSS.url}) and [data](data:text/html,<script>window.__xss=1</script>) and <a href="${XSS.url}">raw link</a>`,
  `![picture](${XSS.url})`,
  `\`${XSS.svg}\``,
].join("\n\n");

const browser = useBrowser();
const baseUrl = sharedServerUrl();
let admin: AdminClient;
/** Undo steps, run last-first: deletions of what was created, restores of what was edited. */
const undo: (() => Promise<unknown>)[] = [];
const created: { productSlug?: string; moodSlug?: string; cafeId?: number; blogSlug?: string } = {};

async function signIn(): Promise<AdminClient> {
  const response = await fetch(`${baseUrl}/api/admin/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(inject("adminCredentials")),
  });
  if (response.status !== 200) throw new Error(`admin login: ${response.status} ${await response.text()}`);
  return adminClient(
    { api: (path, init) => fetch(`${baseUrl}${path}`, init) },
    ((await response.json()) as { token: string }).token,
  );
}

type Report = {
  xss: unknown;
  violations: string[];
  handlers: string[];
  badLinks: string[];
  strayScripts: string[];
  text: string;
  title: string;
  description: string;
};

/** Opens `path` in Chromium with listeners for dialogs and CSP reports, and waits until every image has loaded or failed. */
async function openWatched(page: Page, path: string): Promise<{ dialogs: string[]; cspMessages: string[] }> {
  const dialogs: string[] = [];
  const cspMessages: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) cspMessages.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = ((window as unknown as { __violations: string[] }).__violations = []);
    document.addEventListener("securitypolicyviolation", (e) =>
      seen.push(`${e.violatedDirective}: ${e.sample || e.blockedURI}`),
    );
  });
  const response = await visit(page, `${baseUrl}${path}`);
  expect(response?.status(), path).toBe(200);
  await page.waitForLoadState("load");
  return { dialogs, cspMessages };
}

/** What ran or was injected on the page, and the text it shows. */
function inspect(page: Page): Promise<Report> {
  return page.evaluate((): Report => {
    const all = [...document.querySelectorAll("*")];
    return {
      xss: (window as unknown as { __xss?: unknown }).__xss,
      violations: (window as unknown as { __violations: string[] }).__violations,
      handlers: all.flatMap((el) =>
        [...el.attributes]
          .filter((a) => /^on/i.test(a.name))
          .map((a) => `<${el.tagName.toLowerCase()} ${a.name}="${a.value}">`),
      ),
      badLinks: all
        .flatMap((el) =>
          ["href", "src", "action", "formaction", "xlink:href"].map((name) => el.getAttribute(name) ?? ""),
        )
        .filter((value) => /^\s*(javascript|vbscript|data:text\/html)/i.test(value)),
      strayScripts: [...document.scripts]
        .filter((s) => !s.hasAttribute("nonce") && s.type !== "application/ld+json")
        .map((s) => s.outerHTML.slice(0, 200)),
      // Text nodes, hidden ones too (a collapsed description), without the scripts' data.
      text: (() => {
        const body = document.body.cloneNode(true) as HTMLElement;
        body.querySelectorAll("script, template").forEach((el) => el.remove());
        return (body.textContent ?? "").replace(/\s+/g, " ");
      })(),
      title: document.title,
      description: document.querySelector('meta[name="description"]')?.getAttribute("content") ?? "",
    };
  });
}

async function expectNothingRan(path: string, shown: string[]): Promise<Report> {
  const page = await browser().newPage();
  const { dialogs, cspMessages } = await openWatched(page, path);
  const report = await inspect(page);
  await page.close();
  expect(report.xss, `${path}: an injected script ran`).toBeUndefined();
  expect(dialogs, path).toEqual([]);
  expect(report.violations, `${path}: markup was injected (the CSP stopped it)`).toEqual([]);
  expect(cspMessages, path).toEqual([]);
  expect(report.handlers, `${path}: injected event handlers`).toEqual([]);
  expect(report.badLinks, `${path}: script links`).toEqual([]);
  expect(report.strayScripts, `${path}: scripts without the nonce`).toEqual([]);
  for (const literal of shown) expect(report.text, `${path} should show the text as typed`).toContain(literal);
  return report;
}

/** Edits `fields` of one record and registers the restore of their original values. */
async function editRestoring<T extends Record<string, unknown>>(
  listPath: string,
  find: (row: T) => boolean,
  itemPath: (row: T) => string,
  fields: Record<string, unknown>,
) {
  const rows = await admin.json<T[]>(admin.get(listPath));
  const original = rows.find(find);
  if (!original) throw new Error(`nothing to edit at ${listPath}`);
  const before = Object.fromEntries(Object.keys(fields).map((key) => [key, original[key]]));
  undo.push(() => admin.json(admin.put(itemPath(original), before)));
  await admin.json(admin.put(itemPath(original), fields));
}

async function create<T>(path: string, body: Record<string, unknown>): Promise<T & { id: number }> {
  const row = await admin.json<T & { id: number }>(admin.post(path, body), 201);
  undo.push(() => admin.json(admin.del(`${path}/${row.id}`), 204));
  return row;
}

describe("stored XSS: what the owner types is shown as text and never runs", () => {
  beforeAll(async () => {
    admin = await signIn();
    const product = await create<{ slug: string }>("/products", {
      name: text("Kaapi "),
      price: "499",
      stockQuantity: 20,
      description: text("Description "),
      tags: `${XSS.img}, ${XSS.svg}`,
      tastingNotes: `${XSS.img}, ${XSS.script}`,
      bhumiNote: text("Bhumi "),
      poeticLine: text("Poem "),
      essence: text("Essence "),
      farmerName: XSS.svg,
      farmerQuote: text("Quote "),
      batchStory: text("Batch "),
      harvest: XSS.img,
      origin: XSS.svg,
      region: XSS.img,
      estate: XSS.svg,
      seoTitle: `SEO${tag} ${XSS.img}`,
      seoDescription: text("Meta "),
      isActive: true,
    });
    created.productSlug = product.slug;
    const coffee = await create("/coffees", {
      name: `Origin${tag} ${XSS.img}`,
      region: XSS.svg,
      description: text("Origin "),
      tastingNotes: XSS.img,
      productId: product.id,
    });
    const mood = await create<{ slug: string; name: string }>("/moods", {
      name: `Mood${tag} ${XSS.img}`,
      description: text("Mood "),
      ritual: text("Ritual "),
      characteristics: `${XSS.svg}, ${XSS.img}`,
      coffeeIds: [coffee.id],
    });
    created.moodSlug = mood.slug;
    // A mood pairing is one of the shop's moods (issue 16): this product pairs with the mood above.
    await admin.json(admin.put(`/products/${product.id}`, { moodPairing: mood.name }));
    const cafe = await create("/cafes", {
      name: text("Cafe "),
      description: text("About "),
      address: text("Road "),
      city: `City${tag} ${XSS.img}`,
      phone: XSS.svg.slice(0, 30),
      latitude: 12.97,
      longitude: 77.59,
      status: "approved",
    });
    created.cafeId = cafe.id;
    const post = await create<{ slug: string }>("/blogs", {
      title: text("Post "),
      excerpt: text("Excerpt "),
      content: MARKDOWN,
      tags: `${XSS.img}, ${XSS.svg}`,
      metaTitle: `Meta${tag} ${XSS.img}`,
      metaDescription: text("Desc "),
      author: XSS.svg,
      status: "published",
    });
    created.blogSlug = post.slug;
    const sections = await admin.json<{ section: string; isActive: boolean }[]>(admin.get("/home-content"));
    for (const { section } of sections.filter((s) => s.isActive)) {
      await editRestoring(
        "/home-content",
        (row: { section: string }) => row.section === section,
        (row) => `/home-content/${row.section}`,
        { title: text("Home "), subtitle: text("Sub "), content: text("Content "), buttonText: XSS.img },
      );
    }
    await editRestoring(
      "/pages",
      (row: { slug: string; id: number }) => row.slug === "about",
      (row) => `/pages/${row.id}`,
      {
        title: text("About "),
        excerpt: text("Excerpt "),
        content: MARKDOWN,
        metaTitle: `About${tag} ${XSS.img}`,
        metaDescription: text("Meta "),
      },
    );
  });

  afterAll(async () => {
    for (const step of undo.reverse()) await step();
  });

  it("notices injected markup, which the page's CSP stops (so the passes below mean something)", async () => {
    const page = await browser().newPage();
    await openWatched(page, "/about");
    await page.evaluate((markup) => document.body.insertAdjacentHTML("beforeend", markup), `${XSS.img}${XSS.svg}`);
    await expect.poll(async () => (await inspect(page)).violations.length).toBeGreaterThan(0);
    const report = await inspect(page);
    expect(report.handlers).toEqual(expect.arrayContaining([expect.stringContaining("onerror")]));
    expect(report.xss).toBeUndefined();
    await page.close();
  });

  it("refuses javascript: in every URL and link field the owner can fill", async () => {
    for (const [path, body, field] of [
      ["/products", { name: "x", price: "1", images: [XSS.url] }, "images.0"],
      ["/coffees", { name: "x", region: "x", description: "x", imageUrl: XSS.url }, "imageUrl"],
      ["/moods", { name: `x${tag}`, imageUrl: XSS.url }, "imageUrl"],
      [
        "/cafes",
        {
          name: "x",
          description: "x",
          address: "x",
          city: "x",
          website: XSS.url,
          imageUrl: "https://example.com/x.jpg",
        },
        "website",
      ],
      [
        "/cafes",
        { name: "x", description: "x", address: "x", city: "x", imageUrl: " JaVaScRiPt:window.__xss=1" },
        "imageUrl",
      ],
      ["/home-content", { section: `s${tag}`, buttonUrl: XSS.url }, "buttonUrl"],
      [
        "/blogs",
        { title: "x", content: "x", featuredImage: "data:text/html,<script>window.__xss=1</script>" },
        "featuredImage",
      ],
    ] as const) {
      const response = await admin.post(path, body);
      const answer = await response.json();
      expect(response.status, `${path} ${field}: ${JSON.stringify(answer)}`).toBe(400);
      expect(Object.keys(answer.errors ?? {}), path).toContain(field);
    }
    const seo = await admin.put("/seo", {
      googleAnalyticsId: `G-1');${XSS.script}`,
      searchConsoleVerification: XSS.svg,
      robotsTxt: XSS.script,
      redirects: [{ fromPath: "/xss", toPath: XSS.url }],
    });
    expect(seo.status).toBe(400);
  });

  it("the product page and the shop show the product's text as typed", async () => {
    const report = await expectNothingRan(`/product/${created.productSlug}`, [
      text("Kaapi "),
      text("Bhumi "),
      text("Quote "),
      text("Batch "),
    ]);
    expect(report.title).toContain(`SEO${tag} ${XSS.img}`);
    expect(report.description).toBe(text("Meta "));
    await expectNothingRan("/shop", [text("Kaapi ")]);
  });

  it("the mood pages show the mood and its origin as typed", async () => {
    await expectNothingRan(`/mood/${created.moodSlug}`, [
      `Mood${tag} ${XSS.img}`,
      text("Mood "),
      `Origin${tag} ${XSS.img}`,
    ]);
    await expectNothingRan("/discover-your-mood", [`Mood${tag} ${XSS.img}`]);
  });

  it("the café finder shows the café as typed", async () => {
    await expectNothingRan(`/cafes?cafe=${created.cafeId}`, [text("Cafe ")]);
  });

  it("the journal shows the post as typed, its markdown's raw HTML as text and no script links", async () => {
    await expectNothingRan("/blog", [text("Post ")]);
    const report = await expectNothingRan(`/blog/${created.blogSlug}`, [
      text("Post "),
      XSS.script,
      `raw html ${tag}`,
      "click me",
    ]);
    expect(report.title).toContain(`Meta${tag} ${XSS.img}`);
    expect(report.description).toBe(text("Desc "));
  });

  it("the home page shows its sections as typed, and the about page its markdown", async () => {
    await expectNothingRan("/", [text("Home ")]);
    await expectNothingRan("/about", [text("About "), XSS.script, `raw html ${tag}`]);
  });
});
