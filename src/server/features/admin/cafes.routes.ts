/** Cafés: the admin's own and visitors' submissions, approval, the weekly pick (rules: cafes.repo.ts). */
import type { Response, Router } from "express";
import { z } from "zod";
import { CAFE_STATUSES, CafeInput, CafePatch } from "@domain/admin/cafes";
import { CONTENT_CHANNEL } from "../../cache";
import { parseInput } from "../../http/errors";
import type { Services } from "../../services";
import { auditedWrite, savedRecord } from "./audited-write";
import { actorOf } from "./auth/guard";
import {
  changeCafe,
  checkListable,
  deleteCafe,
  findCafe,
  insertCafe,
  listCafes,
  WEEKLY_PICK_TAKEN,
  type CafeChange,
} from "./cafes.repo";
import { defined, idParam } from "./http";

const CAFE = { entity: "cafe", load: findCafe, missing: "Café not found", channel: CONTENT_CHANNEL };

const CafeQuery = z.object({
  status: z.preprocess(
    (v) => (v === "" || v === "all" ? undefined : v),
    z.enum(CAFE_STATUSES, { error: "Unknown status" }).optional(),
  ),
});

export function registerCafeRoutes(router: Router, { db }: Services): void {
  const change = (id: number, res: Response, patch: CafeChange, action: string) => {
    const write = { ...CAFE, unique: WEEKLY_PICK_TAKEN, id, action };
    return savedRecord(db, actorOf(res), { ...write, write: (tx, before) => changeCafe(tx, before!, patch) });
  };

  router.get("/cafes", async (req, res) => {
    const { status } = parseInput(CafeQuery, req.query);
    res.json(await listCafes(db, status));
  });

  router.post("/cafes", async (req, res) => {
    const input = parseInput(CafeInput, req.body);
    const position = { latitude: input.latitude ?? null, longitude: input.longitude ?? null };
    checkListable({ status: input.status, weeklyPick: input.weeklyPick, ...position });
    const write = { ...CAFE, unique: WEEKLY_PICK_TAKEN, action: "create" };
    res.status(201).json(await savedRecord(db, actorOf(res), { ...write, write: (tx) => insertCafe(tx, input) }));
  });

  router.put("/cafes/:id", async (req, res) => {
    const id = idParam(req, "id", "Café not found");
    res.json(await change(id, res, defined(parseInput(CafePatch, req.body)), "update"));
  });

  router.post("/cafes/:id/approve", async (req, res) => {
    res.json(await change(idParam(req, "id", "Café not found"), res, { status: "approved" }, "approve"));
  });

  router.post("/cafes/:id/reject", async (req, res) => {
    res.json(
      await change(idParam(req, "id", "Café not found"), res, { status: "rejected", weeklyPick: false }, "reject"),
    );
  });

  router.delete("/cafes/:id", async (req, res) => {
    const id = idParam(req, "id", "Café not found");
    await auditedWrite(db, actorOf(res), { ...CAFE, id, action: "delete", write: (tx) => deleteCafe(tx, id) });
    res.status(204).end();
  });
}
