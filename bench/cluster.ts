/**
 * Two production app processes on one fresh PostgreSQL database behind Debian's nginx on loopback:
 * does the shop behave as one shop? Checks the limited drop through nginx, admin sessions and login
 * limits shared by both processes, a catalogue edit on one seen at once on the other, and the order
 * expiry and payment reconciler jobs run by both without double work. Prints one line per check and
 * exits 1 when any fails. Cleans up (processes, nginx, temp folder, database) even on failure.
 *   npm run bench:cluster   (BENCH_DATABASE_URL or TEST_DATABASE_URL picks the server;
 *                            default postgres://postgres@127.0.0.1:5432/test; BUYERS=2000 BAGS=400)
 */
import { randomBytes } from "node:crypto";
import { chmod, mkdir, mkdtemp, rm } from "node:fs/promises";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { EXPIRY_JOB } from "../src/server/features/orders/order-expiry";
import { RECONCILER_JOB } from "../src/server/payments/reconciler";
import { ensureBuild, startServer, type ServerProcess } from "../scripts/lib/server-process";
import { adminQuery, withDatabase } from "../tests/support/database-templates";
import { razorpayEnv, startFakeRazorpay } from "../tests/support/fake-razorpay";
import {
  adminSessionsShared,
  catalogueEditSeen,
  dropThroughNginx,
  loginLimitsShared,
  type AppNode,
  type CheckRow,
} from "./lib/cluster-checks";
import {
  expiryWithoutDoubleWork,
  JOB_WORK,
  leasesRunEverywhere,
  paidWithoutWebhook,
  reconcilerWithoutDoubleWork,
} from "./lib/cluster-jobs";
import { watchJobs } from "./lib/job-watch";
import { ensureNginx, startNginx } from "./lib/nginx";

const serverUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const buyers = Number(process.env.BUYERS ?? 2000);
const bags = Number(process.env.BAGS ?? 400);
/** Per process, as docs/deploy.md counts them: the pool, and one LISTEN connection per channel listener. */
const POOL_SIZE = 10;
const LISTEN_CONNECTIONS = 4;
const admin = { username: "owner", password: randomBytes(12).toString("base64url") };

/** Undo steps, run last-first at the end or on Ctrl-C; one failing does not skip the others. */
const undo: (() => Promise<unknown>)[] = [];
async function cleanUp() {
  for (let step = undo.pop(); step; step = undo.pop())
    await step().catch((error) => console.error(`clean-up: ${error instanceof Error ? error.message : error}`));
}
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.once(signal, () => void cleanUp().then(() => process.exit(130)));

/** Starts every process together (as a deploy would), or stops those that started and throws. */
async function startAll(count: number, env: Record<string, string>): Promise<ServerProcess[]> {
  const started = await Promise.allSettled(Array.from({ length: count }, () => startServer(env)));
  for (const result of started) if (result.status === "fulfilled") undo.push(() => result.value.stop());
  const failed = started.find((result) => result.status === "rejected");
  if (failed) throw (failed as PromiseRejectedResult).reason;
  return started.map((result) => (result as PromiseFulfilledResult<ServerProcess>).value);
}

/** Connections the app processes hold right after the drop, when their pools are full. */
async function connectionsInUse(client: pg.Client, processes: number): Promise<CheckRow> {
  // Everything but this client and the job watch's.
  const { rows } = await client.query<{ n: string }>(
    "select count(*) - 1 as n from pg_stat_activity where datname = current_database() and backend_type = 'client backend' and pid <> pg_backend_pid()",
  );
  const most = processes * (POOL_SIZE + LISTEN_CONNECTIONS);
  const n = Number(rows[0]!.n);
  return {
    check: "postgres: connections in use",
    ok: n <= most,
    figures: `${n} after the drop (at most ${processes} × (${POOL_SIZE} pooled + ${LISTEN_CONNECTIONS} LISTEN) = ${most})`,
  };
}

/** Runs a group of checks; an exception becomes one failing line instead of ending the bench. */
async function section(name: string, run: () => Promise<CheckRow | CheckRow[]>): Promise<CheckRow[]> {
  try {
    const result = await run();
    return Array.isArray(result) ? result : [result];
  } catch (error) {
    return [{ check: name, ok: false, figures: error instanceof Error ? error.message : String(error) }];
  }
}

function printTable(rows: readonly CheckRow[]) {
  const width = Math.max(...rows.map((row) => row.check.length));
  for (const row of rows) console.log(`${row.ok ? "PASS" : "FAIL"}  ${row.check.padEnd(width)}  ${row.figures}`);
}

