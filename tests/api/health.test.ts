/**
 * Issue 14, finding 8: `/api/health` said ok while the disk was full and every write failed. It now
 * checks the free space on the disk holding DATA_DIR and makes a real, committed write.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminQuery } from "../support/database-templates";
import { availableDatabases, startTestApp, type TestApp } from "../support/test-app";

for (const kind of availableDatabases()) {
  describe(`/api/health [${kind}]`, () => {
    let app: TestApp;
    let full: TestApp;
    beforeAll(async () => {
      app = await startTestApp(kind);
      // A threshold above any disk here: the same check a nearly full disk fails.
      full = await startTestApp(kind, { HEALTH_MIN_FREE_MB: "1000000" });
    });
    afterAll(async () => {
      await app?.close();
      await full?.close();
    });

    it("answers ok after a real write", async () => {
      const res = await app.api("/api/health");
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: "ok", database: kind });
      const result = await app.services.db.execute(sql`select value from app_meta where key = 'health'`);
      expect((result as unknown as { rows: unknown[] }).rows).toHaveLength(1);
    });

    it("answers 503 when the disk holding DATA_DIR has too little room", async () => {
      const res = await full.api("/api/health");
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ status: "disk-full" });
      expect((await full.api("/api/livez")).status).toBe(200);
    });

    if (kind === "postgres")
      it("answers 503 while the database reads but cannot write", async () => {
        const url = new URL(app.services.config.DATABASE_URL!);
        const name = url.pathname.slice(1);
        const server = process.env.TEST_DATABASE_URL!;
        const reconnect = () =>
          adminQuery(server, `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}'`);
        await adminQuery(server, `alter database ${name} set default_transaction_read_only = on`);
        try {
          await reconnect();
          await expect.poll(async () => (await app.api("/api/health")).status).toBe(503);
          expect(await (await app.api("/api/health")).json()).toMatchObject({ status: "read-only" });
        } finally {
          await adminQuery(server, `alter database ${name} reset default_transaction_read_only`);
          await reconnect();
        }
        await expect.poll(async () => (await app.api("/api/health")).status).toBe(200);
      });
  });
}
