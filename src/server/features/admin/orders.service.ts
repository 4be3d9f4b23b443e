/**
 * The admin's order changes (decision 005): any status from any other; a tracking number forces shipped;
 * each step stamps its time; cancelling gives the stock back and reopening takes it again (409 when
 * sold meanwhile); marking paid confirms a pending order. Once the admin sets a status or payment
 * the 30-minute unpaid hold no longer applies to the order (the admin now decides its fate).
 */
import { eq } from "drizzle-orm";
import type { OrderPatch } from "@domain/admin/orders";
import { courierName } from "@domain/couriers";
import type { OrderStatus, OrderView, PaymentStatus } from "@domain/orders";
import type { Executor } from "../../db/client";
import { orders } from "../../db/schema";
import { notFound } from "../../http/errors";
import { renderMail } from "../../mail/layout";
import type { Services } from "../../services";
import { loadOrderViews } from "../orders/order-view";
import { reclaimOrderStock, releaseOrderStock } from "../stock/stock.repo";
import { recordAudit } from "./audit";
import type { AdminActor } from "./auth/guard";
import { orderUrl } from "../orders/order-mail";

type OrderRow = typeof orders.$inferSelect;

/** What the patch makes of the order: the rules above, without I/O. */
export function nextOrderState(
  current: Pick<OrderRow, "status" | "paymentStatus" | "trackingNumber" | "courier">,
  patch: OrderPatch,
) {
  // The AWB and its courier change together (the patch sets both, or clears both).
  const trackingNumber = patch.trackingNumber === undefined ? current.trackingNumber : patch.trackingNumber;
  const courier = patch.trackingNumber === undefined ? current.courier : (patch.courier ?? null);
  const paymentStatus = (patch.paymentStatus ?? current.paymentStatus) as PaymentStatus;
  let status = (patch.status ?? current.status) as OrderStatus;
  if (patch.trackingNumber) status = "shipped";
  else if (
    patch.status === undefined &&
    paymentStatus === "paid" &&
    current.paymentStatus !== "paid" &&
    current.status === "pending"
  )
    status = "confirmed";
  return { status, paymentStatus, trackingNumber, courier };
}

export async function updateOrder(
  services: Services,
  actor: AdminActor,
  id: number,
  patch: OrderPatch,
  origin: string,
): Promise<OrderView> {
  const view = await services.db.transaction(async (tx) => {
    const [current] = await tx.select().from(orders).where(eq(orders.id, id)).for("update");
    if (!current) throw notFound("Order not found");
    const [before] = await loadOrderViews(tx, { where: eq(orders.id, id) });
    const next = nextOrderState(current, patch);
    const now = new Date();
    const changes: Partial<typeof orders.$inferInsert> = { ...next, updatedAt: now, expiresAt: null };
    if (next.status === "shipped" || next.status === "delivered") changes.shippedAt = current.shippedAt ?? now;
    if (next.status === "delivered") changes.deliveredAt = current.deliveredAt ?? now;
    if (next.status === "cancelled" && current.status !== "cancelled")
      Object.assign(changes, { cancelledAt: now, cancelReason: "Cancelled by the shop" });
    if (next.status !== "cancelled" && current.status === "cancelled")
      Object.assign(changes, { cancelledAt: null, cancelReason: null });
    if (next.paymentStatus === "paid" && !current.paidAt) changes.paidAt = now;
    await tx.update(orders).set(changes).where(eq(orders.id, id));

    if (next.status === "cancelled") await releaseOrderStock(tx, id, actor.username);
    else await reclaimOrderStock(tx, id); // only when it had been released (a reopened cancellation)

    const [after] = await loadOrderViews(tx, { where: eq(orders.id, id) });
    if (next.status === "shipped" && current.status !== "shipped" && next.trackingNumber)
      await queueShippedMail(services, tx, after!, origin);
    // The first time an order is delivered, its buyer is asked to review each coffee (decision 130).
    if (next.status === "delivered" && current.deliveredAt === null) await services.reviews.queueRequest(tx, after!);
    await recordAudit(tx, actor, {
      action: "update",
      entityType: "order",
      entityId: id,
      before: summary(before!),
      after: summary(after!),
    });
    return after!;
  });
  services.mail.kick();
  return view;
}

const summary = (o: OrderView) => ({
  status: o.status,
  paymentStatus: o.paymentStatus,
  courier: o.courier,
  trackingNumber: o.trackingNumber,
  paidAt: o.paidAt,
  shippedAt: o.shippedAt,
  deliveredAt: o.deliveredAt,
  cancelledAt: o.cancelledAt,
});

async function queueShippedMail(services: Services, tx: Executor, order: OrderView, origin: string) {
  const courier = courierName(order.courier);
  const { text, html } = renderMail({
    preheader: `Order ${order.orderNumber} is on its way${courier ? ` with ${courier}` : ""}. Tracking number ${order.trackingNumber}.`,
    heading: "Your coffee is on its way",
    blocks: [
      {
        kind: "paragraph",
        text: `Hello ${order.customerName}, your order ${order.orderNumber} has left our Bengaluru roastery.`,
      },
      {
        kind: "rows",
        rows: [
          { label: "Order", value: order.orderNumber },
          ...(order.gift
            ? [{ label: "Gift for", value: `${order.gift.recipientName}, ${order.shippingAddress.city}` }]
            : []),
          ...(courier ? [{ label: "Courier", value: courier }] : []),
          { label: "Tracking number", value: order.trackingNumber!, strong: true },
          ...order.items.map((item) => ({
            label: `${item.productName} (${item.weight} g)`,
            value: `× ${item.quantity}`,
          })),
        ],
      },
      // The courier's own page, where the parcel is followed (none for "other"): decision 151.
      ...(order.trackingUrl
        ? [{ kind: "button" as const, label: `Track with ${courier ?? "the courier"}`, url: order.trackingUrl }]
        : []),
      {
        kind: "button",
        label: "See your order",
        url: orderUrl(origin, order, services.orders.linkToken(order.orderNumber)),
      },
      {
        kind: "note",
        text: "Freshly roasted coffee is at its best two to three weeks after roasting. Enjoy every cup.",
      },
    ],
  });
  await services.mail.enqueue(tx, {
    to: order.customerEmail,
    subject: `Your order ${order.orderNumber} has shipped`,
    text,
    html,
    template: "order-shipped",
  });
}
