/**
 * The background-job checks of `bench:cluster`. Both processes schedule every job; a lease lets one
 * run each tick. Work is made due in waves (by backdating rows in SQL, as the API tests do) until
 * each process has done some of it, then the bench checks nothing was done twice:
 * - order expiry: the drop's unpaid orders expire; each gives its bag back exactly once;
 * - payment reconciler: orders paid at (fake) Razorpay whose webhook never came are settled from
 *   Razorpay's answer; each is asked about once and confirmed (and mailed) once.
 */
import type pg from "pg";
import { EXPIRY_JOB } from "../../src/server/features/orders/order-expiry";
import { RECONCILER_JOB } from "../../src/server/payments/reconciler";
import type { FakeRazorpay } from "../../tests/support/fake-razorpay";
import type { AppNode, CheckRow } from "./cluster-checks";
import { orderBody, type DropBatch } from "./drop";
import { call } from "./http";
import type { JobWatch } from "./job-watch";
import { pollUntil } from "./poll";

/** What each watched job's work looks like in the database (see watchJobs). */
export const JOB_WORK = {
  [EXPIRY_JOB]: "select count(*) as n from orders where status = 'cancelled'",
  [RECONCILER_JOB]: "select count(*) as n from orders where payment_status = 'paid'",
};
/** A job ticks about once a minute in each process; a wave waits for the next tick of either. */
const WAVE_TIMEOUT_MS = 150_000;

const total = (tally: ReadonlyMap<string, number>) => [...tally.values()].reduce((sum, n) => sum + n, 0);
const byProcess = (nodes: readonly AppNode[], tally: ReadonlyMap<string, number>) =>
  nodes.map((node) => `${node.name} ${tally.get(node.name) ?? 0}`).join(", ");

/**
 * Makes `ids` due `waveSize` at a time and waits until the watch credits them to a process, until
 * every process has done some; the rest then goes in one wave. Returns the number of waves.
 */
async function inWaves(options: {
  ids: readonly number[];
  waveSize: number;
  makeDue: (ids: number[]) => Promise<void>;
  watch: JobWatch;
  job: string;
  processes: number;
}): Promise<number> {
  const { ids, watch, job } = options;
  const start = total(watch.work(job));
  let next = 0;
  let waves = 0;
  while (next < ids.length) {
    const everyoneWorked = watch.work(job).size >= options.processes;
    const wave = ids.slice(next, everyoneWorked ? ids.length : next + options.waveSize);
    await options.makeDue(wave);
    next += wave.length;
    waves += 1;
    await pollUntil(async () => total(watch.work(job)) - start >= next, {
      what: `${job} to finish wave ${waves}`,
      timeoutMs: WAVE_TIMEOUT_MS,
      intervalMs: 200,
    });
  }
  return waves;
}

/** Expires the drop's orders; each must release its one bag once, and the stock must be whole again. */
export async function expiryWithoutDoubleWork(options: {
  client: pg.Client;
  batch: DropBatch;
  bags: number;
  watch: JobWatch;
  nodes: readonly AppNode[];
}): Promise<CheckRow[]> {
  const { client, batch, watch, nodes } = options;
  const { rows: placed } = await client.query<{ id: number }>(
    "select distinct order_id as id from order_items where product_id = $1 order by 1",
    [batch.id],
  );
  const ids = placed.map((row) => row.id);
  const waves = await inWaves({
    ids,
    waveSize: Math.ceil(ids.length / 4),
    makeDue: async (wave) =>
      void (await client.query("update orders set expires_at = now() - interval '1 second' where id = any($1)", [
        wave,
      ])),
    watch,
    job: EXPIRY_JOB,
    processes: nodes.length,
  });
  const { rows } = await client.query<{ reserved: string; released: string; net: string }>(
    `select count(*) filter (where reason = 'order') as reserved, count(*) filter (where reason = 'release') as released, sum(delta) as net
       from stock_movements where order_id = any($1) group by order_id`,
    [ids],
  );
  const once =
    rows.length === ids.length && rows.every((row) => row.reserved === "1" && row.released === "1" && row.net === "0");
  const doubled = rows.filter((row) => Number(row.released) > 1).length;
  const [stock] = (
    await client.query<{ stock: number; cancelled: string }>(
      "select stock_quantity as stock, (select count(*) from orders where id = any($2) and status = 'cancelled' and stock_released) as cancelled from products where id = $1",
      [batch.id, ids],
    )
  ).rows;
  const work = watch.work(EXPIRY_JOB);
  return [
    {
      check: "expiry: each order released once",
      ok: once && Number(stock!.cancelled) === ids.length && stock!.stock === options.bags,
      figures: `${stock!.cancelled} of ${ids.length} drop orders expired in ${waves} waves; ${rows.filter((row) => row.released === "1").length} released once, ${doubled} twice; stock back to ${stock!.stock} of ${options.bags}`,
    },
    {
      check: "expiry: done by both processes",
      ok: nodes.every((node) => (work.get(node.name) ?? 0) > 0),
      figures: `orders expired by ${byProcess(nodes, work)}`,
    },
  ];
}

export type LostPayments = { orders: { id: number; providerOrderId: string }[] };

