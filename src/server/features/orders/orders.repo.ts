/** SQL for orders: insert with lines, read one as `OrderView`, lock one for a state change. */
import { and, asc, eq, getTableColumns, sql, type Column } from "drizzle-orm";
import { ORDER_NUMBER_DIGITS, orderNumberPrefix, type OrderView, type ShopperRefund } from "@domain/orders";
import type { Totals } from "@domain/totals";
import type { Executor } from "../../db/client";
import { preparedSql, preparedSqlOn } from "../../db/prepared";
import { idempotencyKeys, orderItems, orders, refunds } from "../../db/schema";
import { answerSql } from "../../http/idempotency";
import { batchTakeCtes } from "../stock/batches.repo";
import { holdLimitsSql, type HoldRow } from "./hold-limits";
import { loadOrderViews, toOrderView } from "./order-view";
import type { PricedLine } from "./order-pricing";

export type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;

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
 * An order, its lines and (when asked) its Idempotency-Key's claim are one statement: the order's insert,
 * the lines' insert taking the order's id from it, and the key's claim, as data-modifying CTEs (decision
 * 180; before it, two or three round trips, each costing the app 0.13–0.16 ms of CPU here). One statement is
 * prepared per set of columns (the checkout's, a subscription cycle's), count of lines and claim, once per
 * executor (decision 162): drizzle building it per order cost more than the round trips.
 */
type OrderWrite = (tx: Executor, values: Record<string, unknown>) => Promise<Record<string, unknown>[]>;
const orderWrites = new Map<string, OrderWrite>();

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

const ORDER_COLUMNS = Object.entries(getTableColumns(orders));
const LINE_COLUMNS = Object.entries(getTableColumns(orderItems));
/** The lines' columns come back beside the order's, under this prefix. */
const LINE = "line.";

/**
 * `columns` get placeholders, `nulls` a literal NULL (a column's encoder would write null as JSON's "null").
 * With `claim`, the key's row is inserted beside the order, and `claimed` says whether it was this
 * statement's: a twin holding the key makes the insert wait for the twin's commit, then insert nothing.
 */
function prepareOrderWrite(
  columns: readonly string[],
  nulls: readonly string[],
  count: number,
  claim: boolean,
  name: string,
): OrderWrite {
  const values = {
    ...Object.fromEntries(columns.map((column) => [column, sql.placeholder(column)])),
    ...Object.fromEntries(nulls.map((column) => [column, sql`null`])),
    orderNumber: nextOrderNumber,
  } as unknown as typeof orders.$inferInsert;
  const line = (i: number) =>
    Object.fromEntries(ITEM_COLUMNS.map((column) => [column, sql.placeholder(`${column}${i}`)])) as Record<
      ItemColumn,
      never
    >;
  const lines = Array.from({ length: count }, (_, i) => ({ ...line(i), orderId: sql`(select id from o)` }));
  return preparedSqlOn(name, (tx) => {
    const claimed = claim
      ? sql`k as (${tx
          .insert(idempotencyKeys)
          .values({
            key: sql.placeholder("claimKey"),
            scope: sql.placeholder("claimScope"),
            requestHash: sql.placeholder("claimHash"),
          })
          .onConflictDoNothing()
          .returning({ key: idempotencyKeys.key })
          .getSQL()}), `
      : sql``;
    return sql`with ${claimed}o as (${tx.insert(orders).values(values).returning().getSQL()}),
      i as (${tx.insert(orderItems).values(lines).returning().getSQL()})
      select o.*, ${sql.join(
        LINE_COLUMNS.map(
          ([, column]) => sql`i.${sql.identifier(column.name)} as ${sql.identifier(LINE + column.name)}`,
        ),
        sql`, `,
      )}, ${claim ? sql`exists (select from k)` : sql`true`} as claimed
      from o left join i on true order by i.id`;
  });
}

/** A raw row's columns as drizzle's own `returning()` gives them (each column's driver value decoded). */
function decode<Row>(raw: Record<string, unknown>, columns: readonly (readonly [string, Column])[], prefix = ""): Row {
  const row: Record<string, unknown> = {};
  for (const [key, column] of columns) {
    const value = raw[prefix + column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as Row;
}

/** Inserts an order with its lines, in one statement (see `prepareOrderWrite`). */
export async function insertOrder(
  tx: Executor,
  order: NewOrder,
  totals: Totals & { discount?: number },
  lines: readonly PricedLine[],
): Promise<OrderView> {
  return (await writeOrder(tx, order, totals, lines, null))!;
}

/**
 * The same, with the Idempotency-Key's claim in the statement (PostgreSQL, where a twin may be in flight on
 * another connection). Null when a twin holds the key: the caller rolls the transaction back (its order and
 * lines with it) and answers as the twin did.
 */
export async function insertClaimedOrder(
  tx: Executor,
  claim: { key: string; scope: string; hash: string },
  order: NewOrder,
  totals: Totals & { discount?: number },
  lines: readonly PricedLine[],
): Promise<OrderView | null> {
  return writeOrder(tx, order, totals, lines, claim);
}

async function writeOrder(
  tx: Executor,
  { orderYear, ...values }: NewOrder,
  totals: Totals & { discount?: number },
  lines: readonly PricedLine[],
  claim: { key: string; scope: string; hash: string } | null,
): Promise<OrderView | null> {
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
  const key = `${given.join(",")}|${nulls.join(",")}|${lines.length}|${claim ? "claim" : ""}`;
  let write = orderWrites.get(key);
  if (!write)
    orderWrites.set(
      key,
      (write = prepareOrderWrite(given, nulls, lines.length, Boolean(claim), `order_write_${orderWrites.size + 1}`)),
    );
  const params: Record<string, unknown> = { ...row, orderNumberPrefix: orderNumberPrefix(orderYear) };
  lines.forEach((line, i) => {
    for (const column of ITEM_COLUMNS) params[`${column}${i}`] = line[column] ?? itemDefault(column);
  });
  if (claim) Object.assign(params, { claimKey: claim.key, claimScope: claim.scope, claimHash: claim.hash });
  const raw = await write(tx, params);
  if (raw[0]!.claimed === false) return null;
  const items = raw.flatMap((found, i) =>
    found[`${LINE}id`] === null
      ? []
      : [{ ...decode<ItemRow>(found, LINE_COLUMNS, LINE), productSlug: lines[i]!.productSlug }],
  );
  // Built from what the inserts returned: no second read on the checkout's hot path.
  return toOrderView(decode<OrderRow>(raw[0]!, ORDER_COLUMNS), items);
}

/**
 * The order's last statement before its commit (decision 181), under the row locks its reservation took in
 * the statement before, so it reads every order committed ahead of it: the reserved bags taken from their
 * roast batches (`batchTakeCtes`), the Idempotency-Key's answer stored (`answerSql`), and what the visitor
 * now holds read for the hold limits (`holdLimitsSql`). One round trip where there were three.
 */
const settleQuery = preparedSql<HoldRow>(
  "order_settle",
  sql`with ${batchTakeCtes}, answered as (${answerSql}) ${holdLimitsSql}`,
);

/** Runs the order's last statement; its placeholders' values come from the three parts' own helpers. */
export function settleOrder(tx: Executor, values: Record<string, unknown>): Promise<HoldRow[]> {
  return settleQuery(tx, values);
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
