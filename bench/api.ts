/**
 * GET /api/products against GET /api/livez on the same production server, 50 connections each.
 * Budget (PRODUCT.md §4): products ≥ 50 % of livez's requests per second, p99 ≤ 50 ms.
 *   npm run bench:api            (DURATION=10 seconds per run by default)
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { ensureBuild, startServer } from "../scripts/lib/server-process";

const duration = Number(process.env.DURATION ?? 10);
const connections = 50;

async function load(url: string) {
  const result = await autocannon({ url, connections, duration, headers: { "accept-encoding": "gzip, deflate, br" } });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors };
}

ensureBuild();
const dataDir = await mkdtemp(path.join(tmpdir(), "bb-bench-"));
// Production logging stays on: one line per request is part of what a request costs.
const server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: "info" });
try {
  await load(`${server.url}/api/products`); // warm-up: JIT, caches
  const livez = await load(`${server.url}/api/livez`);
  const products = await load(`${server.url}/api/products`);
  const ratio = products.rps / livez.rps;
  console.table({ "/api/livez": livez, "/api/products": products });
  console.log(`products/livez = ${(ratio * 100).toFixed(1)} % (budget ≥ 50 %), products p99 = ${products.p99} ms (budget ≤ 50 ms)`);
  const ok = ratio >= 0.5 && products.p99 <= 50 && products.non2xx === 0 && products.errors === 0;
  console.log(ok ? "PASS" : "OVER BUDGET");
  process.exitCode = ok ? 0 : 1;
} finally {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}
