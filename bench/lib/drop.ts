/**
 * The limited drop shared by `bench:drop` (one server) and `bench:cluster` (two behind nginx): the
 * batch of the month set to `bags` bags, then `buyers` buyers pressing "Place order" at one moment,
 * each on their own socket. The counts come from the database, not from the answers.
 */
import { randomUUID } from "node:crypto";
import http from "node:http";
import type pg from "pg";

export type DropBatch = { id: number; name: string };

export type DropRun = {
  statuses: Map<number, number>;
  /** Every answer's latency (201 and 409), ascending, in ms. */
  latencies: number[];
  /** Latencies of the orders taken (201), ascending, in ms. */
  orderLatencies: number[];
  networkErrors: number;
  serverErrors: number;
  wallMs: number;
};

export type DropTally = {
  orders: number;
  bagsSold: number;
  stock: number;
  oversold: number;
  /** Orders of the batch that used the drop's discount code, and the code's count of uses. */
  discounted: number;
  codeUses: number;
};

/** The drop's discount code: half the buyers type it (issue 17); `uses` is its total limit. */
export type DropCode = { code: string; uses: number };

/** Creates the drop's code (10 % off, `uses` uses in all, one per e-mail), straight in the database. */
export async function prepareCode(client: pg.Client, uses: number, code = "DROP10"): Promise<DropCode | null> {
  if (uses <= 0) return null;
  await client.query(
    "insert into discount_codes (code, kind, value, usage_limit, per_email_limit) values ($1, 'percent', 10, $2, 1)",
    [code, uses],
  );
  return { code, uses };
}

/** Sets the limited batch to `bags` bags in stock and returns it. */
export async function prepareDrop(client: pg.Client, bags: number): Promise<DropBatch> {
  const { rows } = await client.query<DropBatch>(
    "update products set stock_quantity = $1, limited_to = $1 where limited_to is not null returning id, name",
    [bags],
  );
  if (!rows[0]) throw new Error("The seed has no limited batch (a product with limited_to)");
  return rows[0];
}

/** POST with node:http: one socket per buyer (fetch's pool would queue them). */
function post(agent: http.Agent, url: string, body: string, forwardedFor?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const headers = {
      "Content-Type": "application/json",
      "Content-Length": Buffer.byteLength(body),
      "Idempotency-Key": randomUUID(),
      ...(forwardedFor ? { "X-Forwarded-For": forwardedFor } : {}),
    };
    const req = http.request(url, { method: "POST", agent, headers }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
      res.on("error", reject);
    });
    req.setTimeout(120_000, () => req.destroy(new Error("timeout")));
    req.on("error", reject);
    req.end(body);
  });
}

export function orderBody(productId: number, i: number, code?: string): string {
  return JSON.stringify({
    ...(code ? { discountCode: code.toLowerCase() } : {}),
    customerName: `Buyer ${i}`,
    customerEmail: `buyer${i}@example.com`,
    // Every buyer their own phone, as 2,000 people have: the shop limits unpaid orders per phone (decision 032).
    customerPhone: `+91 9${String(i).padStart(9, "0")}`,
    shippingAddress: { street: `${i} MG Road, Ashok Nagar`, city: "Bengaluru", state: "Karnataka", pincode: "560001" },
    items: [{ id: productId, quantity: 1, weight: "250", brewingMethod: "pour-over" }],
  });
}

/** A buyer's own address (198.18.0.0/15, the range set aside for benchmarks), as a proxy would forward it. */
export const buyerAddress = (i: number) => `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}`;

/**
 * Every buyer posts one order for one bag of the batch to `baseUrl`, all at once. With `forwardFor`,
 * each says its own address in X-Forwarded-For (the server trusts loopback as its proxy), so the
 * per-address limits on unpaid orders run as they do for real buyers.
 */
