/** Inventory from the products, quick adjustments (each recorded), and the movement history. */
import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Router } from "express";
import { z } from "zod";
import { StockAdjustInput } from "@domain/admin/orders";
import type { StockItem, StockMovement } from "@domain/admin/types";
import type { Executor } from "../../db/client";
import { orders, products, stockMovements } from "../../db/schema";
import { notFound, parseInput } from "../../http/errors";
import type { Services } from "../../services";
import { adjustStock } from "../stock/stock.repo";
import { recordAudit } from "./audit";
import { actorOf } from "./auth/guard";
import { idParam } from "./http";

function toStockItem(row: typeof products.$inferSelect): StockItem {
  return {
    productId: row.id,
    name: row.name,
    slug: row.slug,
    sku: row.sku,
    image: row.images[0] ?? null,
    category: row.category,
    stockQuantity: row.stockQuantity,
    lowStockThreshold: row.lowStockThreshold,
    trackInventory: row.trackInventory,
    isActive: row.isActive,
    lowStock: row.trackInventory && row.stockQuantity < row.lowStockThreshold,
    outOfStock: row.trackInventory && row.stockQuantity === 0,
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function stockItem(db: Executor, id: number): Promise<StockItem | undefined> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  return row && toStockItem(row);
}

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

export function registerStockRoutes(router: Router, { db }: Services): void {
  router.get("/stock", async (_req, res) => {
    const rows = await db.select().from(products).orderBy(asc(products.name));
    res.json(rows.map(toStockItem));
  });

  router.post("/stock/:productId/adjust", async (req, res) => {
    const id = idParam(req, "productId", "Product not found");
    const input = parseInput(StockAdjustInput, req.body);
    const actor = actorOf(res);
    const item = await db.transaction(async (tx) => {
      const [current] = await tx.select().from(products).where(eq(products.id, id)).for("update");
      if (!current) throw notFound("Product not found");
      const delta = input.delta ?? input.stockQuantity! - current.stockQuantity;
      if (delta !== 0)
        await adjustStock(tx, id, delta, {
          reason: input.reason,
          actor: actor.username,
          note: input.note ?? undefined,
        });
      const after = (await stockItem(tx, id))!;
      await recordAudit(tx, actor, {
        action: "adjust-stock",
        entityType: "product",
        entityId: id,
        before: { stockQuantity: current.stockQuantity },
        after: { stockQuantity: after.stockQuantity, reason: input.reason, note: input.note ?? null },
      });
      return after;
    });
    res.json(item);
  });

  router.get("/stock/movements", async (req, res) => {
    const query = parseInput(MovementQuery, req.query);
    const where: SQL[] = [];
    if (query.productId) where.push(eq(stockMovements.productId, query.productId));
    const rows = await db
      .select({ move: stockMovements, productName: products.name, orderNumber: orders.orderNumber })
      .from(stockMovements)
      .leftJoin(products, eq(products.id, stockMovements.productId))
      .leftJoin(orders, eq(orders.id, stockMovements.orderId))
      .where(where.length ? and(...where) : sql`true`)
      .orderBy(desc(stockMovements.id))
      .limit(query.limit);
    const moves: StockMovement[] = rows.map(({ move, productName, orderNumber }) => ({
      id: move.id,
      productId: move.productId,
      productName,
      delta: move.delta,
      reason: move.reason as StockMovement["reason"],
      orderId: move.orderId,
      orderNumber,
      actor: move.actor,
      note: move.note,
      stockAfter: move.stockAfter,
      createdAt: move.createdAt.toISOString(),
    }));
    res.json(moves);
  });
}
