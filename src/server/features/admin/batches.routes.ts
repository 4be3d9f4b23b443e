/**
 * Roast batches and the stock settings (decision 152): the owner records a roast, takes a batch out of
 * sale, and sets the freshness window. Each write is audited and drops every process's catalogue copy;
 * a change of window moves batches between selling and aged at once.
 */
import type { Router } from "express";
import { z } from "zod";
import { BatchInput, RetireBatchInput, StockSettingsInput, type RoastBatchView } from "@domain/admin/roast-batches";
import { CATALOG_CHANNEL } from "../../cache";
import type { Executor } from "../../db/client";
import { parseInput } from "../../http/errors";
import type { Services } from "../../services";
import { readStockSettings, refreshBatchStates, writeStockSettings } from "../stock/batches.repo";
import { savedRecord } from "./audited-write";
import { actorOf } from "./auth/guard";
import { idParam } from "./http";
import { findBatch, listBatches, recordBatch, retireBatch } from "./batches.repo";

const BatchQuery = z.object({
  productId: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.coerce.number({ error: "productId must be a number" }).int().positive().max(2_147_483_647).optional(),
  ),
});

const strip = ({ updatedAt: _u, ...rest }: Awaited<ReturnType<typeof readStockSettings>>) => rest;

export function registerBatchRoutes(router: Router, { db, restock }: Services): void {
  router.get("/batches", async (req, res) => {
    const { productId } = parseInput(BatchQuery, req.query);
    res.json(await listBatches(db, await readStockSettings(db), productId));
  });

  router.post("/stock/:productId/batches", async (req, res) => {
    const productId = idParam(req, "productId", "Product not found");
    const input = parseInput(BatchInput, req.body);
    const actor = actorOf(res);
    const settings = await readStockSettings(db);
    let wasSoldOut = false;
    const batch = await savedRecord<RoastBatchView, number>(db, actor, {
      entity: "roast-batch",
      action: "create",
      load: (tx, id) => findBatch(tx, settings, id),
      write: async (tx) => {
        const made = await recordBatch(tx, productId, input, settings, actor.username);
        wasSoldOut = made.wasSoldOut;
        return made.id;
      },
      channel: CATALOG_CHANNEL,
    });
    if (wasSoldOut) restock.announce();
    res.status(201).json(batch);
  });

  router.post("/batches/:id/retire", async (req, res) => {
    const id = idParam(req, "id", "Batch not found");
    const { reason } = parseInput(RetireBatchInput, req.body);
    const actor = actorOf(res);
    const settings = await readStockSettings(db);
    res.json(
      await savedRecord<RoastBatchView, number>(db, actor, {
        entity: "roast-batch",
        id,
        missing: "Batch not found",
        action: "retire",
        load: (tx, batchId) => findBatch(tx, settings, batchId),
        write: (tx) => retireBatch(tx, id, reason, actor.username),
        channel: CATALOG_CHANNEL,
      }),
    );
  });

  router.get("/settings/stock", async (_req, res) => {
    res.json(await readStockSettings(db));
  });

  router.put("/settings/stock", async (req, res) => {
    const input = parseInput(StockSettingsInput, req.body);
    const saved = await savedRecord(db, actorOf(res), {
      entity: "settings",
      id: "stock",
      action: "update",
      load: readStockSettings,
      write: (tx: Executor) => writeStockSettings(tx, input),
      logged: { before: strip, after: strip },
    });
    // A longer window brings aged batches back on sale, a shorter one takes batches off it, now.
    const moved = await refreshBatchStates(db);
    if (moved.restocked.length > 0) restock.announce();
    res.json(saved);
  });
}
