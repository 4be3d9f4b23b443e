/**
 * The dashboard, from real data: revenue of paid orders (by the day they were paid, India time),
 * orders by status, low stock against each product's own threshold, recent orders, the best sellers
 * by quantity in paid orders, and sales per day for the chart. A paid order the shop cancelled is
 * not a sale but money owed back (`refundDue`): it is left out of revenue, best sellers and the
 * chart, and counted on its own as refunds due.
 */
import { desc, sql } from "drizzle-orm";
import type { AdminDashboard, RevenueWindow } from "@domain/admin/types";
import { toDecimalText } from "@domain/money";
import { refundDue } from "@domain/order-outcome";
import { ORDER_STATUSES, PAYMENT_STATUSES, type OrderStatus, type PaymentStatus } from "@domain/orders";
import { rowsOf, type Db } from "../../db/client";
import { orders } from "../../db/schema";
import { loadOrderViews } from "../orders/order-view";

const TOP_PRODUCTS = 4;
const RECENT_ORDERS = 5;
const CHART_DAYS = 30;
/** A day in India: the paid moment shifted to IST, then its date. */
const IST_DAY = sql`(coalesce(paid_at, created_at) at time zone 'Asia/Kolkata')::date`;
const TODAY_IST = sql`(now() at time zone 'Asia/Kolkata')::date`;
/** A sale: paid and not cancelled (paid and cancelled is a refund due, not a sale). */
const SOLD = sql`payment_status = 'paid' and status <> 'cancelled'`;

const money = (paise: number, orders: number): RevenueWindow => ({ amount: toDecimalText(paise), paise, orders });

export async function buildDashboard(db: Db): Promise<AdminDashboard> {
  const [revenue, statuses, stock, top, days, extras, recentOrders] = await Promise.all([
    db.execute(sql`
      select
        coalesce(sum(total_paise) filter (where ${IST_DAY} = ${TODAY_IST}), 0)::bigint as today,
        count(*) filter (where ${IST_DAY} = ${TODAY_IST})::int as today_n,
        coalesce(sum(total_paise) filter (where ${IST_DAY} > ${TODAY_IST} - 7), 0)::bigint as week,
        count(*) filter (where ${IST_DAY} > ${TODAY_IST} - 7)::int as week_n,
        coalesce(sum(total_paise) filter (where ${IST_DAY} > ${TODAY_IST} - 30), 0)::bigint as month,
        count(*) filter (where ${IST_DAY} > ${TODAY_IST} - 30)::int as month_n,
        coalesce(sum(total_paise), 0)::bigint as total,
        count(*)::int as total_n
      from orders where ${SOLD}`),
    db.execute(
      sql`select status, payment_status, count(*)::int as n, coalesce(sum(total_paise), 0)::bigint as paise from orders group by status, payment_status`,
    ),
    db.execute(sql`
      select
        count(*) filter (where track_inventory and stock_quantity < low_stock_threshold)::int as low,
        count(*) filter (where track_inventory and stock_quantity = 0)::int as out,
        count(*)::int as products
      from products where is_active`),
    db.execute(sql`
      select oi.product_id, coalesce(p.name, min(oi.product_name)) as name, p.slug, p.images[1] as image,
             sum(oi.quantity)::int as quantity, sum(oi.total_price_paise)::bigint as revenue
      from order_items oi join orders o on o.id = oi.order_id left join products p on p.id = oi.product_id
      where o.payment_status = 'paid' and o.status <> 'cancelled'
      group by oi.product_id, p.name, p.slug, p.images
      order by quantity desc, revenue desc, name
      limit ${TOP_PRODUCTS}`),
    db.execute(sql`
      select to_char(${IST_DAY}, 'YYYY-MM-DD') as day, coalesce(sum(total_paise), 0)::bigint as revenue, count(*)::int as n
      from orders where ${SOLD} and ${IST_DAY} > ${TODAY_IST} - ${CHART_DAYS}::int
      group by 1`),
    db.execute(sql`
      select
        (select count(*)::int from cafes where status = 'pending') as cafes,
        (select count(*)::int from story_submissions where handled_at is null) + (select count(*)::int from contact_messages where handled_at is null) as messages,
        (select count(*)::int from mail_outbox where status <> 'sent') as mail,
        to_char(${TODAY_IST}, 'YYYY-MM-DD') as today`),
    loadOrderViews(db, { orderBy: [desc(orders.createdAt), desc(orders.id)], limit: RECENT_ORDERS }),
  ]);

  const r = rowsOf<Record<string, string | number>>(revenue)[0]!;
  const ordersByStatus = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;
  const paymentsByStatus = Object.fromEntries(PAYMENT_STATUSES.map((s) => [s, 0])) as Record<PaymentStatus, number>;
  let pendingPayment = 0;
  const owed = { paise: 0, orders: 0 };
  for (const row of rowsOf<{ status: OrderStatus; payment_status: PaymentStatus; n: number; paise: string }>(
    statuses,
  )) {
    ordersByStatus[row.status] += row.n;
    paymentsByStatus[row.payment_status] += row.n;
    if (row.payment_status === "pending" && row.status !== "cancelled") pendingPayment += row.n;
    if (refundDue({ status: row.status, paymentStatus: row.payment_status })) {
      owed.paise += Number(row.paise);
      owed.orders += row.n;
    }
  }
  const s = rowsOf<{ low: number; out: number; products: number }>(stock)[0]!;
  const e = rowsOf<{ cafes: number; messages: number; mail: number; today: string }>(extras)[0]!;
  const byDay = new Map(rowsOf<{ day: string; revenue: string; n: number }>(days).map((d) => [d.day, d]));
  const salesByDay = Array.from({ length: CHART_DAYS }, (_, i) => {
    const date = new Date(`${e.today}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() - (CHART_DAYS - 1 - i));
    const key = date.toISOString().slice(0, 10);
    const paise = Number(byDay.get(key)?.revenue ?? 0);
    return { date: key, revenue: toDecimalText(paise), revenuePaise: paise, orders: byDay.get(key)?.n ?? 0 };
  });

  return {
    revenue: {
      today: money(Number(r.today), Number(r.today_n)),
      last7Days: money(Number(r.week), Number(r.week_n)),
      last30Days: money(Number(r.month), Number(r.month_n)),
      allTime: money(Number(r.total), Number(r.total_n)),
    },
    ordersByStatus,
    paymentsByStatus,
    totalOrders: Object.values(ordersByStatus).reduce((a, b) => a + b, 0),
    pendingPayment,
    refundsDue: money(owed.paise, owed.orders),
    lowStockCount: s.low,
    outOfStockCount: s.out,
    productCount: s.products,
    recentOrders,
    topProducts: rowsOf<{
      product_id: number | null;
      name: string;
      slug: string | null;
      image: string | null;
      quantity: number;
      revenue: string;
    }>(top).map((t) => ({
      productId: t.product_id,
      name: t.name,
      slug: t.slug,
      image: t.image,
      quantity: t.quantity,
      revenue: toDecimalText(Number(t.revenue)),
      revenuePaise: Number(t.revenue),
    })),
    salesByDay,
    pendingCafes: e.cafes,
    unhandledMessages: e.messages,
    mailWaiting: e.mail,
  };
}
