/** Roast batches as the owner runs them from the stock tab (decision 152). */
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { BatchInput, RoastBatchView } from "@domain/admin/roast-batches";
import {
  AGEING_NOTICE_DAYS,
  daysLeftOnSale,
  istToday,
  RETIRE_REASONS,
  type RetireReason,
  type StockSettings,
} from "@domain/roast-batches";
import type { Executor } from "../../db/client";
import { orderBatches, products, roastBatches, stockMovements } from "../../db/schema";
import { HttpError } from "../../http/errors";
import { insertBatch, lockProducts, roastDayProblem } from "../stock/batches.repo";

type BatchRow = typeof roastBatches.$inferSelect;

function toView(
  row: BatchRow,
  productName: string,
  sold: number,
  settings: StockSettings,
  today: string,
): RoastBatchView {
  const left = row.state === "selling" ? daysLeftOnSale(row.roastedOn, today, settings) : null;
  return {
    id: row.id,
    productId: row.productId,
    productName,
    code: row.code,
    roastedOn: row.roastedOn,
    bags: row.bags,
    remaining: row.remaining,
    sold,
    state: row.state as RoastBatchView["state"],
    notes: row.notes,
    daysLeft: left === null ? null : Math.max(0, left),
    ageing: row.remaining > 0 && (row.state === "aged" || (left !== null && left <= AGEING_NOTICE_DAYS)),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Batches with their coffee's name and the bags orders hold from each. */
const selectBatches = (db: Executor) =>
  db
    .select({
      batch: roastBatches,
      productName: products.name,
      sold: sql<number>`coalesce((select sum(quantity) from ${orderBatches} ob where ob.batch_id = ${roastBatches.id}), 0)::int`,
    })
    .from(roastBatches)
    .innerJoin(products, eq(products.id, roastBatches.productId));

/** Every batch (of one product, or all): selling first, then the newest roasts. */
export async function listBatches(
  db: Executor,
  settings: StockSettings,
  productId?: number,
): Promise<RoastBatchView[]> {
  const rows = await selectBatches(db)
    .where(productId === undefined ? sql`true` : eq(roastBatches.productId, productId))
    .orderBy(
      sql`case ${roastBatches.state} when 'selling' then 0 when 'aged' then 1 else 2 end`,
      desc(roastBatches.roastedOn),
      asc(roastBatches.id),
    )
    .limit(2000);
  const today = istToday();
  return rows.map(({ batch, productName, sold }) => toView(batch, productName, Number(sold), settings, today));
}

export async function findBatch(
  db: Executor,
  settings: StockSettings,
  id: number,
): Promise<RoastBatchView | undefined> {
  const [row] = await selectBatches(db).where(eq(roastBatches.id, id));
  return row && toView(row.batch, row.productName, Number(row.sold), settings, istToday());
}

/**
 * Records a roast: its bags join the product's stock (a planned roast's too: they are sold as roasted to
 * order). A roast day past the window or beyond the planning horizon is refused (400 on `roastedOn`).
 */
export async function recordBatch(
  tx: Executor,
  productId: number,
  input: BatchInput,
  settings: StockSettings,
  actor: string,
): Promise<{ id: number; wasSoldOut: boolean }> {
  const problem = roastDayProblem(input.roastedOn, istToday(), settings);
  if (problem) throw new HttpError(400, problem, { roastedOn: problem });
  const [before] = await tx
    .select({ stock: products.stockQuantity, tracked: products.trackInventory })
    .from(products)
    .where(eq(products.id, productId))
    .for("update");
  if (!before) throw new HttpError(404, "Product not found");
  if (!before.tracked)
    throw new HttpError(409, "This coffee does not track stock; turn stock tracking on to record batches", {
      productId: "This coffee does not track stock",
    });
  const batch = await insertBatch(tx, { productId, roastedOn: input.roastedOn, bags: input.bags, notes: input.notes });
  const [row] = await tx
    .update(products)
    .set({ stockQuantity: sql`${products.stockQuantity} + ${input.bags}`, updatedAt: sql`now()` })
    .where(eq(products.id, productId))
    .returning({ stock: products.stockQuantity });
  await tx.insert(stockMovements).values({
    productId,
    delta: input.bags,
    reason: "batch",
    actor,
    note: `Batch ${batch.code} roasted ${input.roastedOn}`,
    stockAfter: row!.stock,
  });
  return { id: batch.id, wasSoldOut: before.stock === 0 };
}

/**
 * Takes a batch out of sale (used at the café, written off): its bags left leave the stock when it was
 * selling. Bags already in orders are not touched — a batch never takes stock below what orders hold.
 */
export async function retireBatch(tx: Executor, id: number, reason: RetireReason, actor: string): Promise<void> {
  const [found] = await tx
    .select({ productId: roastBatches.productId })
    .from(roastBatches)
    .where(eq(roastBatches.id, id));
  if (!found) throw new HttpError(404, "Batch not found");
  await lockProducts(tx, [found.productId]);
  const [batch] = await tx.select().from(roastBatches).where(eq(roastBatches.id, id));
  if (batch!.state === "retired")
    throw new HttpError(409, "This batch is already out of sale", { state: "Already retired" });
  await tx
    .update(roastBatches)
    .set({
      state: "retired",
      notes: sql`concat_ws(' · ', ${roastBatches.notes}, ${RETIRE_REASONS[reason]}::text)`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(roastBatches.id, id)));
  if (batch!.state !== "selling" || batch!.remaining === 0) return;
  const [row] = await tx
    .update(products)
    .set({ stockQuantity: sql`${products.stockQuantity} - ${batch!.remaining}`, updatedAt: sql`now()` })
    .where(eq(products.id, batch!.productId))
    .returning({ stock: products.stockQuantity });
  await tx.insert(stockMovements).values({
    productId: batch!.productId,
    delta: -batch!.remaining,
    reason: "adjustment",
    actor,
    note: `Batch ${batch!.code}: ${RETIRE_REASONS[reason]}`,
    stockAfter: row!.stock,
  });
}
