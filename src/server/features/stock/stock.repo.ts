/**
 * Stock moves only through these functions, inside the caller's transaction: an order reserves,
 * an expiry, cancellation or failed payment releases, the admin adjusts. Each change is recorded in
 * `stock_movements` and tells every process's catalogue cache to drop its copy.
 *
 * Reserving is a conditional decrement (`… where stock_quantity >= n`), taken in ascending product
 * id so two orders never wait on each other's rows in opposite order; the CHECK stock ≥ 0 is the
 * backstop. Products that do not track inventory are never decremented.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import { CATALOG_CHANNEL } from "../../cache";
import { notify, type Executor } from "../../db/client";
import { preparedSql } from "../../db/prepared";
import { orderItems, orders, products, stockMovements } from "../../db/schema";
import { HttpError } from "../../http/errors";
import { addToTodaysBatch, lockProducts, returnToBatches, takeFromBatches } from "./batches.repo";

/** The note on the batch that bags added by a stock adjustment join. */
export const ADJUSTMENT_BATCH_NOTE = "Added by a stock adjustment";

export type StockLine = { productId: number; quantity: number };
export type MovementReason = "order" | "release" | "adjustment" | "restock" | "correction";

export class OutOfStockError extends HttpError {
  constructor(
    readonly productId: number,
    readonly productName: string,
    readonly available: number,
  ) {
    super(409, available > 0 ? `Only ${available} of ${productName} left in stock` : `${productName} is out of stock`, {
      items: available > 0 ? `Only ${available} of ${productName} left in stock` : `${productName} is out of stock`,
    });
  }
}

/** Quantities summed per product, in ascending product id (the lock order). */
export function combineLines(lines: readonly StockLine[]): StockLine[] {
  const totals = new Map<number, number>();
  for (const line of lines) totals.set(line.productId, (totals.get(line.productId) ?? 0) + line.quantity);
  return [...totals].sort(([a], [b]) => a - b).map(([productId, quantity]) => ({ productId, quantity }));
}

/**
 * Takes the lines' stock for `orderId`, or throws OutOfStockError (the caller's transaction then rolls
 * back). Each line is one statement — decrement, movement and the catalogue notification (delivered
 * at commit; PostgreSQL folds repeats) together — so a hot product's row stays locked for as little
 * as one statement and the commit: that is what a limited drop queues on. A second statement, under
 * that lock, takes the bags from the product's roast batches, oldest first (decision 152) — or, with
 * `batches: "in-next-statement"`, the caller's own next statement does (`batchesToTake`, decision 181).
 */
/** One line's reservation (see reserveStock), prepared once per executor (decision 162). */
const reserveQuery = preparedSql<{ stock_quantity: number; track_inventory: boolean }>(
  "stock_reserve",
  sql`
    with updated as (
      update ${products}
      set stock_quantity = case when track_inventory then stock_quantity - ${sql.placeholder("quantity")}::int else stock_quantity end,
          updated_at = now()
      where id = ${sql.placeholder("productId")}::int
        and (not track_inventory or stock_quantity >= ${sql.placeholder("quantity")}::int)
      returning id, stock_quantity, track_inventory
    ), moved as (
      insert into ${stockMovements} (product_id, delta, reason, order_id, stock_after)
      select id, -${sql.placeholder("quantity")}::int, 'order', ${sql.placeholder("orderId")}::int, stock_quantity
      from updated where track_inventory
    )
    select stock_quantity, track_inventory, pg_notify(${CATALOG_CHANNEL}, '') from updated`,
);

export async function reserveStock(
  tx: Executor,
  orderId: number,
  lines: readonly StockLine[],
  options: { batches: "now" | "in-next-statement" } = { batches: "now" },
): Promise<Map<number, number | null>> {
  /** Per product: the stock left after this reservation, or null when it does not track inventory. */
  const left = new Map<number, number | null>();
  for (const { productId, quantity } of combineLines(lines)) {
    const [row] = await reserveQuery(tx, { productId, quantity, orderId });
    if (row) {
      left.set(productId, row.track_inventory ? Number(row.stock_quantity) : null);
      if (row.track_inventory && options.batches === "now") await takeFromBatches(tx, productId, quantity, orderId);
    } else {
      const [product] = await tx
        .select({ name: products.name, stock: products.stockQuantity })
        .from(products)
        .where(eq(products.id, productId));
      throw new OutOfStockError(productId, product?.name ?? `Product ${productId}`, product?.stock ?? 0);
    }
  }
  return left;
}

/**
 * The bags a reservation made with `batches: "in-next-statement"` still has to take from the roast batches:
 * the tracked products of `lines`, each once. The caller's next statement takes them (`batchTakeCtes`).
 */
export function batchesToTake(lines: readonly StockLine[], left: ReadonlyMap<number, number | null>): StockLine[] {
  return combineLines(lines).filter((line) => typeof left.get(line.productId) === "number");
}

