import { existsSync } from "node:fs";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startServer } from "../../scripts/lib/server-process";

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** Places an order for one bag and returns how to read it back: its number and token. */
async function placeOrder(baseUrl: string, n: number): Promise<{ orderNumber: string; token: string }> {
  const res = await fetch(`${baseUrl}/api/orders`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      customerName: "Asha Rao",
      customerEmail: `restart.${n}@example.com`,
      customerPhone: `+91 97000000${String(n).padStart(2, "0")}`,
      shippingAddress: { street: "12 MG Road, Ashok Nagar", city: "Bengaluru", state: "Karnataka", pincode: "560001" },
      items: [{ id: 3, quantity: 1, weight: "250" }],
    }),
  });
  expect(res.status).toBe(201);
  const body = (await res.json()) as { order: { orderNumber: string }; accessToken: string };
  return { orderNumber: body.order.orderNumber, token: body.accessToken };
}

const readOrder = (baseUrl: string, order: { orderNumber: string; token: string }) =>
  fetch(`${baseUrl}/api/orders/${order.orderNumber}`, { headers: { "X-Order-Token": order.token } });

async function freshDataDir() {
  const dir = await mkdtemp(path.join(tmpdir(), "bb-restart-"));
  dirs.push(dir);
  return dir;
}

describe("the server process", () => {
  it("keeps what was written across a graceful restart on the same DATA_DIR", async () => {
    const dataDir = await freshDataDir();
    const first = await startServer({ DATA_DIR: dataDir });
    expect(first.output()).toMatch(/seeded with the shop's content/);
    expect(first.output()).toMatch(/username "admin"\s+password "[A-Za-z0-9]{20}"/);
    const order = await placeOrder(first.url, 1);
    expect(await first.stop("SIGTERM")).toBe(0);
    expect(first.output()).toMatch(/stopped/);

    const second = await startServer({ DATA_DIR: dataDir });
    try {
      expect(second.output()).not.toMatch(/seeded/);
      expect(second.output()).not.toMatch(/password "/);
      expect((await readOrder(second.url, order)).status).toBe(200);
      const products = await (await fetch(`${second.url}/api/products`)).json();
      expect(products).toHaveLength(12);
    } finally {
      await second.stop();
    }
  });

  it("runs one process per DATA_DIR: a second refuses to start, pointing to PostgreSQL, and nothing is lost", async () => {
    const dataDir = await freshDataDir();
    const first = await startServer({ DATA_DIR: dataDir });
    const before = await placeOrder(first.url, 2);
    const second = await startServer({ DATA_DIR: dataDir }).catch((error) => error);
    expect(second).toMatchObject({ code: 1 });
    expect(second.output).toMatch(/already in use by another Bean & Bhūmi process \d+/);
    expect(second.output).toMatch(/use\s+PostgreSQL instead: set DATABASE_URL/);
    // The first goes on as if nothing happened.
    const after = await placeOrder(first.url, 3);
    expect(after.orderNumber).not.toBe(before.orderNumber);
    expect(await first.stop("SIGTERM")).toBe(0);

    // A crash leaves the lock behind; the next start takes it over and finds every order.
    const crashed = await startServer({ DATA_DIR: dataDir });
    expect((await readOrder(crashed.url, after)).status).toBe(200);
    await crashed.stop("SIGKILL");
    expect(existsSync(path.join(dataDir, "pgdata.lock"))).toBe(true);
    const next = await startServer({ DATA_DIR: dataDir });
    try {
      for (const order of [before, after]) expect((await readOrder(next.url, order)).status).toBe(200);
    } finally {
      expect(await next.stop()).toBe(0);
    }
    expect(existsSync(path.join(dataDir, "pgdata.lock"))).toBe(false);
  });

  it("stops on a busy port before touching the data directory", async () => {
    const running = await startServer({ DATA_DIR: await freshDataDir() });
    try {
      const untouched = path.join(await freshDataDir(), "data");
      const failure = await startServer({ DATA_DIR: untouched, PORT: new URL(running.url).port }).catch((e) => e);
      expect(failure).toMatchObject({ code: 1 });
      expect(failure.output).toMatch(/Port \d+ on 127\.0\.0\.1 is already in use/);
      expect(existsSync(untouched)).toBe(false);
      expect(await readdir(path.dirname(untouched))).toEqual([]);
    } finally {
      await running.stop();
    }
  });

  it("refuses to start on a bad configuration, naming the variable", async () => {
    const dataDir = await freshDataDir();
    const failure = await startServer({ DATA_DIR: dataDir, PORT: "not-a-port" }).catch((error) => error);
    expect(failure).toMatchObject({ code: 1 });
    expect(failure.output).toMatch(/Invalid configuration:\s+PORT:/);
  });

  it("uses ADMIN_USERNAME and ADMIN_PASSWORD instead of generating a password", async () => {
    const dataDir = await freshDataDir();
    const server = await startServer({
      DATA_DIR: dataDir,
      ADMIN_USERNAME: "owner",
      ADMIN_PASSWORD: "filter-kaapi-2026",
    });
    try {
      expect(server.output()).toMatch(/username "owner" \(password from ADMIN_PASSWORD\)/);
      expect(server.output()).not.toMatch(/password "/);
    } finally {
      expect(await server.stop()).toBe(0);
    }
  });
});
