/**
 * The request-side checks of `bench:cluster`: the drop through nginx, admin sessions and login
 * limits shared by both processes, and a catalogue edit on one process seen at once on the other.
 * Each returns table rows: what was checked, whether it held, and the figures.
 */
import type pg from "pg";
import { LOGIN_PER_NAME_AND_ADDRESS } from "../../src/server/features/admin/auth/login.service";
import { prepareDrop, runDrop, tallyDrop, type DropBatch } from "./drop";
import { percentile } from "./timed-load";
import { call } from "./http";
import type { Nginx } from "./nginx";
import { pollUntil } from "./poll";

export type CheckRow = { check: string; ok: boolean; figures: string };
/** One app process: its name in the table, its URL and the `host:port` nginx knows it by. */
export type AppNode = { name: string; url: string; address: string };
export type Credentials = { username: string; password: string };

const ms = (n: number) => `${n.toFixed(0)} ms`;
const split = (nodes: readonly AppNode[], counts: ReadonlyMap<string, number>) =>
  nodes.map((node) => `${node.name} ${counts.get(node.address) ?? 0}`).join(", ");

export async function dropThroughNginx(options: {
  client: pg.Client;
  nginx: Nginx;
  nodes: readonly AppNode[];
  bags: number;
  buyers: number;
}): Promise<{ batch: DropBatch; rows: CheckRow[] }> {
  const { client, nginx, nodes, bags, buyers } = options;
  const batch = await prepareDrop(client, bags);
  const run = await runDrop(nginx.url, batch, buyers);
  const tally = await tallyDrop(client, batch, bags);
  const placing = (line: { method: string; path: string }) => line.method === "POST" && line.path === "/api/orders";
  const taken = await nginx.upstreamCounts((line) => placing(line) && line.status === 201);
  const answered = await nginx.upstreamCounts(placing);
  const answers = [...run.statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${n} × ${status}`);
  const takenTotal = [...taken.values()].reduce((sum, n) => sum + n, 0);
  return {
    batch,
    rows: [
      {
        check: "drop: exactly the stock sold",
        ok: tally.orders === bags && tally.bagsSold === bags && tally.stock === 0,
        figures: `${tally.orders} orders, ${tally.bagsSold} of ${bags} bags sold, ${tally.stock} left (${buyers} buyers at once)`,
      },
      { check: "drop: nothing oversold", ok: tally.oversold === 0, figures: `${tally.oversold} oversold` },
      {
        check: "drop: no server or network errors",
        ok: run.serverErrors === 0 && run.networkErrors === 0,
        figures: `${answers.join(", ")}; ${run.networkErrors} network errors`,
      },
      {
        check: "drop: latency through nginx",
        ok: true,
        figures: `orders p50 ${ms(percentile(run.orderLatencies, 50))}, p99 ${ms(percentile(run.orderLatencies, 99))}; all answers p50 ${ms(percentile(run.latencies, 50))}, p99 ${ms(percentile(run.latencies, 99))}; whole drop ${(run.wallMs / 1000).toFixed(1)} s`,
      },
      {
        check: "drop: both processes took orders",
        ok: takenTotal === bags && nodes.every((node) => (taken.get(node.address) ?? 0) > 0),
        figures: `orders ${split(nodes, taken)}; answers ${split(nodes, answered)} (nginx access log)`,
      },
    ],
  };
}

async function login(node: AppNode, credentials: Credentials, headers: Record<string, string> = {}) {
  return call(`${node.url}/api/admin/login`, { body: credentials, headers });
}

/** Signs in on A, uses the token on B, logs out on B and expects A to refuse it. */
export async function adminSessionsShared(a: AppNode, b: AppNode, admin: Credentials): Promise<CheckRow[]> {
  const signedIn = await login(a, admin);
  const auth = {
    Authorization: `Bearer ${signedIn.status === 200 ? signedIn.json<{ token: string }>().token : "none"}`,
  };
  const meOnB = await call(`${b.url}/api/admin/me`, { headers: auth });
  const logout = await call(`${b.url}/api/admin/logout`, { method: "POST", headers: auth });
  const meOnA = await call(`${a.url}/api/admin/me`, { headers: auth });
  return [
    {
      check: "admin: a token from A works on B",
      ok: signedIn.status === 200 && meOnB.status === 200,
      figures: `login on ${a.name} ${signedIn.status}, GET /api/admin/me on ${b.name} ${meOnB.status}`,
    },
    {
      check: "admin: logout on B ends it on A",
      ok: logout.status === 204 && meOnA.status === 401,
      figures: `logout on ${b.name} ${logout.status}, then /me on ${a.name} ${meOnA.status}`,
    },
  ];
}

const loginKeys = async (client: pg.Client) =>
  new Set(
    (await client.query<{ key: string }>("select key from rate_limits where key like 'admin-login-ip:%'")).rows.map(
      (row) => row.key,
    ),
  );

/**
 * Failed sign-ins from one visitor (as nginx forwards them, X-Forwarded-For), alternating between
 * the processes, must meet one limit; and through nginx the limit must count the visitor's address,
 * not nginx's, nor an address the visitor wrote into the header.
 */
export async function loginLimitsShared(a: AppNode, b: AppNode, client: pg.Client, nginx: Nginx): Promise<CheckRow[]> {
  const limit = LOGIN_PER_NAME_AND_ADDRESS.limit;
  const visitor = { "X-Forwarded-For": "203.0.113.7" };
  const answers: { node: string; status: number }[] = [];
  for (let attempt = 1; attempt <= limit + 2; attempt += 1) {
    const node = attempt % 2 === 1 ? a : b;
    const answer = await login(node, { username: "night-watch", password: `wrong-guess-${attempt}` }, visitor);
    answers.push({ node: node.name, status: answer.status });
  }
  const expected = answers.every((answer, i) => answer.status === (i < limit ? 401 : 429));
  const firstRefused = answers.findIndex((answer) => answer.status === 429) + 1;

  const before = await loginKeys(client);
  const proxied = await call(`${nginx.url}/api/admin/login`, {
    body: { username: "night-watch-2", password: "wrong-guess-proxied" },
    headers: { "X-Forwarded-For": "198.51.100.66" },
    localAddress: "127.0.0.2",
  });
  const counted = [...(await loginKeys(client))]
    .filter((key) => !before.has(key))
    .map((key) => key.replace("admin-login-ip:", ""));
  return [
    {
      check: "limits: failed logins on A and B add up",
      ok: expected,
      figures: `${answers.map((answer) => `${answer.node} ${answer.status}`).join(", ")}: first 429 at attempt ${firstRefused} (limit ${limit} per name and address)`,
    },
    {
      check: "limits: nginx passes the client's address",
      ok: proxied.status === 401 && counted.length === 1 && counted[0] === "127.0.0.2",
      figures: `a login from 127.0.0.2 through nginx, with a forged X-Forwarded-For, counted as ${counted.join(", ") || "nothing"} (TRUST_PROXY=1)`,
    },
  ];
}

type PublicProduct = { id: number; slug: string; name: string; pricePaise: number; limitedTo?: number | null };

/** An admin edit of a product's name and price on A, polled on B's API and B's product page. */
export async function catalogueEditSeen(
  a: AppNode,
  b: AppNode,
  admin: Credentials,
  batch: DropBatch,
): Promise<CheckRow[]> {
  const signedIn = await login(a, admin);
  const token = signedIn.json<{ token: string }>().token;
  const list = (await call(`${b.url}/api/products`)).json<PublicProduct[] | { products: PublicProduct[] }>();
  const product = (Array.isArray(list) ? list : list.products).find((p) => p.id !== batch.id)!;
  const apiUrl = `${b.url}/api/products/${product.slug}`;
  const pageUrl = `${b.url}/product/${product.slug}`;
  // Warm B's caches (the product and the rendered page), so the edit has something to invalidate.
  const warm = [await call(apiUrl), await call(pageUrl)];
  const name = `${product.name} (cluster edit)`;
  const pricePaise = product.pricePaise + 10_000;
  const put = await call(`${a.url}/api/admin/products/${product.id}`, {
    method: "PUT",
    body: { name, price: pricePaise / 100 },
    headers: { Authorization: `Bearer ${token}` },
  });
  const saved = performance.now();
  /** Time from the PUT's answer until `probe` holds; Infinity when it did not within 5 s. */
  const seenAfter = (probe: () => Promise<boolean>) =>
    pollUntil(probe, { what: "the edit on B", timeoutMs: 5_000, intervalMs: 5 }).then(
      () => performance.now() - saved,
      () => Infinity,
    );
  const [apiMs, pageMs] = await Promise.all([
    seenAfter(async () => {
      const seen = (await call(apiUrl)).json<PublicProduct>();
      return seen.name === name && seen.pricePaise === pricePaise;
    }),
    seenAfter(async () => (await call(pageUrl)).text.includes(name)),
  ]);
  return [
    {
      check: "catalogue: an edit on A is seen on B",
      ok: warm.every((answer) => answer.status === 200) && put.status === 200 && apiMs < 1_000 && pageMs < 1_000,
      figures: `PUT /api/admin/products/${product.id} on ${a.name} ${put.status}; ${b.name}'s API showed it ${ms(apiMs)} after, ${b.name}'s product page ${ms(pageMs)} after`,
    },
  ];
}
