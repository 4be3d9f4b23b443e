/** The admin's order list: filters, a pending-payment view, sorting by any column, and the total for paging. */
import { and, asc, desc, eq, ilike, inArray, ne, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { SLIPS_LIMIT, type OrderQuery, type SlipQuery } from "@domain/admin/orders";
import { slipOrderOf, type SlipOrder } from "@domain/packing-slip";
import { ORDER_STATUSES, PAYMENT_STATUSES, type OrderView } from "@domain/orders";
import type { Executor } from "../../db/client";
import { orderItems, orders } from "../../db/schema";
import { loadOrderViews } from "../orders/order-view";

/** The most rows one CSV export carries. */
const EXPORT_LIMIT = 20_000;

function filters(query: OrderQuery): SQL | undefined {
  const where: SQL[] = [];
  if (query.status) where.push(eq(orders.status, query.status));
  if (query.paymentStatus) where.push(eq(orders.paymentStatus, query.paymentStatus));
  if (query.view === "pending-payment") where.push(eq(orders.paymentStatus, "pending"), ne(orders.status, "cancelled"));
  if (query.q) {
    const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(
      or(
        ilike(orders.orderNumber, like),
        ilike(orders.customerName, like),
        ilike(orders.customerEmail, like),
        ilike(orders.customerPhone, like),
      )!,
    );
  }
  return where.length ? and(...where) : undefined;
}

/** A status's place in its lifecycle (pending first, cancelled last), not its spelling. */
function lifecycle(column: AnyColumn, statuses: readonly string[]): SQL {
  return sql`array_position(array[${sql.join(
    statuses.map((status) => sql`${status}`),
    sql`, `,
  )}]::text[], ${column})`;
}

/** What each sortable column orders by; the id breaks ties, so a page never repeats or skips a row. */
const SORT_BY: Record<OrderQuery["sort"], (AnyColumn | SQL)[]> = {
  // Order numbers are issued in sequence: the id orders them (and by time) without parsing text.
  orderNumber: [],
  customer: [sql`lower(${orders.customerName})`, sql`lower(${orders.customerEmail})`],
  bags: [
    sql`(select coalesce(sum(${orderItems.quantity}), 0) from ${orderItems} where ${orderItems.orderId} = ${orders.id})`,
  ],
  totalPaise: [orders.totalPaise],
  status: [lifecycle(orders.status, ORDER_STATUSES)],
  paymentStatus: [lifecycle(orders.paymentStatus, PAYMENT_STATUSES)],
};

function ordering(query: OrderQuery): SQL[] {
  const direction = query.dir === "asc" ? asc : desc;
  return [...SORT_BY[query.sort], orders.id].map((expression) => direction(expression));
}

async function countOrders(db: Executor, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(where);
  return row!.n;
}

/** One page of the list, and the whole list's length. */
export async function listAdminOrders(db: Executor, query: OrderQuery): Promise<{ list: OrderView[]; total: number }> {
  const where = filters(query);
  const [list, total] = await Promise.all([
    loadOrderViews(db, { where, orderBy: ordering(query), limit: query.limit, offset: query.offset }),
    countOrders(db, where),
  ]);
  return { list, total };
}

/** Every order the filters select (up to the export limit), in the list's order. */
export function exportOrders(db: Executor, query: OrderQuery): Promise<OrderView[]> {
  return loadOrderViews(db, { where: filters(query), orderBy: ordering(query), limit: EXPORT_LIMIT });
}

/** Statuses of an order the owner still has to pack and hand to a courier, and payments that allow it. */
const READY_TO_SHIP = { statuses: ["confirmed", "processing"], payments: ["paid", "due_on_delivery"] } as const;

/** The orders a print of packing slips covers, oldest first (packed in the order they came); a gift's without prices. */
export async function slipOrders(db: Executor, query: SlipQuery): Promise<SlipOrder[]> {
  const where = query.orders
    ? inArray(orders.id, query.orders)
    : and(
        inArray(orders.status, [...READY_TO_SHIP.statuses]),
        inArray(orders.paymentStatus, [...READY_TO_SHIP.payments]),
      );
  const views = await loadOrderViews(db, { where, orderBy: [asc(orders.id)], limit: SLIPS_LIMIT });
  return views.map(slipOrderOf);
}
