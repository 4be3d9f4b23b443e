/** Inventory as the admin sees it: each product's stock and flags, and the movement history. */
import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import type { StockAdjustInput } from "@domain/admin/orders";
import type { StockItem, StockMovement } from "@domain/admin/types";
import type { Executor } from "../../db/client";
import { orders, products, stockMovements } from "../../db/schema";
import { adjustStock } from "../stock/stock.repo";
import { waitingByProduct } from "../restock/restock.repo";

function toStockItem(row: typeof products.$inferSelect, waiting = 0): StockItem {
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
    waiting,
  };
}

export async function listStock(db: Executor): Promise<StockItem[]> {
  const [rows, waiting] = await Promise.all([
    db.select().from(products).orderBy(asc(products.name)),
    waitingByProduct(db),
  ]);
  return rows.map((row) => toStockItem(row, waiting.get(row.id) ?? 0));
}

export async function findStockItem(db: Executor, id: number): Promise<StockItem | undefined> {
  const [row] = await db.select().from(products).where(eq(products.id, id)).for("update");
  return row && toStockItem(row, (await waitingByProduct(db, id)).get(id) ?? 0);
}

/** By a difference, or to a count; each move is recorded with its reason. */
export async function adjustTo(tx: Executor, before: StockItem, input: StockAdjustInput, actor: string) {
  const delta = input.delta ?? input.stockQuantity! - before.stockQuantity;
  if (delta !== 0)
    await adjustStock(tx, before.productId, delta, { reason: input.reason, actor, note: input.note ?? undefined });
}

export async function listMovements(
  db: Executor,
  query: { productId?: number; limit: number },
): Promise<StockMovement[]> {
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
  return rows.map(({ move, productName, orderNumber }) => ({
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
}
