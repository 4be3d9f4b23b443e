import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startServer } from "../../scripts/lib/server-process";

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

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
    const subscribe = () =>
      fetch(`${first.url}/api/newsletter/subscribe`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email: "restart@example.com" }),
      });
    expect((await subscribe()).status).toBe(201);
    expect(await first.stop("SIGTERM")).toBe(0);
    expect(first.output()).toMatch(/stopped/);

    const second = await startServer({ DATA_DIR: dataDir });
    try {
      expect(second.output()).not.toMatch(/seeded/);
      expect(second.output()).not.toMatch(/password "/);
      const again = await fetch(`${second.url}/api/newsletter/subscribe`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email: "restart@example.com" }),
      });
      expect(again.status).toBe(200);
      expect(await again.json()).toMatchObject({ alreadySubscribed: true });
      const products = await (await fetch(`${second.url}/api/products`)).json();
      expect(products).toHaveLength(12);
    } finally {
      await second.stop();
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
    const server = await startServer({ DATA_DIR: dataDir, ADMIN_USERNAME: "owner", ADMIN_PASSWORD: "filter-kaapi-2026" });
    try {
      expect(server.output()).toMatch(/username "owner" \(password from ADMIN_PASSWORD\)/);
      expect(server.output()).not.toMatch(/password "/);
    } finally {
      expect(await server.stop()).toBe(0);
    }
  });
});
