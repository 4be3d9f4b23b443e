/**
 * Roast batches (decision 152). `products.stock_quantity` stays the one number an order decrements (the
 * no-oversell guarantee and the lock a limited drop queues on); it is the sum of `remaining` over the
 * product's `selling` batches. Every change to a product's batches is made while holding that product's
 * row lock — taken by the stock update before, or by `lockProducts` — and in a statement that starts
 * after the lock was granted, so it reads every batch change committed before it.
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import {
  batchStateOn,
  daysBetween,
  istToday,
  STOCK_DEFAULTS,
  type BatchState,
  type StockSettings,
} from "@domain/roast-batches";
import { rowsOf, type Executor } from "../../db/client";
import { preparedSql } from "../../db/prepared";
import { orderBatches, products, roastBatches, settings, stockMovements } from "../../db/schema";

const SETTINGS_KEY = "stock";

export async function readStockSettings(db: Executor): Promise<StockSettings & { updatedAt: string | null }> {
  const [row] = await db.select().from(settings).where(eq(settings.key, SETTINGS_KEY));
  return {
    ...STOCK_DEFAULTS,
    ...((row?.value ?? {}) as Partial<StockSettings>),
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

export async function writeStockSettings(tx: Executor, value: StockSettings): Promise<void> {
  await tx
    .insert(settings)
    .values({ key: SETTINGS_KEY, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: sql`now()` } });
}

/** Locks the products' rows, in ascending id (the order every stock change takes them). */
export async function lockProducts(tx: Executor, productIds: readonly number[]): Promise<void> {
  if (productIds.length === 0) return;
  await tx
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, [...productIds]))
    .orderBy(asc(products.id))
    .for("update");
}

/**
 * Takes `quantity` bags from the product's selling batches, oldest roast first, in one statement; with an
 * order, records what each batch gave. The caller holds the product's row lock and has already taken the
 * bags off `stock_quantity`. Stock held before batches existed (none in a shop set up since) has no batch
 * and is taken last, unrecorded.
 */
export async function takeFromBatches(
  tx: Executor,
  productId: number,
  quantity: number,
  orderId: number | null,
): Promise<void> {
  await takeQuery(tx, batchTakeValues([{ productId, quantity }], orderId));
}

/**
 * The same for several products at once, as CTEs named `batch_*` to put in a statement of the caller's (an
 * order's last statement, decision 181), which must start after the products' row locks were granted.
 * Its placeholders are filled by `batchTakeValues`; each product comes once (`combineLines`).
 */
export const batchTakeCtes = sql`
  batch_want as (
    select * from unnest(${sql.placeholder("batchProductIds")}::int[], ${sql.placeholder("batchQuantities")}::int[])
      as w(product_id, quantity)
  ), batch_avail as (
    select b.id, b.product_id, b.remaining, w.quantity,
           sum(b.remaining) over (partition by b.product_id order by b.roasted_on, b.id) - b.remaining as before
    from ${roastBatches} b join batch_want w on w.product_id = b.product_id
    where b.state = 'selling' and b.remaining > 0
  ), batch_take as (
    select id, product_id, least(remaining, quantity - before) as n from batch_avail where before < quantity
  ), batch_taken as (
    update ${roastBatches} b set remaining = b.remaining - t.n, updated_at = now()
    from batch_take t where b.id = t.id
    returning b.id, t.product_id, t.n
  ), batch_recorded as (
    insert into ${orderBatches} (order_id, batch_id, product_id, quantity)
    select ${sql.placeholder("batchOrderId")}::int, id, product_id, n
    from batch_taken where ${sql.placeholder("batchOrderId")}::int is not null
    on conflict (order_id, batch_id) do update set quantity = ${orderBatches.quantity} + excluded.quantity
  )`;

/** The values of `batchTakeCtes`' placeholders: `lines` (each product once), taken for `orderId` or none. */
export function batchTakeValues(
  lines: readonly { productId: number; quantity: number }[],
  orderId: number | null,
): { batchProductIds: number[]; batchQuantities: number[]; batchOrderId: number | null } {
  return {
    batchProductIds: lines.map((line) => line.productId),
    batchQuantities: lines.map((line) => line.quantity),
    batchOrderId: orderId,
  };
}

/** Prepared once per executor (decision 162). */
const takeQuery = preparedSql("batches_take", sql`with ${batchTakeCtes} select count(*) from batch_taken`);

/**
 * Gives an order's bags back to the batches they came from (the caller holds the products' row locks) and
 * forgets them; returns, per product, the bags that went back to a batch no longer sold (aged or
 * retired), which must not come back into stock.
 */
export async function returnToBatches(tx: Executor, orderId: number): Promise<Map<number, number>> {
  const result = await tx.execute(sql`
    with given as (
      delete from ${orderBatches} where order_id = ${orderId} returning batch_id, product_id, quantity
    ), back as (
      update ${roastBatches} b set remaining = b.remaining + g.quantity, updated_at = now()
      from given g where b.id = g.batch_id
      returning g.product_id, g.quantity, b.state
    )
    select product_id, coalesce(sum(quantity) filter (where state <> 'selling'), 0)::int as unsold
    from back group by product_id`);
  return new Map(rowsOf<{ product_id: number; unsold: number }>(result).map((r) => [r.product_id, Number(r.unsold)]));
}

