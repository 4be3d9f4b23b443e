/**
 * Reads orders with their lines as `OrderView`, the one shape the checkout, the shopper's order page
 * and the admin all answer with. One query for the orders and one for all their lines.
 */
import { asc, eq, inArray, type SQL } from "drizzle-orm";
import { courierName, trackingUrl } from "@domain/couriers";
import { toDecimalText } from "@domain/money";
import type { OrderRoast, OrderStatus, OrderView, PaymentStatus } from "@domain/orders";
import type { Executor } from "../../db/client";
import { orderBatches, orderItems, orders, products, roastBatches } from "../../db/schema";

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect & { productSlug: string | null };

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toOrderView(order: OrderRow, items: readonly ItemRow[], roasts: OrderRoast[] = []): OrderView {
  return {
    roasts,
    id: order.id,
    orderNumber: order.orderNumber,
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    customerPhone: order.customerPhone,
    shippingAddress: order.shippingAddress,
    items: items.map((item) => ({
      id: item.id,
      productId: item.productId,
      productSlug: item.productSlug,
      productName: item.productName,
      weight: item.weightGrams,
      brewingMethod: item.brewingMethod,
      chicoryPercent: item.chicoryPercent,
      quantity: item.quantity,
      unitPrice: toDecimalText(item.unitPricePaise),
      unitPricePaise: item.unitPricePaise,
      totalPrice: toDecimalText(item.totalPricePaise),
      totalPricePaise: item.totalPricePaise,
      discountPaise: item.discountPaise,
    })),
    subtotal: toDecimalText(order.subtotalPaise),
    subtotalPaise: order.subtotalPaise,
    discountCode: order.discountCode,
    discount: toDecimalText(order.discountPaise),
    discountPaise: order.discountPaise,
    shipping: toDecimalText(order.shippingPaise),
    shippingPaise: order.shippingPaise,
    tax: toDecimalText(order.taxPaise),
    taxPaise: order.taxPaise,
    codFeePaise: order.codFeePaise,
    totalAmount: toDecimalText(order.totalPaise),
    totalPaise: order.totalPaise,
    status: order.status as OrderStatus,
    paymentStatus: order.paymentStatus as PaymentStatus,
    paymentMethod: order.paymentMethod,
    courier: order.courier,
    courierName: courierName(order.courier),
    trackingNumber: order.trackingNumber,
    trackingUrl: trackingUrl(order.courier, order.trackingNumber),
    createdAt: order.createdAt.toISOString(),
    paidAt: iso(order.paidAt),
    expiresAt: iso(order.expiresAt),
    shippedAt: iso(order.shippedAt),
    deliveredAt: iso(order.deliveredAt),
    cancelledAt: iso(order.cancelledAt),
    cancelReason: order.cancelReason,
    promisedDeliveryOn: order.promisedDeliveryOn,
    gift: order.gift ?? null,
  };
}

/** Lines of the given orders, grouped by order id, in the order they were added. */
export async function loadOrderItems(db: Executor, orderIds: readonly number[]): Promise<Map<number, ItemRow[]>> {
  const byOrder = new Map<number, ItemRow[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select({ item: orderItems, productSlug: products.slug })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(inArray(orderItems.orderId, [...orderIds]))
    .orderBy(asc(orderItems.id));
  for (const { item, productSlug } of rows) {
    const list = byOrder.get(item.orderId) ?? [];
    list.push({ ...item, productSlug });
    byOrder.set(item.orderId, list);
  }
  return byOrder;
}

/** Orders matching `where` (newest first unless `orderBy` says otherwise), each with its lines. */
export async function loadOrderViews(
  db: Executor,
  options: { where?: SQL; orderBy?: SQL[]; limit?: number; offset?: number } = {},
): Promise<OrderView[]> {
  let query = db.select().from(orders).$dynamic();
  if (options.where) query = query.where(options.where);
  query = query.orderBy(...(options.orderBy ?? [asc(orders.id)]));
  if (options.limit !== undefined) query = query.limit(options.limit);
  if (options.offset !== undefined) query = query.offset(options.offset);
  const rows = await query;
  const items = await loadOrderItems(
    db,
    rows.map((row) => row.id),
  );
  const roasts = await loadOrderRoasts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toOrderView(row, items.get(row.id) ?? [], roasts.get(row.id) ?? []));
}

/** The roast batches each order's bags came from, oldest roast first (decision 152). */
async function loadOrderRoasts(db: Executor, orderIds: readonly number[]): Promise<Map<number, OrderRoast[]>> {
  const byOrder = new Map<number, OrderRoast[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select({
      orderId: orderBatches.orderId,
      productId: orderBatches.productId,
      code: roastBatches.code,
      roastedOn: roastBatches.roastedOn,
      quantity: orderBatches.quantity,
    })
    .from(orderBatches)
    .innerJoin(roastBatches, eq(roastBatches.id, orderBatches.batchId))
    .where(inArray(orderBatches.orderId, [...orderIds]))
    .orderBy(asc(roastBatches.roastedOn), asc(roastBatches.id));
  for (const { orderId, ...roast } of rows) {
    const list = byOrder.get(orderId) ?? [];
    list.push(roast);
    byOrder.set(orderId, list);
  }
  return byOrder;
}
