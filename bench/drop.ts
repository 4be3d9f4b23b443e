/**
 * A limited drop on PostgreSQL: the batch of the month set to 400 bags, 2,000 buyers pressing
 * "Place order" at the same moment against a production server on a fresh database.
 * Budget (PRODUCT.md §4): exactly 400 orders, 0 oversold, 0 server errors; report p50/p99 latency.
 *   npm run bench:drop     (BENCH_DATABASE_URL or TEST_DATABASE_URL picks the server;
 *                           default postgres://postgres@127.0.0.1:5432/test; BUYERS=2000 BAGS=400)
 */
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { execFileSync } from "node:child_process";
import http from "node:http";
import { cpus, loadavg } from "node:os";
import { ensureBuild, startServer } from "../scripts/lib/server-process";
import { adminQuery, withDatabase } from "../tests/support/database-templates";

const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const buyers = Number(process.env.BUYERS ?? 2000);
const bags = Number(process.env.BAGS ?? 400);

/** POST with node:http: one socket per buyer (fetch's pool would queue them). */
function post(agent: http.Agent, url: string, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: "POST", agent, headers: { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body), "Idempotency-Key": randomUUID() } }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
      res.on("error", reject);
    });
    req.setTimeout(120_000, () => req.destroy(new Error("timeout")));
    req.on("error", reject);
    req.end(body);
  });
}

/** CPU seconds a process has used so far. */
const cpuSeconds = (pid: number | undefined) => (pid ? Number(execFileSync("ps", ["-o", "times=", "-p", String(pid)], { encoding: "utf8" }).trim()) : NaN);

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

ensureBuild();
const database = `bb_drop_${process.pid}`;
await adminQuery(serverUrl, `create database ${database}`);
const databaseUrl = withDatabase(serverUrl, database);
const dataDir = await mkdtemp(path.join(tmpdir(), "bb-drop-"));
const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: "warn" });
const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
try {
  const { rows } = await client.query<{ id: number; name: string }>("update products set stock_quantity = $1, limited_to = $1 where limited_to is not null returning id, name", [bags]);
  const batch = rows[0]!;
  console.log(`Drop: ${batch.name} (#${batch.id}), ${bags} bags, ${buyers} buyers at once, server ${server.url}, PostgreSQL ${serverUrl.replace(/\/[^/]*$/, `/${database}`)}`);

  // One socket per buyer, as 2,000 phones would open.
  const agent = new http.Agent({ keepAlive: false, maxSockets: buyers });
  const statuses = new Map<number, number>();
  const latencies: number[] = [];
  const orderLatencies: number[] = [];
  let networkErrors = 0;
  const cpuBefore = cpuSeconds(server.child.pid);
  const started = performance.now();
  await Promise.all(
    Array.from({ length: buyers }, async (_, i) => {
      const body = JSON.stringify({
        customerName: `Buyer ${i}`,
        customerEmail: `buyer${i}@example.com`,
        customerPhone: "+91 98765 43210",
        shippingAddress: { street: `${i} MG Road, Ashok Nagar`, city: "Bengaluru", state: "Karnataka", pincode: "560001" },
        items: [{ id: batch.id, quantity: 1, weight: "250", brewingMethod: "pour-over" }],
      });
      const t = performance.now();
      try {
        const status = await post(agent, `${server.url}/api/orders`, body);
        const ms = performance.now() - t;
        latencies.push(ms);
        if (status === 201) orderLatencies.push(ms);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      } catch {
        networkErrors += 1;
      }
    }),
  );
  const wallMs = performance.now() - started;
  agent.destroy();

  const sold = await client.query<{ orders: string; bags: string; stock: number }>(
    "select (select count(distinct order_id) from order_items where product_id = $1) as orders, (select coalesce(sum(quantity), 0) from order_items where product_id = $1) as bags, (select stock_quantity from products where id = $1) as stock",
    [batch.id],
  );
  const taken = Number(sold.rows[0]!.orders);
  const bagsSold = Number(sold.rows[0]!.bags);
  const stock = sold.rows[0]!.stock;
  const oversold = Math.max(0, bagsSold - bags) + (stock < 0 ? -stock : 0);
  const serverErrors = [...statuses].filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0);
  latencies.sort((a, b) => a - b);
  orderLatencies.sort((a, b) => a - b);
  console.table({
    "orders taken": taken,
    "bags sold": bagsSold,
    "stock left": stock,
    oversold,
    "5xx": serverErrors,
    "network errors": networkErrors,
    answers: Object.fromEntries(statuses) as unknown as number,
  });
  console.log(`order latency (201s): p50 ${percentile(orderLatencies, 50).toFixed(0)} ms, p99 ${percentile(orderLatencies, 99).toFixed(0)} ms`);
  console.log(`machine: ${cpus().length} cores, load average ${loadavg().map((n) => n.toFixed(1)).join(" / ")} (other work on the machine slows every figure above)`);
  console.log(`all answers (201 + 409): p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms; whole drop ${(wallMs / 1000).toFixed(1)} s`);
  const cpuDuring = cpuSeconds(server.child.pid) - cpuBefore;
  console.log(`app server CPU during the drop: ${cpuDuring} s for ${buyers} requests (${((cpuDuring * 1000) / buyers).toFixed(1)} ms each) in ${(wallMs / 1000).toFixed(1)} s of wall time`);
  const ok = taken === bags && bagsSold === bags && stock === 0 && oversold === 0 && serverErrors === 0 && networkErrors === 0;
  console.log(ok ? "PASS" : "FAIL");
  process.exitCode = ok ? 0 : 1;
} finally {
  await client.end();
  await server.stop();
  await adminQuery(serverUrl, `drop database if exists ${database} with (force)`);
  await rm(dataDir, { recursive: true, force: true });
}
