/**
 * The API and a server-rendered page under load, against the production server on the embedded
 * database and on PostgreSQL, 50 connections each, every figure beside the floor (`/api/livez`).
 * Budgets (PRODUCT.md §4, raised by issue 22): `/api/products` ≥ 90 % of the floor with p99 ≤ 30 ms;
 * server-rendered pages (a product, home, shop) ≥ 75 % of the floor with p99 ≤ 60 ms; no errors anywhere.
 * `POST /api/orders` (a real order each, priced and reserved): p99 ≤ 300 ms on the embedded database, where
 * issue 22 sets it; PostgreSQL's figure is printed beside it (decision 174).
 * GETs are asked by wrk when it is installed (Debian's package; decision 156), orders by autocannon.
 * These machines are shared and their speed drifts from one minute to the next, so the floor is
 * measured right before each target, ROUNDS times in turn, and the median of the rounds is reported (each
 * round is printed too). Every target, orders included, first runs 2 s as a warm-up.
 * wrk opens its 50 connections a second before each run and measures the requests on them (decision 172):
 * a server accepts one new connection per turn of its event loop, and wrk's correction of those waits
 * for coordinated omission, not the requests, made the p99 of a 5 s run.
 *   npm run bench:api     (DURATION=5 seconds per run, ROUNDS=3; BENCH_DATABASE_URL or TEST_DATABASE_URL picks
 *                          the PostgreSQL server, default postgres://postgres@127.0.0.1:5432/test;
 *                          DATABASES="pglite postgres" to choose; ONLY="orders" keeps the targets whose
 *                          name contains a word of it, beside the floor; CLIENT=autocannon: no wrk)
 */
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { ensureBuild, startServer, type ServerProcess } from "../scripts/lib/server-process";
import { adminQuery, withDatabase } from "../tests/support/database-templates";
import { withFreshShopper } from "./lib/shopper";
import { hasWrk, wrkLoad } from "./lib/wrk";

const duration = Number(process.env.DURATION ?? 5);
const rounds = Number(process.env.ROUNDS ?? 3);
const connections = 50;
const postgresServer =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const databases = (process.env.DATABASES ?? "pglite postgres").split(/\s+/).filter(Boolean);
const ADMIN = { username: "bench-owner", password: "bench-password-2026" };
const PRODUCT_SLUG = "forest-pour-medium-roast-coffee";
/**
 * GETs are asked by wrk when it is installed (decision 156): autocannon spent a core reading pages while the
 * server idled, so it measured itself. Orders, which need a new key and shopper each, stay with autocannon.
 * CLIENT=autocannon forces autocannon everywhere.
 */
const useWrk = process.env.CLIENT !== "autocannon" && hasWrk();
const HEADERS = { "accept-encoding": "gzip, deflate, br" };

type Row = { "req/s": number; "p50 ms": number; "p99 ms": number; errors: number; "% of floor": string };
type Target = {
  name: string;
  path: string;
  /** `embeddedOnly`: checked on the embedded database alone, where issue 22 sets it (decision 174). */
  budget?: { share: number; p99: number; embeddedOnly?: boolean };
  order?: boolean;
};

const ALL_TARGETS: Target[] = [
  { name: "GET /api/livez (floor)", path: "/api/livez" },
  { name: "GET /api/products", path: "/api/products", budget: { share: 0.9, p99: 30 } },
  { name: `GET /api/products/{slug}`, path: `/api/products/${PRODUCT_SLUG}` },
  { name: "GET /product/{slug} (page)", path: `/product/${PRODUCT_SLUG}`, budget: { share: 0.75, p99: 60 } },
  { name: "GET / (page)", path: "/", budget: { share: 0.75, p99: 60 } },
  { name: "GET /shop (page)", path: "/shop", budget: { share: 0.75, p99: 60 } },
  { name: "POST /api/orders", path: "/api/orders", order: true, budget: { share: 0, p99: 300, embeddedOnly: true } },
];
const only = (process.env.ONLY ?? "").toLowerCase().split(/\s+/).filter(Boolean);
const TARGETS = ALL_TARGETS.filter(
  (target, i) => i === 0 || only.length === 0 || only.some((word) => target.name.toLowerCase().includes(word)),
);

function orderBody(productId: number): string {
  return JSON.stringify({
    customerName: "Asha Rao",
    customerEmail: "asha.rao@example.com",
    customerPhone: "+91 98765 43210",
    shippingAddress: { street: "12, 4th Cross, Indiranagar", city: "Bengaluru", state: "Karnataka", pincode: "560038" },
    items: [{ id: productId, quantity: 1, weight: "250", brewingMethod: "pour-over" }],
    subtotal: 0,
    shipping: 0,
    tax: 0,
    total: 0,
  });
}

async function load(url: string, target: Target, productId: number, seconds = duration) {
  if (useWrk && !target.order) return wrkLoad(`${url}${target.path}`, { connections, seconds, headers: HEADERS });
  // autocannon opens its connections as the run starts: their first requests wait to be accepted (decision 172).
  const result = await autocannon({
    url: `${url}${target.path}`,
    connections,
    duration: seconds,
    headers: HEADERS,
    ...(target.order && {
      requests: [
        {
          method: "POST",
          body: orderBody(productId),
          // A new attempt each time, as the checkout page sends one key per attempt.
          setupRequest: (request) => ({
            ...request,
            body: withFreshShopper(String(request.body)),
            headers: { ...request.headers, "content-type": "application/json", "idempotency-key": randomUUID() },
          }),
        },
      ],
    }),
  });
  const errors = result.errors + result.timeouts + result.non2xx;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors,
  };
}

