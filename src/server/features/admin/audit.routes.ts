import type { Router } from "express";
import { z } from "zod";
import { parseInput } from "../../http/errors";
import type { Services } from "../../services";
import { listAudit } from "./audit";

const AuditQuery = z.object({
  entityType: z.string().trim().max(40).optional(),
  entityId: z.string().trim().max(100).optional(),
  limit: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.coerce.number({ error: "limit must be a number" }).int().min(1).max(1000).default(200),
  ),
});

export function registerAuditRoutes(router: Router, { db }: Services): void {
  router.get("/audit", async (req, res) => {
    const query = parseInput(AuditQuery, req.query);
    res.json(
      await listAudit(db, {
        entityType: query.entityType || undefined,
        entityId: query.entityId || undefined,
        limit: query.limit,
      }),
    );
  });
}
