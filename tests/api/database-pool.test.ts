import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../src/server/db/client";
import { startTcpProxy } from "../support/tcp-proxy";
import { availableDatabases } from "../support/test-app";

async function sleeping(): Promise<boolean> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL! });
  await client.connect();
  try {
    const { rows } = await client.query(
      "select count(*)::int as n from pg_stat_activity where query like 'select pg_sleep(6)%' and state = 'active'",
    );
    return rows[0].n > 0;
  } finally {
    await client.end();
  }
}

/** In a rush every connection of the pool is busy: requests wait their turn instead of failing. */
describe.runIf(availableDatabases().includes("postgres"))("a busy connection pool [postgres]", () => {
  it("lets a query wait longer than the 5 s connect timeout for a free connection", async () => {
    const database = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL!, dataDir: "", poolSize: 1 });
    try {
      const busy = Promise.resolve(database.db.execute(sql`select pg_sleep(6) as slept`));
      // The pool's only connection is taken once the sleep is running on the server.
      await expect.poll(() => sleeping(), { timeout: 5_000 }).toBe(true);
      const started = Date.now();
      const queued = await database.db.execute(sql`select 1 as one`);
      expect((queued as unknown as { rows: { one: number }[] }).rows[0]!.one).toBe(1);
      expect(Date.now() - started).toBeGreaterThan(5_000); // it really waited behind the sleeping query
      await busy;
    } finally {
      await database.close();
    }
  });

  it("gets its connection back when the connection drops under a transaction's BEGIN", async () => {
    const server = new URL(process.env.TEST_DATABASE_URL!);
    const proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
    const viaProxy = new URL(server);
    viaProxy.hostname = "127.0.0.1";
    viaProxy.port = String(proxy.port);
    // One connection: if the failed BEGIN kept it, nothing after could run.
    const database = await openDatabase({ databaseUrl: viaProxy.toString(), dataDir: "", poolSize: 1 });
    try {
      await database.db.execute(sql`select 1`);
      proxy.dropOnNext(/begin/i);
      await expect(database.db.transaction(async (tx) => tx.execute(sql`select 1`))).rejects.toThrow(
        /Failed query: begin/,
      );
      const after = await database.db.transaction(async (tx) => tx.execute(sql`select 2 as two`));
      expect((after as unknown as { rows: { two: number }[] }).rows[0]!.two).toBe(2);
    } finally {
      await database.close();
      await proxy.close();
    }
  });
});
