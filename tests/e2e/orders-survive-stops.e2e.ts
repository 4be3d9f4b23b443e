/**
 * Issue 10, "steady under a fault": the server is stopped (SIGTERM) or killed (SIGKILL) in the middle
 * of a burst of orders, on the embedded database and, when TEST_DATABASE_URL is set, on PostgreSQL.
 * A stop finishes what it took and loses nothing; a kill may lose answers but never half an order,
 * and the stock afterwards is exactly what the orders left standing hold.
 */
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { OrderView } from "@domain/orders";
import { startServer, type ServerProcess } from "../../scripts/lib/server-process";
import { adminQuery, withDatabase } from "../support/database-templates";

const ADMIN = { username: "owner", password: "stop-and-start-2026" };
/** Forest Pour and Morning Dust: every burst order takes one bag or two of the first and one of the second. */
const PRODUCTS = [3, 1] as const;
const STOCK = 10_000;

type Kind = "pglite" | "postgres";
type Answer = { status: number | "no answer"; orderNumber?: string; at: number };

const kinds: Kind[] = ["pglite", ...(process.env.TEST_DATABASE_URL ? (["postgres"] as const) : [])];
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

/** Settings for a server on a new, empty database of `kind` (it seeds itself at first start). */
async function freshDatabase(kind: Kind): Promise<Record<string, string>> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "bb-stops-"));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const env = { DATA_DIR: dataDir, ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password };
  if (kind === "pglite") return env;
  const server = process.env.TEST_DATABASE_URL!;
  const name = `bb_stops_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await adminQuery(server, `create database ${name}`);
  cleanups.push(() => adminQuery(server, `drop database if exists ${name} with (force)`));
  return { ...env, DATABASE_URL: withDatabase(server, name) };
}

async function signIn(server: ServerProcess): Promise<(path: string, init?: RequestInit) => Promise<Response>> {
  const login = await fetch(`${server.url}/api/admin/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(ADMIN),
  });
  expect(login.status).toBe(200);
  const { token } = (await login.json()) as { token: string };
  return (p, init = {}) =>
    fetch(`${server.url}/api/admin${p}`, {
      ...init,
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json", ...init.headers },
    });
}

async function setStock(server: ServerProcess): Promise<void> {
  const admin = await signIn(server);
  for (const id of PRODUCTS) {
    const adjusted = await admin(`/stock/${id}/adjust`, {
      method: "POST",
      body: JSON.stringify({ stockQuantity: STOCK, reason: "restock", note: "stop test" }),
    });
    expect(adjusted.status).toBe(200);
  }
}

/** One order as the checkout page sends it, with its own Idempotency-Key; never throws. */
async function placeOrder(url: string, tag: string, n: number): Promise<Answer> {
  try {
    const response = await fetch(`${url}/api/orders`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": randomUUID() },
      body: JSON.stringify({
        customerName: `Burst ${tag} ${n}`,
        customerEmail: `burst.${n}@example.com`,
        customerPhone: `+91 9${String(n).padStart(9, "0")}`,
        shippingAddress: {
          street: "12, 4th Cross, Indiranagar",
          city: "Bengaluru",
          state: "Karnataka",
          pincode: "560038",
        },
        items: [
          { id: PRODUCTS[0], quantity: 1 + (n % 2), weight: "250", brewingMethod: "pour-over" },
          { id: PRODUCTS[1], quantity: 1, weight: "250", brewingMethod: "" },
        ],
      }),
    });
    const body = (await response.json().catch(() => ({}))) as { order?: { orderNumber: string } };
    return { status: response.status, orderNumber: body.order?.orderNumber, at: performance.now() };
  } catch {
    // Refused, reset or cut off: the request never reached the server, or its answer was lost with it.
    return { status: "no answer", at: performance.now() };
  }
}

/** Every order the restarted server holds whose customer name carries `tag`. */
async function ordersTagged(server: ServerProcess, tag: string): Promise<OrderView[]> {
  const admin = await signIn(server);
  const response = await admin(`/orders?q=${encodeURIComponent(`Burst ${tag}`)}&limit=1000`);
  expect(response.status).toBe(200);
  return (await response.json()) as OrderView[];
}

