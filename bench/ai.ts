/**
 * The mood suggester under load: `POST /api/ai-mood-suggestion` against the production server on a
 * fresh embedded database, 10 connections, each request a different feeling (from the tune, holdout,
 * fresh and dev sets — never the blind set) and a different shopper address (behind TRUST_PROXY, so the
 * per-address limit counts each shopper as the shop would, one database write each). Every whole answer
 * is timed by the client (autocannon, as in bench:api, so the client is the light side of the two cores).
 * Budget (issue 21): p95 ≤ 20 ms, no errors.
 *   npm run bench:ai     (DURATION=20 seconds, CONNECTIONS=10)
 */
import { mkdtemp, rm } from "node:fs/promises";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import type autocannon from "autocannon";
import { loadSet } from "../eval/ai-mood/sets";
import { ensureBuild, startServer } from "../scripts/lib/server-process";
import { latencyFigures, percentile, timedLoad } from "./lib/timed-load";

const duration = Number(process.env.DURATION ?? 20);
const connections = Number(process.env.CONNECTIONS ?? 10);
const BUDGET_P95_MS = 20;

const feelings = (["tune", "holdout", "fresh", "dev"] as const).flatMap((name) => loadSet(name).map((f) => f.text));

ensureBuild();
console.log(
  `bench:ai: ${connections} connections for ${duration} s, ${feelings.length} feelings in turn, ${cpus().length} cores, load average ${loadavg()[0]!.toFixed(2)}`,
);
const dataDir = await mkdtemp(path.join(tmpdir(), "bb-bench-ai-"));
const server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: "info", TRUST_PROXY: "1" });
let ok = true;
try {
  let next = 0;
  /** A different feeling, and a different shopper: 10.x.y.z addresses only ever written into a header. */
  const ask = (request: autocannon.Request): autocannon.Request => {
    const index = next++;
    return {
      ...request,
      method: "POST",
      path: "/api/ai-mood-suggestion",
      headers: {
        ...request.headers,
        "content-type": "application/json",
        "x-forwarded-for": `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`,
      },
      body: JSON.stringify({ emotion: feelings[index % feelings.length] }),
    };
  };
  const livez = (request: autocannon.Request) => ({ ...request, path: "/api/livez" });
  // Every feeling is answered with a recommendation (the load below counts only statuses).
  for (const emotion of feelings.slice(0, 20)) {
    const res = await fetch(`${server.url}/api/ai-mood-suggestion`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "10.255.255.255" },
      body: JSON.stringify({ emotion }),
    });
    const body = await res.text();
    if (res.status !== 200 || !body.includes('"recommendation"')) throw new Error(`${res.status}: ${body}`);
  }
  await timedLoad(server.url, { connections, duration: 3, next: ask }); // warm-up: JIT, caches, the model's files
  // The floor: what this machine gives the simplest route right now (it is shared; its speed drifts).
  const floor = await timedLoad(server.url, { connections, duration: Math.min(5, duration), next: livez });
  const { times, errors } = await timedLoad(server.url, { connections, duration, next: ask });
  const p95 = percentile(times, 95);
  console.table({
    "GET /api/livez (floor)": {
      ...latencyFigures(floor.times),
      "req/s": Math.round(floor.times.length / Math.min(5, duration)),
      errors: floor.errors,
    },
    "POST /api/ai-mood-suggestion": {
      ...latencyFigures(times),
      "req/s": Math.round(times.length / duration),
      errors,
    },
  });
  ok = p95 <= BUDGET_P95_MS && errors === 0;
} finally {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}
console.log(`Budget: p95 ≤ ${BUDGET_P95_MS} ms, 0 errors — ${ok ? "PASS" : "OVER BUDGET"}`);
process.exitCode = ok ? 0 : 1;
