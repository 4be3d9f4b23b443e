/** SQL for orders: insert with lines, read one as `OrderView`, lock one for a state change. */
import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import { ORDER_NUMBER_DIGITS, orderNumberPrefix, type OrderView, type ShopperRefund } from "@domain/orders";
import type { Totals } from "@domain/totals";
import type { Executor } from "../../db/client";
import { orderItems, orders, refunds } from "../../db/schema";
import { loadOrderViews, toOrderView } from "./order-view";
import type { PricedLine } from "./order-pricing";

export type OrderRow = typeof orders.$inferSelect;

/**
 * The next human order number, worked out by the order's insert itself (one statement fewer per order):
 * the year's prefix and the sequence's next value in at least six digits, as `formatOrderNumber` writes
 * it. Gaps after a rollback are fine; numbers only grow.
 */
export function nextOrderNumber(year: number): SQL {
  return sql`(select ${orderNumberPrefix(year)}::text || lpad(n, greatest(${ORDER_NUMBER_DIGITS}::int, length(n)), '0')
    from (select nextval('order_number_seq')::text as n) as next)`;
}

export async function insertOrder(
  tx: Executor,
  values: Omit<
    typeof orders.$inferInsert,
    "subtotalPaise" | "shippingPaise" | "taxPaise" | "totalPaise" | "orderNumber"
  > & {
    orderNumber: SQL;
  },
  totals: Totals & { discount?: number },
  lines: readonly PricedLine[],
): Promise<OrderView> {
  const [order] = await tx
    .insert(orders)
    .values({
      ...values,
      subtotalPaise: totals.subtotal,
      discountPaise: totals.discount ?? 0,
      shippingPaise: totals.shipping,
      taxPaise: totals.tax,
      totalPaise: totals.total,
    })
    .returning();
  const items = await tx
    .insert(orderItems)
    .values(lines.map(({ productSlug: _slug, ...line }) => ({ ...line, orderId: order!.id })))
    .returning();
  // Built from what the inserts returned: no second read on the checkout's hot path.
  return toOrderView(
    order!,
    items.map((item, i) => ({ ...item, productSlug: lines[i]!.productSlug })),
  );
}

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
