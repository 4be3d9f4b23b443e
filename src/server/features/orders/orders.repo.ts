/** SQL for orders: insert with lines, read one as `OrderView`, lock one for a state change. */
import { and, asc, eq, sql } from "drizzle-orm";
import { ORDER_NUMBER_DIGITS, orderNumberPrefix, type OrderView, type ShopperRefund } from "@domain/orders";
import type { Totals } from "@domain/totals";
import type { Executor } from "../../db/client";
import { preparedOn } from "../../db/prepared";
import { orderItems, orders, refunds } from "../../db/schema";
import { loadOrderViews, toOrderView } from "./order-view";
import type { PricedLine } from "./order-pricing";

export type OrderRow = typeof orders.$inferSelect;

/**
 * The next human order number, worked out by the order's insert itself (one statement fewer per order):
 * the year's prefix and the sequence's next value in at least six digits, as `formatOrderNumber` writes
 * it. Gaps after a rollback are fine; numbers only grow.
 */
const nextOrderNumber = sql`(select ${sql.placeholder("orderNumberPrefix")}::text
    || lpad(n, greatest(${ORDER_NUMBER_DIGITS}::int, length(n)), '0')
  from (select nextval('order_number_seq')::text as n) as next)`;

export type NewOrder = Omit<
  typeof orders.$inferInsert,
  "subtotalPaise" | "discountPaise" | "shippingPaise" | "taxPaise" | "totalPaise" | "orderNumber"
> & {
  /** The calendar year of the order's number (`BB-2026-…`). */
  orderYear: number;
};

/**
 * An order's insert for one set of columns (the checkout's, a subscription cycle's) and an order's
 * lines' insert for one count of lines, each prepared once per executor (decision 162): every order
 * runs both, and drizzle building them per order cost more than the round trips.
 */
const orderInserts = new Map<string, ReturnType<typeof prepareOrderInsert>>();
/** `columns` get placeholders, `nulls` a literal NULL (a column's encoder would write null as JSON's "null"). */
function prepareOrderInsert(columns: readonly string[], nulls: readonly string[], name: string) {
  const values = {
    ...Object.fromEntries(columns.map((column) => [column, sql.placeholder(column)])),
    ...Object.fromEntries(nulls.map((column) => [column, sql`null`])),
    orderNumber: nextOrderNumber,
  } as unknown as typeof orders.$inferInsert;
  return preparedOn((tx) => tx.insert(orders).values(values).returning().prepare(name));
}

const itemInserts = new Map<number, ReturnType<typeof prepareItemsInsert>>();
const ITEM_COLUMNS = [
  "productId",
  "productName",
  "weightGrams",
  "brewingMethod",
  "chicoryPercent",
  "quantity",
  "unitPricePaise",
  "totalPricePaise",
  "discountPaise",
] as const;
type ItemColumn = (typeof ITEM_COLUMNS)[number];
function prepareItemsInsert(count: number) {
  const placeholders = (i: number) =>
    Object.fromEntries(ITEM_COLUMNS.map((column) => [column, sql.placeholder(`${column}${i}`)])) as Record<
      ItemColumn,
      never
    >;
  return preparedOn((tx) =>
    tx
      .insert(orderItems)
      .values(Array.from({ length: count }, (_, i) => ({ ...placeholders(i), orderId: sql.placeholder("orderId") })))
      .returning()
      .prepare(`order_items_insert_${count}`),
  );
}

export async function insertOrder(
  tx: Executor,
  { orderYear, ...values }: NewOrder,
  totals: Totals & { discount?: number },
  lines: readonly PricedLine[],
): Promise<OrderView> {
  const row: Record<string, unknown> = {
    ...values,
    subtotalPaise: totals.subtotal,
    discountPaise: totals.discount ?? 0,
    shippingPaise: totals.shipping,
    taxPaise: totals.tax,
    totalPaise: totals.total,
  };
  // Columns left out (or undefined) take their defaults, as drizzle's own insert does.
  const columns = Object.keys(row).sort();
  const given = columns.filter((column) => row[column] !== undefined && row[column] !== null);
  const nulls = columns.filter((column) => row[column] === null);
  const key = `${given.join(",")}|${nulls.join(",")}`;
  let orderInsert = orderInserts.get(key);
  if (!orderInsert)
    orderInserts.set(key, (orderInsert = prepareOrderInsert(given, nulls, `order_insert_${orderInserts.size + 1}`)));
  const [order] = await orderInsert(tx).execute({ ...row, orderNumberPrefix: orderNumberPrefix(orderYear) });

  let itemsInsert = itemInserts.get(lines.length);
  if (!itemsInsert) itemInserts.set(lines.length, (itemsInsert = prepareItemsInsert(lines.length)));
  const itemValues: Record<string, unknown> = { orderId: order!.id };
  lines.forEach((line, i) => {
    for (const column of ITEM_COLUMNS) itemValues[`${column}${i}`] = line[column] ?? itemDefault(column);
  });
  const items = await itemsInsert(tx).execute(itemValues);
  // Built from what the inserts returned: no second read on the checkout's hot path.
  return toOrderView(
    order!,
    items.map((item, i) => ({ ...item, productSlug: lines[i]!.productSlug })),
  );
}

/** What a line without the field stores: the column's own default (the schema's, not a copy), else NULL. */
const itemDefault = (column: ItemColumn): unknown => orderItems[column].default ?? null;

export async function orderViewById(db: Executor, id: number): Promise<OrderView | null> {
  const [view] = await loadOrderViews(db, { where: eq(orders.id, id) });
  return view ?? null;
}

export async function orderByNumber(db: Executor, orderNumber: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  return row ?? null;
}

export async function orderByNumberAndEmail(
  db: Executor,
  orderNumber: string,
  email: string,
): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNumber, orderNumber), eq(orders.customerEmail, email)));
  return row ?? null;
}

/** Locks the order's row for a state change (payment, expiry, retry) until the transaction ends. */
export async function lockOrder(tx: Executor, id: number): Promise<OrderRow | null> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for("update");
  return row ?? null;
}

export async function updateOrder(
  tx: Executor,
  id: number,
  values: Partial<typeof orders.$inferInsert>,
): Promise<void> {
  await tx
    .update(orders)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(orders.id, id));
}

/** The order's refunds as its shopper sees them on the order page's timeline (no reasons, no actors). */
export async function shopperRefunds(db: Executor, orderId: number): Promise<ShopperRefund[]> {
  const rows = await db
    .select({
      amountPaise: refunds.amountPaise,
      status: refunds.status,
      createdAt: refunds.createdAt,
      updatedAt: refunds.updatedAt,
      creditNoteNumber: refunds.creditNoteNumber,
    })
    .from(refunds)
    .where(eq(refunds.orderId, orderId))
    .orderBy(asc(refunds.id));
  return rows.map((row) => ({
    amountPaise: row.amountPaise,
    status: row.status as ShopperRefund["status"],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    creditNoteNumber: row.creditNoteNumber,
  }));
}