/**
 * Places `count` orders through nginx and opens a Razorpay payment for each; the customer pays at
 * the fake Razorpay, and no webhook arrives (a closed tab, a lost webhook).
 */
export async function paidWithoutWebhook(options: {
  client: pg.Client;
  baseUrl: string;
  razorpay: FakeRazorpay;
  count: number;
}): Promise<LostPayments> {
  const { client, baseUrl, razorpay } = options;
  const { rows } = await client.query<{ id: number }>(
    "update products set stock_quantity = 1000 where id = (select id from products where limited_to is null and track_inventory and is_active order by id limit 1) returning id",
  );
  const productId = rows[0]!.id;
  const orders: LostPayments["orders"] = [];
  for (let first = 0; first < options.count; first += 10) {
    const batch = Array.from({ length: Math.min(10, options.count - first) }, async (_, i) => {
      const placed = await call(`${baseUrl}/api/orders`, {
        body: JSON.parse(orderBody(productId, 10_000 + first + i)),
      });
      if (placed.status !== 201) throw new Error(`placing an order answered ${placed.status}: ${placed.text}`);
      const { order, accessToken } = placed.json<{ order: { id: number }; accessToken: string }>();
      const orderId = order.id;
      // Payment calls carry the order's token, as the page sends them.
      const headers = { "X-Order-Token": accessToken };
      const processed = await call(`${baseUrl}/api/orders/process-payment`, {
        body: { orderId, paymentMethod: "provider" },
        headers,
      });
      const opened = await call(`${baseUrl}/api/razorpay/create-order`, { body: { orderId, amount: 1 }, headers });
      if (processed.status !== 200 || opened.status !== 200)
        throw new Error(`opening a payment answered ${processed.status} / ${opened.status}: ${opened.text}`);
      const providerOrderId = opened.json<{ orderId: string }>().orderId;
      razorpay.pay(providerOrderId);
      return { id: orderId, providerOrderId };
    });
    orders.push(...(await Promise.all(batch)));
  }
  return { orders };
}

/** The reconciler asks Razorpay about orders unpaid after 15 minutes: backdating makes them due. */
export async function reconcilerWithoutDoubleWork(options: {
  client: pg.Client;
  lost: LostPayments;
  razorpay: FakeRazorpay;
  watch: JobWatch;
  nodes: readonly AppNode[];
}): Promise<CheckRow[]> {
  const { client, lost, razorpay, watch, nodes } = options;
  const ids = lost.orders.map((order) => order.id);
  const waves = await inWaves({
    ids,
    // The reconciler claims at most 25 payments a run: one wave is one run.
    waveSize: 25,
    makeDue: async (wave) =>
      void (await client.query("update orders set created_at = now() - interval '16 minutes' where id = any($1)", [
        wave,
      ])),
    watch,
    job: RECONCILER_JOB,
    processes: nodes.length,
  });
  const { rows } = await client.query<{ status: string; payment_status: string; mails: string; releases: string }>(
    `select o.status, o.payment_status,
            (select count(*) from mail_outbox m where m.subject like '%' || o.order_number || '%') as mails,
            (select count(*) from stock_movements s where s.order_id = o.id and s.reason = 'release') as releases
       from orders o where o.id = any($1)`,
    [ids],
  );
  const asks = new Map<string, number>();
  for (const request of razorpay.requests) {
    const match = /^\/v1\/orders\/([^/]+)\/payments$/.exec(request.path);
    if (request.method === "GET" && match) asks.set(match[1]!, (asks.get(match[1]!) ?? 0) + 1);
  }
  const askedOnce = lost.orders.filter((order) => asks.get(order.providerOrderId) === 1).length;
  const paid = rows.filter(
    (row) => row.status === "confirmed" && row.payment_status === "paid" && row.mails === "1" && row.releases === "0",
  ).length;
  const work = watch.work(RECONCILER_JOB);
  return [
    {
      check: "reconciler: each lost payment settled once",
      ok: paid === ids.length && askedOnce === ids.length,
      figures: `${paid} of ${ids.length} orders confirmed with one mail each, in ${waves} waves; Razorpay asked once about ${askedOnce} (${total(asks)} asks in all)`,
    },
    {
      check: "reconciler: done by both processes",
      ok: nodes.every((node) => (work.get(node.name) ?? 0) > 0),
      figures: `orders settled by ${byProcess(nodes, work)}`,
    },
  ];
}

/** Every job's lease was run by every process while the bench ran (jobs without work included). */
export async function leasesRunEverywhere(
  watch: JobWatch,
  nodes: readonly AppNode[],
  jobs: readonly string[],
): Promise<CheckRow> {
  const everywhere = () => jobs.every((job) => nodes.every((node) => (watch.runs(job).get(node.name) ?? 0) > 0));
  const ok = await pollUntil(async () => everywhere(), {
    what: "every process to run every job",
    timeoutMs: WAVE_TIMEOUT_MS,
    intervalMs: 200,
  }).then(
    () => true,
    () => false,
  );
  return {
    check: "jobs: both processes take the leases",
    ok,
    figures: jobs.map((job) => `${job} runs ${byProcess(nodes, watch.runs(job))}`).join("; "),
  };
}
