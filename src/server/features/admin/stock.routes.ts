/** Inventory from the products, quick adjustments (each recorded), and the movement history. */
import type { Router } from "express";
import { z } from "zod";
import { StockAdjustInput } from "@domain/admin/orders";
import type { StockItem } from "@domain/admin/types";
import { parseInput } from "../../http/errors";
import type { Services } from "../../services";
import { savedRecord } from "./audited-write";
import { actorOf } from "./auth/guard";
import { idParam } from "./http";
import { adjustTo, findStockItem, listMovements, listStock } from "./inventory.repo";

const MovementQuery = z.object({
  productId: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.coerce.number({ error: "productId must be a number" }).int().positive().max(2_147_483_647).optional(),
  ),
  limit: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.coerce.number({ error: "limit must be a number" }).int().min(1).max(1000).default(200),
  ),
});

export function registerStockRoutes(router: Router, { db, restock }: Services): void {
  router.get("/stock", async (_req, res) => {
    res.json(await listStock(db));
  });

  router.post("/stock/:productId/adjust", async (req, res) => {
    const id = idParam(req, "productId", "Product not found");
    const input = parseInput(StockAdjustInput, req.body);
    const actor = actorOf(res);
    const logged = {
      before: (item: StockItem) => ({ stockQuantity: item.stockQuantity }),
      after: (item: StockItem) => ({
        stockQuantity: item.stockQuantity,
        reason: input.reason,
        note: input.note ?? null,
      }),
    };
    let wasSoldOut = false;
    const write = (tx: Parameters<typeof adjustTo>[0], before?: StockItem) => {
      wasSoldOut = before!.outOfStock;
      return adjustTo(tx, before!, input, actor.username);
    };
    const change = { entity: "product", load: findStockItem, missing: "Product not found", id, action: "adjust-stock" };
    const item = await savedRecord(db, actor, { ...change, logged, write });
    // Back on the shelf after selling out: the waiting back-in-stock alerts go out now (decision 133). Only
    // then — "Notify me" is offered only while a coffee is sold out, so no one waits for one in stock.
    if (wasSoldOut && !item.outOfStock) restock.announce();
    res.json(item);
  });

  router.get("/stock/movements", async (req, res) => {
    res.json(await listMovements(db, parseInput(MovementQuery, req.query)));
  });
}
