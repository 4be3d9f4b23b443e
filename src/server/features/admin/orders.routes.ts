/** Orders: the list with filters (and a pending-payment view), the status/payment/tracking patch, CSV export. */
import { and, asc, desc, eq, ilike, ne, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { Router } from "express";
import { OrderPatch, OrderQuery } from "@domain/admin/orders";
import { ORDER_STATUSES, PAYMENT_STATUSES, type OrderView } from "@domain/orders";
import type { Executor } from "../../db/client";
import { orderItems, orders } from "../../db/schema";
import { istDateTime, sendCsv, toCsv } from "../../http/csv";
import { parseInput } from "../../http/errors";
import type { Services } from "../../services";
import { loadOrderViews } from "../orders/order-view";
import { actorOf } from "./auth/guard";
import { idParam } from "./http";
import { updateOrder } from "./orders.service";

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

const CSV_HEADER = [
  "Order number",
  "Placed (IST)",
  "Customer",
  "Email",
  "Phone",
  "Street",
  "City",
  "State",
  "Pincode",
  "Items",
  "Subtotal",
  "Shipping",
  "Tax",
  "Total",
  "Status",
  "Payment status",
  "Payment method",
  "Tracking number",
  "Paid (IST)",
  "Shipped (IST)",
  "Delivered (IST)",
  "Cancelled (IST)",
];
const at = (iso: string | null) => istDateTime(iso ? new Date(iso) : null);

function csvRow(o: OrderView) {
  const items = o.items.map((i) => `${i.productName} ${i.weight}g × ${i.quantity}`).join("; ");
  const a = o.shippingAddress;
  return [
    o.orderNumber,
    at(o.createdAt),
    o.customerName,
    o.customerEmail,
    o.customerPhone,
    a.street,
    a.city,
    a.state,
    a.pincode,
    items,
    o.subtotal,
    o.shipping,
    o.tax,
    o.totalAmount,
    o.status,
    o.paymentStatus,
    o.paymentMethod,
    o.trackingNumber,
    at(o.paidAt),
    at(o.shippedAt),
    at(o.deliveredAt),
    at(o.cancelledAt),
  ];
}

export function registerOrderRoutes(router: Router, services: Services): void {
  const { db } = services;

  router.get("/orders", async (req, res) => {
    const query = parseInput(OrderQuery, req.query);
    const where = filters(query);
    const [list, total] = await Promise.all([
      loadOrderViews(db, { where, orderBy: ordering(query), limit: query.limit, offset: query.offset }),
      countOrders(db, where),
    ]);
    res.setHeader("X-Total-Count", String(total));
    res.json(list);
  });

  router.get("/orders/export.csv", async (req, res) => {
    const query = parseInput(OrderQuery, req.query);
    const list = await loadOrderViews(db, { where: filters(query), orderBy: ordering(query), limit: 20_000 });
    const stamp = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    sendCsv(res, `orders-${stamp}.csv`, toCsv(CSV_HEADER, list.map(csvRow)));
  });

  router.patch("/orders/:id", async (req, res) => {
    const id = idParam(req, "id", "Order not found");
    const patch = parseInput(OrderPatch, req.body);
    res.json(await updateOrder(services, actorOf(res), id, patch, services.config.publicOrigin));
  });
}
