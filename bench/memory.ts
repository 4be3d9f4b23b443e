/**
 * The server's memory: resident set size (RSS, read from /proc) right after the first start (which
 * creates and seeds the database) and after a restart, then every 500 of 10,000 requests — pages,
 * API reads and real orders — on the embedded database and on PostgreSQL.
 * Budgets (PRODUCT.md §4, raised by issue 22): ≤ 350 MB on the embedded database after start (first start and restart)
 * and after the last of the requests;
 * no growth trend: at each sample a full garbage collection is forced and the least-squares line
 * through what is then held (RSS and JS heap), after the warm-up, may rise by at most 5 % of its
 * mean (16 MB of RSS, 4 MB of heap at least) across the run. Without the collection RSS swings by
 * a hundred MB with when V8 last collected, which says nothing about a leak.
 *   npm run bench:memory   (REQUESTS=10000; DATABASES="pglite postgres"; BENCH_DATABASE_URL or
 *                           TEST_DATABASE_URL picks the PostgreSQL server)
 */
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { ensureBuild, startServer, type ServerProcess } from "../scripts/lib/server-process";
import { adminQuery, withDatabase } from "../tests/support/database-templates";
import { withFreshShopper } from "./lib/shopper";

const total = Number(process.env.REQUESTS ?? 10_000);
const step = 500;
/** Samples before this many requests are the warm-up (caches fill, the heap finds its size). */
const WARM_UP = 2_000;
const postgresServer =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const databases = (process.env.DATABASES ?? "pglite postgres").split(/\s+/).filter(Boolean);
const ADMIN = { username: "bench-owner", password: "bench-password-2026" };
const START_BUDGET_MB = 350;

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))![1]) / 1024;

/**
 * Measuring only: the server runs with V8's gc() exposed and, on SIGUSR2, collects all garbage and
 * prints what it then holds. Retained memory is what a leak grows; RSS alone also swings with when
 * the collector last ran.
 */
const COLLECT_ON_SIGNAL = `process.on("SIGUSR2", () => { gc(); gc(); const m = process.memoryUsage(); console.log("MEMORY-AFTER-GC " + m.rss + " " + m.heapUsed + " " + m.external); })`;
const MEASURED = { NODE_OPTIONS: `--expose-gc --import=data:text/javascript,${encodeURIComponent(COLLECT_ON_SIGNAL)}` };

