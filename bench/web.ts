/**
 * Lighthouse mobile (simulated Moto G Power on slow 4G, Lighthouse's default) against a production
 * server on a fresh data directory, on the pages a shopper meets: home, shop, a product, an article,
 * the café finder, checkout with a cart and the orders page with an order placed from this browser.
 * Budgets (PRODUCT.md §4, raised by issue 22): performance 100, LCP ≤ 1.3 s, CLS 0, first-view JS ≤ 125 KB gzipped
 * (JS "sent" is what Chromium received: Brotli, which it asks localhost and HTTPS sites for).
 *
 * Every run gets a fresh Chromium profile; what a page needs in localStorage (a cart, an order) is
 * written from /robots.txt on the same origin first, so nothing the page itself loads is cached.
 * Each page is measured RUNS times (default 5) and the median run by score is reported.
 *   npm run bench:web            (PAGES="/ /shop" RUNS=5 to choose)
 */
import { randomUUID } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import http from "node:http";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import lighthouse from "lighthouse";
import puppeteer from "puppeteer-core";
import { CHUNK_MODULES_FILE } from "../scripts/lib/chunk-modules";
import { ensureBuild, startServer } from "../scripts/lib/server-process";

const PRODUCT = "/product/morning-dust-light-roast-coffee";
const ARTICLE = "/blog/kaapi-culture-south-indian-filter-coffee-tradition";
const PAGES = (process.env.PAGES ?? `/ /shop ${PRODUCT} ${ARTICLE} /cafes /checkout /orders`)
  .split(/\s+/)
  .filter(Boolean);
const RUNS = Number(process.env.RUNS ?? 5);
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CHROMIUM_ARGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const BUDGET = { score: 100, lcpMs: 1300, cls: 0, jsKb: 125 };

/**
 * This round's features on the measured pages (issue 22), each with a budget for what its code adds to a
 * page's first view, in KB gzipped; what they do when used loads when they are used. A feature's bytes in
 * a chunk are its modules' share of the chunk's code (`build/chunk-modules.json`) times the chunk's gzip
 * size.
 */
const FEATURES: Record<string, { budgetKb: number; modules: RegExp }> = {
  // The box in the header, a plain search form; the suggestions' code loads on its first focus (decision 177).
  "search box": { budgetKb: 1.5, modules: /^(app\/features\/search\/|src\/domain\/search\.ts$)/ },
  // "Sign in" or "Account", from a cookie read after hydration.
  "account link": {
    budgetKb: 0.3,
    modules:
      /^(app\/components\/layout\/account-label\.ts|src\/domain\/account-hint\.ts|node_modules\/lucide-react\/dist\/esm\/icons\/circle-user\.mjs)$/,
  },
  // "Check delivery": its code loads when it is used (decision 168), or at once for a remembered pincode.
  "delivery promise": { budgetKb: 0.75, modules: /^app\/features\/delivery\// },
  // The stars by a coffee's name; the reviews themselves load as the shopper nears them.
  reviews: {
    budgetKb: 0.5,
    modules:
      /^(app\/features\/product\/product-reviews\.tsx|app\/components\/ui\/star-rating\.tsx|src\/domain\/reviews\.ts)$/,
  },
};

type Request = {
  url?: string;
  resourceType?: string;
  priority?: string;
  transferSize?: number;
  networkRequestTime?: number;
  networkEndTime?: number;
};
type Audit = { numericValue?: number; details?: { items?: Request[] } };
type Measure = {
  /** KB gzipped of each feature's code in the scripts the page loaded. */
  featureKb: Record<string, number>;
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsKb: number;
  jsSentKb: number;
  /** Lighthouse's CPU benchmark of the host for this run (`lhr.environment.benchmarkIndex`). */
  benchmarkIndex: number;
};

/** What the shopper's browser holds before the page opens: a cart for /checkout, an order for /orders. */
type Storage = Record<string, string>;

const CART = [
  { id: 1, name: "Morning Dust", price: 1300, quantity: 1, weight: "250", brewingMethod: "pour-over", image: "" },
  { id: 3, name: "Forest Pour", price: 780, quantity: 2, weight: "250", brewingMethod: "", image: "" },
];

/** Places a real order through the API (as checkout does) and answers the browser's order history. */
async function placeOrder(baseUrl: string): Promise<Storage> {
  const response = await fetch(`${baseUrl}/api/orders`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": randomUUID() },
    body: JSON.stringify({
      customerName: "Asha Rao",
      customerEmail: "asha.rao@example.com",
      customerPhone: "+91 98765 43210",
      shippingAddress: {
        street: "12, 4th Cross, Indiranagar",
        city: "Bengaluru",
        state: "Karnataka",
        pincode: "560038",
      },
      items: CART.map(({ id, quantity, weight, brewingMethod }) => ({ id, quantity, weight, brewingMethod })),
      subtotal: 0,
      shipping: 0,
      tax: 0,
      total: 0,
    }),
  });
  if (response.status !== 201)
    throw new Error(`could not place the order /orders shows: ${response.status} ${await response.text()}`);
  const { order, accessToken } = (await response.json()) as { order: { orderNumber: string }; accessToken: string };
  // As checkout remembers it (decision 157): the order awaits payment, so its card keeps a row for the button.
  return {
    bbOrders: JSON.stringify([
      { orderNumber: order.orderNumber, accessToken, placedAt: new Date().toISOString(), awaitsPayment: true },
    ]),
  };
}

