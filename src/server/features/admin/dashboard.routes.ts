import type { Router } from "express";
import type { Services } from "../../services";
import { buildDashboard } from "./dashboard.repo";

export function registerDashboardRoutes(router: Router, { db }: Services): void {
  router.get("/dashboard", async (_req, res) => {
    res.json(await buildDashboard(db));
  });
}