/** Asks the server to collect its garbage; answers its RSS and JS heap afterwards, in MB. */
async function afterGc(server: ServerProcess): Promise<{ rss: number; heap: number }> {
  const seen = server.output().split("MEMORY-AFTER-GC").length;
  server.child.kill("SIGUSR2");
  for (;;) {
    const parts = server.output().split("MEMORY-AFTER-GC");
    if (parts.length > seen) {
      const [rss, heap] = parts.at(-1)!.trim().split(/\s+/).map(Number);
      return { rss: rss! / 2 ** 20, heap: heap! / 2 ** 20 };
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
}

const order = (productId: number) =>
  JSON.stringify({
    customerName: "Meera Iyer",
    customerEmail: "meera.iyer@example.com",
    customerPhone: "+91 98450 12345",
    shippingAddress: { street: "3, Besant Avenue, Adyar", city: "Chennai", state: "Tamil Nadu", pincode: "600020" },
    items: [{ id: productId, quantity: 1, weight: "250", brewingMethod: "french-press" }],
  });

/** A visitor's mix: pages (cached and not), API reads, the café finder, and one order in ten. */
function mix(productId: number): autocannon.Request[] {
  const get = (p: string) => ({ method: "GET" as const, path: p });
  return [
    get("/"),
    get("/api/products"),
    get("/product/forest-pour-medium-roast-coffee"),
    get("/shop"),
    get("/api/products/morning-dust-light-roast-coffee"),
    get("/api/cafes?lat=12.97&lng=77.59"),
    get("/blog/kaapi-culture-south-indian-filter-coffee-tradition"),
    get("/api/moods"),
    get("/product/no-such-coffee"),
    {
      method: "POST",
      path: "/api/orders",
      body: order(productId),
      setupRequest: (request) => ({
        ...request,
        body: withFreshShopper(String(request.body)),
        headers: { ...request.headers, "content-type": "application/json", "idempotency-key": randomUUID() },
      }),
    },
  ];
}

/** The least-squares line through `samples`: how much it rises across them, and their mean. */
function trend(samples: { requests: number; value: number }[]): { rise: number; mean: number } {
  const n = samples.length;
  const mx = samples.reduce((sum, s) => sum + s.requests, 0) / n;
  const mean = samples.reduce((sum, s) => sum + s.value, 0) / n;
  const covariance = samples.reduce((sum, s) => sum + (s.requests - mx) * (s.value - mean), 0);
  const variance = samples.reduce((sum, s) => sum + (s.requests - mx) ** 2, 0);
  return { rise: (covariance / variance) * (samples.at(-1)!.requests - samples[0]!.requests), mean };
}

async function stockUp(server: ServerProcess): Promise<number> {
  const login = await fetch(`${server.url}/api/admin/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(ADMIN),
  });
  const { token } = (await login.json()) as { token: string };
  const product = (await (await fetch(`${server.url}/api/products/forest-pour-medium-roast-coffee`)).json()) as {
    id: number;
  };
  await fetch(`${server.url}/api/admin/stock/${product.id}/adjust`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
    body: JSON.stringify({ stockQuantity: 1_000_000, reason: "restock", note: "bench:memory" }),
  });
  return product.id;
}

async function measure(label: string, env: Record<string, string>): Promise<boolean> {
  const settings = {
    ...env,
    ...MEASURED,
    LOG_LEVEL: "info",
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
  };
  // The first start creates and seeds the database; the load runs on a restart, as a shop usually runs.
  const first = await startServer(settings);
  const atFirstStart = rssMb(first.child.pid!);
  await first.stop();
  const server = await startServer(settings);
  const pid = server.child.pid!;
  try {
    const atStart = rssMb(pid);
    const productId = await stockUp(server);
    const samples: { requests: number; rss: number; heap: number; rssAfterGc: number }[] = [];
    let errors = 0;
    for (let done = step; done <= total; done += step) {
      const result = await autocannon({
        url: server.url,
        connections: 10,
        amount: step,
        requests: mix(productId),
        headers: { "accept-encoding": "gzip, br" },
      });
      // 404 is the answer the unknown product asks for; anything else outside 2xx is a failure.
      errors += result.errors + result.timeouts + (result.non2xx - (result.statusCodeStats?.["404"]?.count ?? 0));
      const rss = rssMb(pid);
      const collected = await afterGc(server);
      samples.push({ requests: done, rss, heap: collected.heap, rssAfterGc: collected.rss });
    }
    const settled = samples.filter((sample) => sample.requests > WARM_UP);
    const rssTrend = trend(settled.map((sample) => ({ requests: sample.requests, value: sample.rssAfterGc })));
    const heapTrend = trend(settled.map((sample) => ({ requests: sample.requests, value: sample.heap })));
    const rssAllowed = Math.max(rssTrend.mean * 0.05, 16);
    const heapAllowed = Math.max(heapTrend.mean * 0.05, 4);
    const last = samples.at(-1)!.rss;
    const startOk = env.DATABASE_URL !== undefined || Math.max(atFirstStart, atStart, last) <= START_BUDGET_MB;
    const flat = rssTrend.rise <= rssAllowed && heapTrend.rise <= heapAllowed;
    const budget = env.DATABASE_URL ? "" : ` (budget ${START_BUDGET_MB} MB each)`;
    const series = (pick: (sample: (typeof samples)[number]) => number, digits = 0) =>
      samples.map((sample) => pick(sample).toFixed(digits)).join(" ");
    const signed = (mb: number) => `${mb >= 0 ? "+" : ""}${mb.toFixed(1)} MB`;
    console.log(`\n${label}`);
    console.log(
      `  RSS after start: ${atFirstStart.toFixed(1)} MB on the new database, ${atStart.toFixed(1)} MB on a restart${budget}`,
    );
    console.log(
      `  RSS every ${step} requests: ${series((sample) => sample.rss)} MB; after ${total}: ${last.toFixed(1)} MB${budget ? ` (budget ${START_BUDGET_MB} MB)` : ""}`,
    );
    console.log(`  JS heap after a full collection: ${series((sample) => sample.heap, 1)} MB`);
    console.log(
      `  trend after the first ${WARM_UP} requests: RSS ${signed(rssTrend.rise)} (allowed +${rssAllowed.toFixed(1)}), JS heap ${signed(heapTrend.rise)} (allowed +${heapAllowed.toFixed(1)}); errors: ${errors}`,
    );
    return startOk && flat && errors === 0;
  } finally {
    await server.stop();
  }
}

ensureBuild();
console.log(
  `bench:memory: ${total} requests per database, ${cpus().length} cores, load average ${loadavg()[0]!.toFixed(2)}`,
);
let ok = true;
for (const kind of databases) {
  const dataDir = await mkdtemp(path.join(tmpdir(), "bb-memory-"));
  try {
    if (kind === "pglite") ok = (await measure("Embedded database (PGlite)", { DATA_DIR: dataDir })) && ok;
    else {
      const database = `bb_bench_memory_${process.pid}`;
      await adminQuery(postgresServer, `create database ${database}`);
      try {
        ok =
          (await measure("PostgreSQL", { DATA_DIR: dataDir, DATABASE_URL: withDatabase(postgresServer, database) })) &&
          ok;
      } finally {
        await adminQuery(postgresServer, `drop database if exists ${database} with (force)`);
      }
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
console.log(`\n${ok ? "PASS" : "OVER BUDGET"}`);
process.exitCode = ok ? 0 : 1;