export type StockFacts = { name: string; stock: number; tracked: boolean };

/**
 * Throws OutOfStockError for the first tracked product with fewer bags than the lines want. A read's
 * verdict only, to answer early: `reserveStock`'s conditional decrement remains the guarantee.
 */
export function refuseShortStock(
  lines: readonly StockLine[],
  facts: (productId: number) => StockFacts | undefined,
): void {
  for (const { productId, quantity } of combineLines(lines)) {
    const product = facts(productId);
    if (product?.tracked && product.stock < quantity) throw new OutOfStockError(productId, product.name, product.stock);
  }
}

/**
 * Gives an order's stock back, once: the first caller flips `stock_released` and returns true; a
 * second (the expiry job racing an admin's cancel) finds it already released and changes nothing.
 */
export async function releaseOrderStock(tx: Executor, orderId: number, actor = "system"): Promise<boolean> {
  const claimed = await tx
    .update(orders)
    .set({ stockReleased: true, updatedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), eq(orders.stockReleased, false)))
    .returning({ id: orders.id });
  if (claimed.length === 0) return false;
  const items = await tx
    .select({ productId: orderItems.productId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.productId));
  const lines = combineLines(
    items.flatMap((item) => (item.productId === null ? [] : [{ productId: item.productId, quantity: item.quantity }])),
  );
  // The bags go back to their batches; those of a batch no longer sold (aged, retired) stay out of stock.
  await lockProducts(
    tx,
    lines.map((line) => line.productId),
  );
  const unsold = await returnToBatches(tx, orderId);
  for (const { productId, quantity: ordered } of lines) {
    const quantity = ordered - (unsold.get(productId) ?? 0);
    if (quantity === 0) continue;
    const [row] = await tx
      .update(products)
      .set({ stockQuantity: sql`${products.stockQuantity} + ${quantity}`, updatedAt: sql`now()` })
      .where(and(eq(products.id, productId), eq(products.trackInventory, true)))
      .returning({ stock: products.stockQuantity });
    if (row)
      await tx
        .insert(stockMovements)
        .values({ productId, delta: quantity, reason: "release", orderId, actor, stockAfter: row.stock });
  }
  await notify(tx, CATALOG_CHANNEL);
  return true;
}

/**
 * Takes back an order's released stock (an admin reopening a cancelled order): reserves again and
 * clears `stock_released`, or throws OutOfStockError when the bags have been sold meanwhile.
 */
export async function reclaimOrderStock(tx: Executor, orderId: number): Promise<boolean> {
  const claimed = await tx
    .update(orders)
    .set({ stockReleased: false, updatedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), eq(orders.stockReleased, true)))
    .returning({ id: orders.id });
  if (claimed.length === 0) return false;
  const items = await tx
    .select({ productId: orderItems.productId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  await reserveStock(
    tx,
    orderId,
    items.flatMap((item) => (item.productId === null ? [] : [{ productId: item.productId, quantity: item.quantity }])),
  );
  return true;
}

/**
 * The admin's stock change: `delta` bags in (positive) or out (negative), recorded with who and why.
 * Refuses (409) to go below zero. Returns the new stock. Bags out leave the oldest batches first; bags
 * in join today's adjustment batch (decision 152: a recorded roast is the way to add a real batch).
 */
export async function adjustStock(
  tx: Executor,
  productId: number,
  delta: number,
  record: { reason: Exclude<MovementReason, "order" | "release">; actor: string; note?: string },
): Promise<number> {
  const [row] = await tx
    .update(products)
    .set({ stockQuantity: sql`${products.stockQuantity} + ${delta}`, updatedAt: sql`now()` })
    .where(and(eq(products.id, productId), sql`${products.stockQuantity} + ${delta} >= 0`))
    .returning({ stock: products.stockQuantity, tracked: products.trackInventory });
  if (!row) {
    const [product] = await tx
      .select({ name: products.name, stock: products.stockQuantity })
      .from(products)
      .where(eq(products.id, productId));
    if (!product) throw new HttpError(404, "Product not found");
    throw new HttpError(409, `${product.name} has only ${product.stock} in stock; it cannot go below zero`, {
      delta: "Stock cannot go below zero",
    });
  }
  if (delta !== 0 && row.tracked) {
    if (delta < 0) await takeFromBatches(tx, productId, -delta, null);
    else await addToTodaysBatch(tx, productId, delta, ADJUSTMENT_BATCH_NOTE);
  }
  if (delta !== 0)
    await tx.insert(stockMovements).values({
      productId,
      delta,
      reason: record.reason,
      actor: record.actor,
      note: record.note ?? null,
      stockAfter: row.stock,
    });
  await notify(tx, CATALOG_CHANNEL);
  return row.stock;
}
