/**
 * Liveness and readiness. `/api/health` is what a load balancer asks before sending shoppers here, so
 * it checks what an order needs (decision 037): the database answers, it can WRITE (a full disk or a
 * read-only database answers reads happily and fails every order), and the disk holding DATA_DIR
 * (the embedded database, uploads) has room left.
 */
import { statfs } from "node:fs/promises";
import { sql } from "drizzle-orm";
import { Router } from "express";
import type { Services } from "../../services";

export type Lifecycle = { draining: boolean };

const WRITE_TIMEOUT_MS = 5_000;

/** Bytes free for this process on the disk holding `dir`. */
export async function freeBytes(dir: string): Promise<number> {
  const stats = await statfs(dir);
  return Number(stats.bavail) * Number(stats.bsize);
}

/** A one-row write, committed: fails when the disk is full or the database is read-only. */
async function writeProbe(services: Pick<Services, "db">): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("write timed out")), WRITE_TIMEOUT_MS);
  });
  try {
    await Promise.race([
      services.db.execute(
        sql`insert into app_meta (key, value) values ('health', now()::text)
            on conflict (key) do update set value = excluded.value, updated_at = now()`,
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

export function healthRoutes(services: Services, lifecycle: Lifecycle): Router {
  const { database, config } = services;
  const router = Router();
  const minFree = config.HEALTH_MIN_FREE_MB * 1024 * 1024;

  router.get("/livez", (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json({ status: "ok" });
  });

  router.get("/health", async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    if (lifecycle.draining) {
      res.status(503).json({ status: "draining", message: "Shutting down" });
      return;
    }
    try {
      await database.ping();
    } catch {
      res.status(503).json({ status: "unavailable", message: "Database is not reachable" });
      return;
    }
    const free = await freeBytes(config.dataDir).catch(() => null);
    if (free !== null && free < minFree) {
      const mb = Math.floor(free / 1024 / 1024);
      res.status(503).json({ status: "disk-full", message: `Only ${mb} MB free on the disk holding DATA_DIR` });
      return;
    }
    try {
      await writeProbe(services);
    } catch {
      res.status(503).json({ status: "read-only", message: "The database answers but cannot write" });
      return;
    }
    res.json({ status: "ok", database: database.kind });
  });

  return router;
}