async function main(): Promise<boolean> {
  ensureBuild();
  const dir = await mkdtemp(path.join(tmpdir(), "bb-cluster-"));
  undo.push(() => rm(dir, { recursive: true, force: true }));
  await chmod(dir, 0o755); // nginx's workers (nobody) reach their temp files in it
  const database = `bb_cluster_${process.pid}`;
  await adminQuery(serverUrl, `create database ${database}`);
  undo.push(() => adminQuery(serverUrl, `drop database if exists ${database} with (force)`));
  // The limits docs/deploy.md recommends for production, so the bench runs under them.
  await adminQuery(serverUrl, `alter database ${database} set statement_timeout = '30s'`);
  await adminQuery(serverUrl, `alter database ${database} set idle_in_transaction_session_timeout = '60s'`);
  const databaseUrl = withDatabase(serverUrl, database);
  const razorpay = await startFakeRazorpay();
  undo.push(() => razorpay.close());

  // One DATA_DIR for both: uploads need shared storage when several processes serve them.
  const dataDir = path.join(dir, "data");
  await mkdir(dataDir);
  const servers = await startAll(2, {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    TRUST_PROXY: "1",
    ADMIN_USERNAME: admin.username,
    ADMIN_PASSWORD: admin.password,
    ...razorpayEnv(razorpay),
  });
  const nodes: AppNode[] = servers.map((server, i) => ({
    name: "AB"[i]!,
    url: server.url,
    address: server.url.replace("http://", ""),
  }));
  const [a, b] = nodes as [AppNode, AppNode];
  const nginx = await startNginx({ dir: path.join(dir, "nginx"), upstreams: nodes.map((node) => node.address) });
  undo.push(() => nginx.stop());
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  undo.push(() => client.end());
  const watch = await watchJobs(
    databaseUrl,
    new Map(servers.map((server, i) => [server.child.pid!, nodes[i]!.name])),
    JOB_WORK,
  );
  undo.push(() => watch.stop());

  console.log(
    `Cluster: ${nodes.map((node) => `${node.name} ${node.url} (pid ${servers[nodes.indexOf(node)]!.child.pid})`).join(", ")}; nginx ${nginx.url}; PostgreSQL …/${database}`,
  );
  console.log(
    `machine: ${cpus().length} cores, load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(" / ")} (two app processes, nginx, PostgreSQL and ${buyers} clients share them)`,
  );
  const rows: CheckRow[] = [];
  const drop = await dropThroughNginx({ client, nginx, nodes, bags, buyers });
  rows.push(...drop.rows);
  rows.push(...(await section("postgres: connections in use", () => connectionsInUse(client, nodes.length))));
  rows.push(...(await section("admin: sessions shared", () => adminSessionsShared(a, b, admin))));
  rows.push(...(await section("limits: shared", () => loginLimitsShared(a, b, client, nginx))));
  rows.push(
    ...(await section("catalogue: an edit on A is seen on B", () => catalogueEditSeen(a, b, admin, drop.batch))),
  );
  console.log("Waiting for the expiry and reconciler jobs (each ticks about once a minute per process)…");
  const lost = await paidWithoutWebhook({ client, baseUrl: nginx.url, razorpay, count: 100 });
  const jobs = await Promise.all([
    section("expiry", () => expiryWithoutDoubleWork({ client, batch: drop.batch, bags, watch, nodes })),
    section("reconciler", () => reconcilerWithoutDoubleWork({ client, lost, razorpay, watch, nodes })),
  ]);
  rows.push(...jobs.flat(), await leasesRunEverywhere(watch, nodes, [EXPIRY_JOB, RECONCILER_JOB]));
  const serverErrors = servers.flatMap((server) =>
    server
      .output()
      .split("\n")
      .filter((line) => /"level":(50|60)/.test(line)),
  );
  rows.push({
    check: "app: nothing logged as an error",
    ok: serverErrors.length === 0,
    figures: `${serverErrors.length} lines at level error or fatal`,
  });
  console.log("");
  printTable(rows);
  if (serverErrors.length > 0)
    console.log(`\nerrors logged by the app processes:\n${serverErrors.slice(0, 10).join("\n")}`);
  const proxyErrors = await nginx.errors();
  if (proxyErrors.length > 0)
    console.log(`\nnginx's error log (${proxyErrors.length} lines):\n${proxyErrors.slice(0, 10).join("\n")}`);
  return rows.every((row) => row.ok);
}

try {
  ensureNginx();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
let passed = false;
try {
  passed = await main();
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
} finally {
  await cleanUp();
}
console.log(passed ? "PASS" : "FAIL");
process.exitCode = passed ? 0 : 1;