const gzipped = new Map<string, Promise<number>>();

/**
 * The budget is for gzip. Chromium asks localhost for Brotli (smaller still), so each script the
 * page loaded is fetched once more as gzip and its compressed bytes counted.
 */
function gzippedSize(url: string): Promise<number> {
  let size = gzipped.get(url);
  if (!size) {
    size = new Promise<number>((resolve, reject) => {
      http
        .get(url, { headers: { "Accept-Encoding": "gzip" } }, (response) => {
          let bytes = 0;
          response.on("data", (chunk: Buffer) => (bytes += chunk.length));
          response.on("end", () => resolve(bytes));
          response.on("error", reject);
        })
        .on("error", reject);
    });
    gzipped.set(url, size);
  }
  return size;
}

let chunkModules: Record<string, Record<string, number>> = {};

/** Each feature's share of a loaded script, in gzipped bytes. */
function featureBytes(scriptUrl: string, gzipBytes: number): Record<string, number> {
  const modules = chunkModules[new URL(scriptUrl).pathname.slice(1)] ?? {};
  const total = Object.values(modules).reduce((sum, length) => sum + length, 0);
  const bytes: Record<string, number> = {};
  for (const [name, feature] of Object.entries(FEATURES)) {
    let length = 0;
    for (const [module, rendered] of Object.entries(modules)) if (feature.modules.test(module)) length += rendered;
    bytes[name] = total > 0 ? (gzipBytes * length) / total : 0;
  }
  return bytes;
}

async function measure(url: string, storage: Storage): Promise<Measure> {
  const profile = await mkdtemp(path.join(tmpdir(), "bb-web-profile-"));
  const browser = await puppeteer.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, userDataDir: profile });
  try {
    const page = await browser.newPage();
    if (Object.keys(storage).length > 0) {
      await page.goto(new URL("/robots.txt", url).href);
      await page.evaluate(
        (entries) => entries.forEach(([key, value]) => localStorage.setItem(key, value)),
        Object.entries(storage),
      );
    }
    // Lighthouse would otherwise clear the origin's storage; the profile is new, so its cache is empty anyway.
    const result = await lighthouse(
      url,
      { logLevel: "error", onlyCategories: ["performance"], disableStorageReset: true },
      undefined,
      page,
    );
    if (!result) throw new Error(`lighthouse gave no result for ${url}`);
    const { audits, categories } = result.lhr;
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    const value = (id: string) => (audits[id] as Audit | undefined)?.numericValue ?? 0;
    const requests = (audits["network-requests"] as Audit | undefined)?.details?.items ?? [];
    const scripts = requests.filter((item) => item.resourceType === "Script");
    if (process.env.VERBOSE) {
      const lcpElement = JSON.stringify(
        (audits["largest-contentful-paint-element"] as { details?: unknown } | undefined)?.details ?? {},
      ).slice(0, 300);
      console.log(`${url}: LCP ${Math.round(value("largest-contentful-paint"))} ms, element ${lcpElement}`);
      const shifts =
        (
          audits["layout-shifts"] as
            { details?: { items?: { score?: number; node?: { snippet?: string; selector?: string } }[] } } | undefined
        )?.details?.items ?? [];
      for (const shift of shifts)
        console.log(
          `  shift ${shift.score?.toFixed(4)} ${shift.node?.selector ?? ""} ${shift.node?.snippet?.slice(0, 160) ?? ""}`,
        );
      for (const item of requests)
        console.log(
          `  ${((item.transferSize ?? 0) / 1024).toFixed(1).padStart(6)} KB ${item.resourceType} ${item.priority} ${item.url}`,
        );
    }
    const sentBytes = scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
    const scriptGzip = await Promise.all(scripts.map((item) => gzippedSize(item.url!)));
    const gzipBytes = scriptGzip.reduce((sum, bytes) => sum + bytes, 0);
    const featureKb: Record<string, number> = {};
    scripts.forEach((item, index) => {
      for (const [name, bytes] of Object.entries(featureBytes(item.url!, scriptGzip[index]!)))
        featureKb[name] = (featureKb[name] ?? 0) + bytes / 1024;
    });
    return {
      featureKb,
      score: Math.round((categories.performance?.score ?? 0) * 100),
      fcpMs: Math.round(value("first-contentful-paint")),
      lcpMs: Math.round(value("largest-contentful-paint")),
      tbtMs: Math.round(value("total-blocking-time")),
      cls: Number(value("cumulative-layout-shift").toFixed(3)),
      jsKb: Number((gzipBytes / 1024).toFixed(1)),
      jsSentKb: Number((sentBytes / 1024).toFixed(1)),
      benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
    };
  } finally {
    await browser.close();
    await rm(profile, { recursive: true, force: true });
  }
}