/** The run in the middle when sorted by `key` (the rounds' median). */
function median<T>(runs: T[], key: (run: T) => number): T {
  return [...runs].sort((a, b) => key(a) - key(b))[Math.floor(runs.length / 2)]!;
}

/** Signs in as the bench's admin and gives the product enough stock for every order the run places. */
async function stockUp(server: ServerProcess): Promise<number> {
  const login = await fetch(`${server.url}/api/admin/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(ADMIN),
  });
  if (login.status !== 200) throw new Error(`admin login: ${login.status} ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };
  const product = (await (await fetch(`${server.url}/api/products/${PRODUCT_SLUG}`)).json()) as { id: number };
  const adjust = await fetch(`${server.url}/api/admin/stock/${product.id}/adjust`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
    body: JSON.stringify({ stockQuantity: 1_000_000, reason: "restock", note: "bench:api" }),
  });
  if (adjust.status !== 200) throw new Error(`stock adjustment: ${adjust.status} ${await adjust.text()}`);
  return product.id;
}

async function benchServer(label: string, env: Record<string, string>): Promise<boolean> {
  const embedded = !env.DATABASE_URL;
  // Production logging stays on: one line per request is part of what a request costs.
  const server = await startServer({
    ...env,
    LOG_LEVEL: "info",
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
  });
  try {
    const productId = await stockUp(server);
    // Warm-up, orders included: JIT, caches, and each statement prepared, as in a shop that has been selling.
    for (const target of TARGETS) await load(server.url, target, productId, 2);
    let rows: Record<string, Row> = {};
    let ok = true;
    const [floorTarget, ...others] = TARGETS;
    const floors: Awaited<ReturnType<typeof load>>[] = [];
    for (const target of others) {
      const runs: { measured: Awaited<ReturnType<typeof load>>; share: number }[] = [];
      for (let round = 0; round < rounds; round++) {
        const floor = await load(server.url, floorTarget!, productId);
        floors.push(floor);
        const measured = await load(server.url, target, productId);
        runs.push({ measured, share: measured.rps / floor.rps });
        // Every round, so a machine that changed speed mid-run shows beside the median.
        console.log(
          `  ${target.name}, round ${round + 1}: ${Math.round(measured.rps)}/s, p50 ${measured.p50} ms, p99 ${measured.p99} ms, max ${measured.max} ms; floor ${Math.round(floor.rps)}/s, p99 ${floor.p99} ms; load ${loadavg()[0]!.toFixed(2)}`,
        );
      }
      const { measured, share } = median(runs, (run) => run.share);
      const errors = runs.reduce((sum, run) => sum + run.measured.errors, 0);
      rows[target.name] = {
        "req/s": Math.round(measured.rps),
        "p50 ms": measured.p50,
        "p99 ms": measured.p99,
        errors,
        "% of floor": `${(share * 100).toFixed(1)} %`,
      };
      if (errors > 0) ok = false;
      const budget = target.budget && (embedded || !target.budget.embeddedOnly) ? target.budget : undefined;
      if (budget && (share < budget.share || measured.p99 > budget.p99)) ok = false;
    }
    const floor = median(floors, (run) => run.rps);
    const floorErrors = floors.reduce((sum, run) => sum + run.errors, 0);
    if (floorErrors > 0) ok = false;
    rows = {
      [floorTarget!.name]: {
        "req/s": Math.round(floor.rps),
        "p50 ms": floor.p50,
        "p99 ms": floor.p99,
        errors: floorErrors,
        "% of floor": "100.0 %",
      },
      ...rows,
    };
    console.log(`\n${label}`);
    console.table(rows);
    if (!embedded && TARGETS.some((target) => target.budget?.embeddedOnly))
      console.log(
        "  orders here are reported, not budgeted: issue 22 sets their p99 for the embedded database (decision 174)",
      );
    return ok;
  } finally {
    await server.stop();
  }
}

ensureBuild();
console.log(
  `bench:api: ${connections} connections, ${duration} s a run, median of ${rounds} rounds (floor measured before each), ${cpus().length} cores, load average ${loadavg()[0]!.toFixed(2)}`,
);
console.log(
  useWrk
    ? "client: wrk for every GET (one thread; its connections open a second before it measures), autocannon for orders"
    : `client: autocannon for everything${process.env.CLIENT === "autocannon" ? "" : " (wrk is not installed: apt-get install wrk)"}; pages are then limited by the client reading them (decision 156)`,
);
let ok = true;
for (const kind of databases) {
  const dataDir = await mkdtemp(path.join(tmpdir(), "bb-bench-"));
  try {
    if (kind === "pglite") {
      ok = (await benchServer("Embedded database (PGlite)", { DATA_DIR: dataDir })) && ok;
    } else {
      const database = `bb_bench_api_${process.pid}`;
      await adminQuery(postgresServer, `create database ${database}`);
      try {
        ok =
          (await benchServer(`PostgreSQL (${postgresServer.replace(/\/[^/]*$/, `/${database}`)})`, {
            DATA_DIR: dataDir,
            DATABASE_URL: withDatabase(postgresServer, database),
          })) && ok;
      } finally {
        await adminQuery(postgresServer, `drop database if exists ${database} with (force)`);
      }
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
console.log(
  `\nBudgets: /api/products ≥ 90 % of the floor, p99 ≤ 30 ms; pages ≥ 75 %, p99 ≤ 60 ms; orders p99 ≤ 300 ms (embedded); 0 errors (${cpus().length} cores, load average ${loadavg()[0]!.toFixed(2)})`,
);
console.log(ok ? "PASS" : "OVER BUDGET");
process.exitCode = ok ? 0 : 1;
