import { Router } from "express";
import type { Services } from "../../services";

export type Lifecycle = { draining: boolean };

export function healthRoutes({ database }: Services, lifecycle: Lifecycle): Router {
  const router = Router();

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
      res.json({ status: "ok", database: database.kind });
    } catch {
      res.status(503).json({ status: "unavailable", message: "Database is not reachable" });
    }
  });

  return router;
}