/** Lighthouse sometimes loses the trace on a busy machine (NO_NAVSTART); such a run is retried twice. */
async function measureWithRetries(url: string, storage: Storage): Promise<Measure> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(url, storage);
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`retrying: ${(error as Error).message}`);
    }
  }
}

function withinBudget(m: Measure): boolean {
  return m.score >= BUDGET.score && m.lcpMs <= BUDGET.lcpMs && m.cls <= BUDGET.cls && m.jsKb <= BUDGET.jsKb;
}

ensureBuild();
chunkModules = JSON.parse(await readFile(CHUNK_MODULES_FILE, "utf8")) as typeof chunkModules;
const work = await mkdtemp(path.join(tmpdir(), "bb-web-"));
const server = await startServer({ DATA_DIR: path.join(work, "data"), LOG_LEVEL: "silent" });
console.log(
  `Lighthouse mobile, median of ${RUNS}, ${cpus().length} cores, load average ${loadavg()[0]!.toFixed(2)}, server ${server.url}`,
);
const rows: Record<string, Record<string, string | number>> = {};
const featureRows: Record<string, Record<string, string | number>> = {};
let ok = true;
try {
  const storageFor: Record<string, Storage> = {
    "/checkout": { cartItems: JSON.stringify(CART) },
    "/orders": await placeOrder(server.url),
  };
  for (const page of PAGES) {
    const url = `${server.url}${page}`;
    await fetch(url).then((response) => response.arrayBuffer()); // first render warms the server's caches
    const runs: Measure[] = [];
    for (let run = 0; run < RUNS; run++) runs.push(await measureWithRetries(url, storageFor[page] ?? {}));
    const median = [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)]!;
    rows[page] = {
      score: median.score,
      "all runs": runs.map((m) => m.score).join(" "),
      "FCP ms": median.fcpMs,
      "LCP ms": median.lcpMs,
      "TBT ms": median.tbtMs,
      CLS: median.cls,
      "JS KB (gzip)": median.jsKb,
      "JS KB (sent)": median.jsSentKb,
      "CPU index": median.benchmarkIndex,
      budget: withinBudget(median) ? "ok" : "OVER",
    };
    if (!withinBudget(median)) ok = false;
    featureRows[page] = Object.fromEntries(
      Object.entries(FEATURES).map(([name, { budgetKb }]) => {
        const kb = median.featureKb[name] ?? 0;
        if (kb > budgetKb) ok = false;
        return [name, `${kb.toFixed(2)}${kb > budgetKb ? " OVER" : ""}`];
      }),
    );
  }
  console.table(rows);
  console.log("First-view JS of this round's features, KB gzipped:");
  console.table(featureRows);
  console.log(
    `Feature budgets: ${Object.entries(FEATURES)
      .map(([name, { budgetKb }]) => `${name} ≤ ${budgetKb} KB`)
      .join(", ")}`,
  );
  // Lighthouse slows the CPU 4× whatever the host, so a slower machine gives more blocking time: the index
  // shows which machine a run had (Lighthouse warns a host below 1,000 is slower than it expects).
  const indexes = Object.values(rows).map((row) => Number(row["CPU index"]));
  console.log(
    `Lighthouse's CPU benchmark index on this machine: ${Math.min(...indexes)}–${Math.max(...indexes)} (Lighthouse expects ≥ 1000)`,
  );
  console.log(
    `Budgets: score ≥ ${BUDGET.score}, LCP ≤ ${BUDGET.lcpMs} ms, CLS ≤ ${BUDGET.cls}, JS ≤ ${BUDGET.jsKb} KB`,
  );
  console.log(ok ? "PASS: every page within budget" : "OVER BUDGET");
  process.exitCode = ok ? 0 : 1;
} finally {
  await server.stop();
  await rm(work, { recursive: true, force: true });
}