/**
 * Bags added by a stock adjustment rather than a recorded roast: they join today's adjustment batch for
 * the product (made when there is none), so a restock has a roast day the shopper is shown.
 */
export async function addToTodaysBatch(tx: Executor, productId: number, bags: number, note: string): Promise<void> {
  const today = istToday();
  const [existing] = await tx
    .update(roastBatches)
    .set({
      bags: sql`${roastBatches.bags} + ${bags}`,
      remaining: sql`${roastBatches.remaining} + ${bags}`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(roastBatches.productId, productId),
        eq(roastBatches.roastedOn, today),
        eq(roastBatches.state, "selling"),
        eq(roastBatches.notes, note),
      ),
    )
    .returning({ id: roastBatches.id });
  if (!existing) await insertBatch(tx, { productId, roastedOn: today, bags, notes: note });
}

/** A new selling batch with its printed code ("R261118-42", from its own id). */
export async function insertBatch(
  tx: Executor,
  batch: { productId: number; roastedOn: string; bags: number; remaining?: number; notes: string | null },
) {
  const result = await tx.execute(sql`
    with next as (select nextval(pg_get_serial_sequence('roast_batches', 'id'))::int as id)
    insert into ${roastBatches} (id, product_id, code, roasted_on, bags, remaining, notes)
    select id, ${batch.productId}, 'R' || to_char(${batch.roastedOn}::date, 'YYMMDD') || '-' || id,
           ${batch.roastedOn}::date, ${batch.bags}, ${batch.remaining ?? batch.bags}, ${batch.notes}
    from next
    returning id, code`);
  const [row] = rowsOf<{ id: number; code: string }>(result);
  return { id: Number(row!.id), code: row!.code };
}

/**
 * Moves batches between `selling` and `aged` as the days pass (or the owner changes the window), one
 * product per transaction, keeping the product's stock the sum of its selling batches. Returns the
 * products whose stock came back from zero (for the back-in-stock alerts).
 */
export async function refreshBatchStates(
  db: { transaction: <T>(fn: (tx: Executor) => Promise<T>) => Promise<T> } & Executor,
  today = istToday(),
): Promise<{ aged: number; revived: number; restocked: number[] }> {
  const { freshnessDays } = await readStockSettings(db);
  const oldest = isoMinus(today, freshnessDays);
  const due = await db
    .selectDistinct({ productId: roastBatches.productId })
    .from(roastBatches)
    .where(
      sql`(${roastBatches.state} = 'selling' and ${roastBatches.roastedOn} < ${oldest}::date)
        or (${roastBatches.state} = 'aged' and ${roastBatches.roastedOn} >= ${oldest}::date)`,
    );
  const outcome = { aged: 0, revived: 0, restocked: [] as number[] };
  for (const { productId } of due) {
    await db.transaction(async (tx) => {
      await lockProducts(tx, [productId]);
      const batches = await tx
        .select()
        .from(roastBatches)
        .where(and(eq(roastBatches.productId, productId), inArray(roastBatches.state, ["selling", "aged"])));
      let delta = 0;
      for (const batch of batches) {
        const next = batchStateOn({ roastedOn: batch.roastedOn, state: batch.state as BatchState }, today, {
          freshnessDays,
        });
        if (next === batch.state) continue;
        await tx
          .update(roastBatches)
          .set({ state: next, updatedAt: sql`now()` })
          .where(eq(roastBatches.id, batch.id));
        delta += next === "aged" ? -batch.remaining : batch.remaining;
        if (next === "aged") outcome.aged += 1;
        else outcome.revived += 1;
      }
      if (delta === 0) return;
      const [row] = await tx
        .update(products)
        .set({ stockQuantity: sql`greatest(0, ${products.stockQuantity} + ${delta})`, updatedAt: sql`now()` })
        .where(eq(products.id, productId))
        .returning({ stock: products.stockQuantity });
      await tx.insert(stockMovements).values({
        productId,
        delta,
        reason: "ageing",
        note: delta < 0 ? `Past the ${freshnessDays}-day freshness window` : "Back within the freshness window",
        stockAfter: row?.stock ?? null,
      });
      if (delta > 0 && row && row.stock === delta) outcome.restocked.push(productId);
    });
  }
  return outcome;
}

const isoMinus = (isoDay: string, days: number) =>
  new Date(Date.parse(`${isoDay}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/** Whether a roast day is one the owner may record today: not past the window, not beyond the plan. */
export function roastDayProblem(roastedOn: string, today: string, settings: StockSettings): string | null {
  const age = daysBetween(roastedOn, today);
  if (age > settings.freshnessDays)
    return `This roast is past the ${settings.freshnessDays}-day freshness window and cannot be sold`;
  if (-age > settings.planAheadDays)
    return settings.planAheadDays === 0
      ? "Roast date cannot be in the future"
      : `Roast date can be at most ${settings.planAheadDays} days ahead (the next planned roast)`;
  return null;
}