/** Bags of `productId` held by orders that still stand (a cancelled order gave its bags back). */
function held(orders: OrderView[], productId: number): number {
  return orders
    .filter((order) => order.status !== "cancelled")
    .flatMap((order) => order.items)
    .filter((item) => item.productId === productId)
    .reduce((sum, item) => sum + item.quantity, 0);
}

async function stockOf(server: ServerProcess, productId: number): Promise<number> {
  return ((await (await fetch(`${server.url}/api/products/${productId}`)).json()) as { stockQuantity: number })
    .stockQuantity;
}

describe.each(kinds)("orders when the server stops mid-burst [%s]", (kind) => {
  it("SIGTERM: the orders in flight are answered, the process exits 0, and a restart finds every order answered 201 — and no other", async () => {
    const env = await freshDatabase(kind);
    const server = await startServer(env);
    await setStock(server);
    const tag = randomUUID().slice(0, 8);

    let signalledAt = Number.POSITIVE_INFINITY;
    const attempts = Array.from({ length: 40 }, (_, n) =>
      placeOrder(server.url, tag, n).then((answer) => {
        // The first answer means the rest are in the server's hands: stop it now.
        if (signalledAt === Number.POSITIVE_INFINITY) {
          signalledAt = performance.now();
          server.child.kill("SIGTERM");
        }
        return answer;
      }),
    );
    const answers = await Promise.all(attempts);
    expect(await server.stop(), server.output().slice(-3000)).toBe(0);

    const placed = answers.filter((a) => a.status === 201);
    expect(answers.filter((a) => a.status !== 201 && a.status !== 503 && a.status !== "no answer")).toEqual([]);
    // Requests already taken were finished after the signal, not dropped.
    expect(placed.filter((a) => a.at > signalledAt).length).toBeGreaterThan(0);

    const restarted = await startServer(env);
    try {
      const stored = await ordersTagged(restarted, tag);
      expect(stored.map((o) => o.orderNumber).sort()).toEqual(placed.map((a) => a.orderNumber).sort());
      for (const order of stored) expect(order.items).toHaveLength(2);
      for (const id of PRODUCTS) expect(await stockOf(restarted, id)).toBe(STOCK - held(stored, id));
    } finally {
      await restarted.stop();
    }
  });

  it("SIGKILL: a restart finds every order answered 201, no order without its items, and stock = what was there − what live orders hold", async () => {
    const env = await freshDatabase(kind);
    const server = await startServer(env);
    await setStock(server);
    const tag = randomUUID().slice(0, 8);

    // Eight shoppers ordering one after another until the process dies under them.
    let next = 0;
    let placedCount = 0;
    const answers: Answer[] = [];
    const shopper = async () => {
      for (;;) {
        const answer = await placeOrder(server.url, tag, next++);
        answers.push(answer);
        if (answer.status === 201 && ++placedCount === 30) server.child.kill("SIGKILL");
        if (answer.status === "no answer" || next > 1_000) return;
      }
    };
    await Promise.all(Array.from({ length: 8 }, shopper));
    await server.stop();
    expect(server.child.signalCode).toBe("SIGKILL");
    expect(answers.filter((a) => a.status !== 201 && a.status !== "no answer")).toEqual([]);

    const restarted = await startServer(env);
    try {
      expect((await fetch(`${restarted.url}/api/health`)).status).toBe(200);
      const stored = await ordersTagged(restarted, tag);
      const storedNumbers = new Set(stored.map((o) => o.orderNumber));
      const placed = answers.filter((a) => a.status === 201);
      expect(placed.length).toBeGreaterThanOrEqual(30);
      for (const answer of placed)
        expect(storedNumbers.has(answer.orderNumber!), `order ${answer.orderNumber} answered 201`).toBe(true);
      // An order the kill caught between its commit and its answer may be there too, but whole.
      expect(stored.length).toBeLessThanOrEqual(placed.length + 8);
      for (const order of stored) expect(order.items, order.orderNumber).toHaveLength(2);
      for (const id of PRODUCTS) expect(await stockOf(restarted, id)).toBe(STOCK - held(stored, id));
    } finally {
      await restarted.stop();
    }
  });
});