export async function runDrop(
  baseUrl: string,
  batch: DropBatch,
  buyers: number,
  options: { forwardFor?: boolean; code?: DropCode | null } = {},
): Promise<DropRun> {
  // One socket per buyer, as 2,000 phones would open.
  const agent = new http.Agent({ keepAlive: false, maxSockets: buyers });
  const statuses = new Map<number, number>();
  const latencies: number[] = [];
  const orderLatencies: number[] = [];
  let networkErrors = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: buyers }, async (_, i) => {
      const t = performance.now();
      try {
        const status = await post(
          agent,
          `${baseUrl}/api/orders`,
          orderBody(batch.id, i, options.code && i % 2 === 1 ? options.code.code : undefined),
          options.forwardFor ? buyerAddress(i) : undefined,
        );
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
  latencies.sort((a, b) => a - b);
  orderLatencies.sort((a, b) => a - b);
  const serverErrors = [...statuses].filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0);
  return { statuses, latencies, orderLatencies, networkErrors, serverErrors, wallMs };
}

/** What the warm-up's requests got: orders taken, and refusals because the code or the coffee ran out. */
export type WarmUpTally = { placed: number; discounted: number; codeRefused: number; soldOut: number; other: number };

/**
 * The shop's ordinary trade before a drop: `requests` orders of `productId` (not the batch), `concurrency`
 * at a time, each from its own shopper and address (198.19.0.0/16, apart from the drop's buyers). A drop
 * happens on a server that has been selling all day, not on one that has just started: this runs the
 * order path's code until V8 has compiled it, so that the drop measures the order path and not the JIT.
 *
 * A day's trade has the drop's refusals too (decision 182): every other shopper types `code`, which runs
 * out before they all have, and the coffee's stock (set by the caller) runs out before the last shoppers.
 * Without them the drop's refusals, four in five of its answers, ran code V8 had never compiled.
 */
export async function warmUp(
  baseUrl: string,
  productId: number,
  requests: number,
  code: string,
  concurrency = 20,
): Promise<WarmUpTally> {
  // A socket per shopper, as phones open them: the drop's connection handling is compiled too.
  const agent = new http.Agent({ keepAlive: false, maxSockets: concurrency });
  const tally: WarmUpTally = { placed: 0, discounted: 0, codeRefused: 0, soldOut: 0, other: 0 };
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests) {
        const i = next++;
        const address = `198.19.${Math.floor(i / 250) % 256}.${(i % 250) + 1}`;
        const coded = i % 2 === 1;
        const status = await post(
          agent,
          `${baseUrl}/api/orders`,
          orderBody(productId, 100_000 + i, coded ? code : undefined),
          address,
        );
        if (status === 201) {
          tally.placed += 1;
          if (coded) tally.discounted += 1;
        } else if (status === 400 && coded) tally.codeRefused += 1;
        else if (status === 409) tally.soldOut += 1;
        else tally.other += 1;
      }
    }),
  );
  agent.destroy();
  return tally;
}

/** What the database says was sold of the batch. */
export async function tallyDrop(client: pg.Client, batch: DropBatch, bags: number): Promise<DropTally> {
  const { rows } = await client.query<{
    orders: string;
    bags: string;
    stock: number;
    discounted: string;
    uses: string;
  }>(
    `select (select count(distinct order_id) from order_items where product_id = $1) as orders,
            (select coalesce(sum(quantity), 0) from order_items where product_id = $1) as bags,
            (select stock_quantity from products where id = $1) as stock,
            (select count(*) from orders where discount_code is not null
               and id in (select order_id from order_items where product_id = $1)) as discounted,
            (select coalesce(sum(used_count), 0) from discount_codes) as uses`,
    [batch.id],
  );
  const bagsSold = Number(rows[0]!.bags);
  const stock = rows[0]!.stock;
  return {
    orders: Number(rows[0]!.orders),
    bagsSold,
    stock,
    oversold: Math.max(0, bagsSold - bags) + (stock < 0 ? -stock : 0),
    discounted: Number(rows[0]!.discounted),
    codeUses: Number(rows[0]!.uses),
  };
}

/** Exactly the stock sold, nothing oversold, no server or network errors. */
export function dropPassed(run: DropRun, tally: DropTally, bags: number, code: DropCode | null = null): boolean {
  return (
    (code === null || (tally.discounted === code.uses && tally.codeUses === code.uses)) &&
    tally.orders === bags &&
    tally.bagsSold === bags &&
    tally.stock === 0 &&
    tally.oversold === 0 &&
    run.serverErrors === 0 &&
    run.networkErrors === 0
  );
}
