/**
 * Renewals at scale on PostgreSQL (issue 19): SUBSCRIPTIONS (default 10,000) active sandbox subscriptions
 * whose next cycle all falls due at once, renewed by two app processes running the renewals at the same
 * moment. Budget: exactly one order per subscription, 0 duplicates, stock exact; reports the time taken.
 *   npm run bench:subscriptions   (BENCH_DATABASE_URL or TEST_DATABASE_URL picks the server;
 *                                  default postgres://postgres@127.0.0.1:5432/test; SUBSCRIPTIONS=10000)
 */
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { loadConfig } from "../src/server/config";
import { prepareDatabase } from "../src/server/db/prepare";
import { createLogger } from "../src/server/logger";
import { createServices, stopServices } from "../src/server/services";
import { adminQuery, withDatabase } from "../tests/support/database-templates";

const serverUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const count = Number(process.env.SUBSCRIPTIONS ?? 10_000);
const MOOD = "energetic-focused";

async function worker(databaseUrl: string, at: string) {
  const dataDir = await mkdtemp(path.join(tmpdir(), "bb-subs-worker-"));
  const config = loadConfig({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, LOG_LEVEL: "warn", NODE_ENV: "test" });
  const { database } = await prepareDatabase(config);
  const services = await createServices(database, config, { logger: createLogger(config), jobs: false });
  const started = performance.now();
  const tally = await services.subscriptions.runRenewals(new Date(at));
  console.log(JSON.stringify({ ...tally, ms: Math.round(performance.now() - started) }));
  await stopServices(services);
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
}

function runWorker(databaseUrl: string, at: string): Promise<Record<string, number>> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "bench/subscriptions.ts", "--worker", databaseUrl, at], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.on("exit", (code) =>
      code === 0
        ? resolve(JSON.parse(out.trim().split("\n").pop()!) as Record<string, number>)
        : reject(new Error(`worker exited ${code}`)),
    );
  });
}

if (process.argv[2] === "--worker") {
  await worker(process.argv[3]!, process.argv[4]!);
  process.exit(0);
}

const name = `bb_subs_${process.pid}`;
await adminQuery(serverUrl, `create database ${name}`);
const databaseUrl = withDatabase(serverUrl, name);
const dataDir = await mkdtemp(path.join(tmpdir(), "bb-subs-"));
try {
  const config = loadConfig({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, LOG_LEVEL: "warn", NODE_ENV: "test" });
  const { database } = await prepareDatabase(config);
  await database.close();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  // The mood's coffees get plenty of bags; their stock before is what "exact" is measured against.
  const { rows: moodProducts } = await client.query<{ id: number }>(
    `update products set stock_quantity = 1000000, track_inventory = true
     where id in (select c.product_id from mood_coffees mc join moods m on m.id = mc.mood_id
                  join coffees c on c.id = mc.coffee_id where m.code = $1) returning id`,
    [MOOD],
  );
  const ids = moodProducts.map((row) => row.id);
  const at = new Date();
  await client.query(
    `insert into sandbox_mandates (id) select 'sub_bench' || lpad(i::text, 8, '0') from generate_series(1, $1) i`,
    [count],
  );
  await client.query(
    `insert into subscriptions (status, plan, mood, frequency, customer_name, customer_email, customer_phone,
       shipping_address, provider, provider_subscription_id, next_charge_at, current_cycle, cycles_paid)
     select 'active', 'mood-explorer', $2, 'monthly', 'Bench Subscriber', 'bench' || i || '@example.com', '+919000000000',
       '{"street":"1 Bench Road, Indiranagar","city":"Bengaluru","state":"Karnataka","pincode":"560038"}'::jsonb,
       'sandbox', 'sub_bench' || lpad(i::text, 8, '0'), $3, 1, 1
     from generate_series(1, $1) i`,
    [count, MOOD, new Date(at.getTime() - 60_000)],
  );
  console.log(
    `${count} subscriptions due at once on ${databaseUrl.replace(/\/\/[^@]*@/, "//")}; two processes renewing…`,
  );
  const started = performance.now();
  const [a, b] = await Promise.all([
    runWorker(databaseUrl, at.toISOString()),
    runWorker(databaseUrl, at.toISOString()),
  ]);
  const seconds = (performance.now() - started) / 1000;
  const one = async (sql: string, params: unknown[] = []) =>
    Number(Object.values((await client.query(sql, params)).rows[0] as object)[0]);
  const orders = await one(
    `select count(*) from subscription_cycles where cycle = 2 and status = 'paid' and order_id is not null`,
  );
  const duplicates = await one(
    `select count(*) from (select subscription_id from subscription_cycles where cycle = 2 group by 1 having count(*) > 1) d`,
  );
  const ordersTotal = await one(`select count(*) from orders`);
  const bagsOrdered = await one(`select coalesce(sum(quantity), 0) from order_items`);
  const stockTaken = await one(`select sum(1000000 - stock_quantity) from products where id = any($1)`, [ids]);
  await client.end();
  console.table({
    "process A": a,
    "process B": b,
  });
  console.table({
    subscriptions: count,
    "cycle orders": orders,
    "orders in the database": ordersTotal,
    duplicates,
    "bags ordered": bagsOrdered,
    "stock taken": stockTaken,
  });
  console.log(`time: ${seconds.toFixed(1)} s for ${count} renewals (${(count / seconds).toFixed(0)} a second)`);
  const passed =
    orders === count &&
    ordersTotal === count &&
    duplicates === 0 &&
    bagsOrdered === stockTaken &&
    bagsOrdered === count * 2;
  console.log(passed ? "PASS" : "FAIL");
  if (!passed) process.exitCode = 1;
} finally {
  await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  await rm(dataDir, { recursive: true, force: true });
}
