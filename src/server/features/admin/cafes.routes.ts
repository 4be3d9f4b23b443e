/**
 * Cafés: the admin's own (listed at once) and visitors' submissions (pending until approved). One
 * weekly pick at a time — choosing one clears the other in the same transaction, and a unique
 * partial index backs it up. A café without known coordinates cannot be listed or picked.
 */
import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import type { Router } from "express";
import { z } from "zod";
import { CAFE_STATUSES, CafeInput, CafePatch } from "@domain/admin/cafes";
import type { AdminCafe } from "@domain/admin/types";
import { CONTENT_CHANNEL } from "../../cache";
import { notify, type Executor } from "../../db/client";
import { cafes } from "../../db/schema";
import { HttpError, notFound, parseInput } from "../../http/errors";
import type { Services } from "../../services";
import { recordAudit } from "./audit";
import { actorOf, type AdminActor } from "./auth/guard";
import { defined, idParam, uniquely } from "./http";

type CafeRow = typeof cafes.$inferSelect;

function toAdminCafe(row: CafeRow): AdminCafe {
  return {
    ...row,
    status: row.status as AdminCafe["status"],
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function findCafe(db: Executor, id: number) {
  const [row] = await db.select().from(cafes).where(eq(cafes.id, id)).for("update");
  if (!row) throw notFound("Café not found");
  return row;
}

const NO_POSITION =
  "Set the café's latitude and longitude before listing it; without them it cannot be shown on the map";

/** The rules a café must meet as it will be saved. */
function checkListable(cafe: Pick<CafeRow, "status" | "weeklyPick" | "latitude" | "longitude">) {
  const positioned = cafe.latitude !== null && cafe.longitude !== null;
  if (cafe.status === "approved" && !positioned) throw new HttpError(409, NO_POSITION, { latitude: NO_POSITION });
  if (cafe.weeklyPick && cafe.status !== "approved") {
    throw new HttpError(400, "Only an approved café can be the café of the week", {
      weeklyPick: "Only an approved café can be the café of the week",
    });
  }
}

async function clearOtherPicks(tx: Executor, keepId: number) {
  await tx
    .update(cafes)
    .set({ weeklyPick: false, updatedAt: new Date() })
    .where(and(eq(cafes.weeklyPick, true), ne(cafes.id, keepId)));
}

async function save(
  db: Executor,
  actor: AdminActor,
  id: number,
  patch: Partial<typeof cafes.$inferInsert>,
  action: string,
): Promise<AdminCafe> {
  return uniquely(
    () =>
      db.transaction(async (tx) => {
        const before = await findCafe(tx, id);
        const next = { ...before, ...patch };
        if (next.status !== "approved") next.weeklyPick = patch.weeklyPick === true ? true : false;
        checkListable(next);
        if (next.weeklyPick) await clearOtherPicks(tx, id);
        const reviewed = patch.status && patch.status !== before.status ? { reviewedAt: new Date() } : {};
        const [row] = await tx
          .update(cafes)
          .set({ ...patch, weeklyPick: next.weeklyPick, ...reviewed, updatedAt: new Date() })
          .where(eq(cafes.id, id))
          .returning();
        await notify(tx, CONTENT_CHANNEL);
        const after = toAdminCafe(row!);
        await recordAudit(tx, actor, { action, entityType: "cafe", entityId: id, before: toAdminCafe(before), after });
        return after;
      }),
    "Another café was just made the weekly pick; please try again",
    "weeklyPick",
  );
}

const CafeQuery = z.object({
  status: z.preprocess(
    (v) => (v === "" || v === "all" ? undefined : v),
    z.enum(CAFE_STATUSES, { error: "Unknown status" }).optional(),
  ),
});

export function registerCafeRoutes(router: Router, { db }: Services): void {
  router.get("/cafes", async (req, res) => {
    const { status } = parseInput(CafeQuery, req.query);
    const rows = await db
      .select()
      .from(cafes)
      .where(status ? eq(cafes.status, status) : sql`true`)
      .orderBy(
        sql`case ${cafes.status} when 'pending' then 0 else 1 end`,
        desc(cafes.weeklyPick),
        asc(cafes.city),
        asc(cafes.name),
      );
    res.json(rows.map(toAdminCafe));
  });

  router.post("/cafes", async (req, res) => {
    const input = parseInput(CafeInput, req.body);
    const actor = actorOf(res);
    const values = {
      ...defined(input),
      name: input.name,
      description: input.description,
      address: input.address,
      city: input.city,
    };
    checkListable({
      status: input.status,
      weeklyPick: input.weeklyPick,
      latitude: input.latitude ?? null,
      longitude: input.longitude ?? null,
    });
    const created = await uniquely(
      () =>
        db.transaction(async (tx) => {
          if (input.weeklyPick) await tx.update(cafes).set({ weeklyPick: false }).where(eq(cafes.weeklyPick, true));
          const [row] = await tx
            .insert(cafes)
            .values({ ...values, reviewedAt: new Date() })
            .returning();
          await notify(tx, CONTENT_CHANNEL);
          const cafe = toAdminCafe(row!);
          await recordAudit(tx, actor, { action: "create", entityType: "cafe", entityId: cafe.id, after: cafe });
          return cafe;
        }),
      "Another café was just made the weekly pick; please try again",
      "weeklyPick",
    );
    res.status(201).json(created);
  });

  router.put("/cafes/:id", async (req, res) => {
    const id = idParam(req, "id", "Café not found");
    const patch = parseInput(CafePatch, req.body);
    res.json(await save(db, actorOf(res), id, defined(patch), "update"));
  });

  router.post("/cafes/:id/approve", async (req, res) => {
    res.json(await save(db, actorOf(res), idParam(req, "id", "Café not found"), { status: "approved" }, "approve"));
  });

  router.post("/cafes/:id/reject", async (req, res) => {
    res.json(
      await save(
        db,
        actorOf(res),
        idParam(req, "id", "Café not found"),
        { status: "rejected", weeklyPick: false },
        "reject",
      ),
    );
  });

  router.delete("/cafes/:id", async (req, res) => {
    const id = idParam(req, "id", "Café not found");
    const actor = actorOf(res);
    await db.transaction(async (tx) => {
      const before = await findCafe(tx, id);
      await tx.delete(cafes).where(eq(cafes.id, id));
      await notify(tx, CONTENT_CHANNEL);
      await recordAudit(tx, actor, { action: "delete", entityType: "cafe", entityId: id, before: toAdminCafe(before) });
    });
    res.status(204).end();
  });
}
