/**
 * How an order's payment state moves (decision record 005). Every change locks the order's row first,
 * so checkout verification, webhooks, the reconciler and the expiry job never race each other:
 *   paid     — status confirmed, payment paid, confirmation mail queued. Paid never goes back. When the
 *              stock had been released (a failed attempt, an expiry) it is taken again; if it has been
 *              sold meanwhile (or the shop had cancelled the order) the order is cancelled as "paid, refund
 *              due" — never oversold — and a full refund is recorded for the refunds job (decision 052).
 *   failed   — payment failed and the stock released, status still pending: the shopper may retry on the
 *              same order until it expires (`reopenForPayment` takes the stock again, or 409).
 */
import { eq, sql } from "drizzle-orm";
import { withoutCodFee } from "@domain/cash-on-delivery";
import { buildInvoice } from "@domain/invoice";
import type { OrderView } from "@domain/orders";
import type { Executor } from "../db/client";
import { auditLog, payments, refunds } from "../db/schema";
import { HttpError } from "../http/errors";
import type { OutgoingMail } from "../mail/outbox";
import { confirmationMail, orderUrl, refundDueMail } from "../features/orders/order-mail";
import { lockOrder, orderViewById, updateOrder, type OrderRow } from "../features/orders/orders.repo";
import { OutOfStockError, reclaimOrderStock, releaseOrderStock } from "../features/stock/stock.repo";

export type PaymentRow = typeof payments.$inferSelect;

export type SettlementDeps = {
  enqueueMail: (executor: Executor, mail: OutgoingMail) => Promise<number>;
  gstin: string | null;
  siteUrl: string | undefined;
  orderLinkToken: (orderNumber: string) => string;
};

export const REFUND_DUE_REASON = "Paid after the last bags were sold — a full refund is on its way";
export const EXPIRED_REASON = "Payment window expired";
export const CANCELLED_REFUND_REASON = "Cancelled before the payment arrived — a full refund is on its way";

export type Settled = { order: OrderView; changed: boolean };

/** Payment states after the money arrived (refunds included): paid never goes back. */
export const ALREADY_PAID: ReadonlySet<string> = new Set(["paid", "refunded", "partially_refunded"]);

/** Marks the payment's order paid (idempotent). Returns the order as it now is and whether anything changed. */
export async function settlePaid(
  tx: Executor,
  deps: SettlementDeps,
  payment: PaymentRow,
  providerPaymentId: string,
  method: string | null,
): Promise<Settled> {
  const order = (await lockOrder(tx, payment.orderId))!;
  if (ALREADY_PAID.has(order.paymentStatus)) return { order: (await orderViewById(tx, order.id))!, changed: false };
  // An order the shop cancelled on purpose stays cancelled (refund due); one that merely expired is
  // honoured when its bags are still there.
  const cancelledByShop = order.status === "cancelled" && order.cancelReason !== EXPIRED_REASON;
  const keptStock = !cancelledByShop && (!order.stockReleased || (await takeStockAgain(tx, order.id)));
  await tx
    .update(payments)
    .set({
      status: "paid",
      providerPaymentId,
      method: method ?? payment.method,
      failureReason: null,
      updatedAt: sql`now()`,
    })
    .where(eq(payments.id, payment.id));
  const paidAt = new Date();
  if (keptStock) {
    await updateOrder(tx, order.id, {
      // A cash order paid online after all (an earlier window's payment): prepaid, without the fee.
      ...(order.paymentStatus === "due_on_delivery" ? withoutCodFee(order) : {}),
      status: order.paymentStatus === "due_on_delivery" ? order.status : "confirmed",
      paymentStatus: "paid",
      paidAt,
      cancelledAt: null,
      cancelReason: null,
      paymentMethod: method ?? order.paymentMethod,
    });
  } else {
    await updateOrder(tx, order.id, {
      status: "cancelled",
      paymentStatus: "paid",
      paidAt,
      cancelledAt: order.cancelledAt ?? paidAt,
      cancelReason: cancelledByShop ? CANCELLED_REFUND_REASON : REFUND_DUE_REASON,
    });
    // Money for an order the shop cannot fill goes back by itself: recorded here, in the same transaction,
    // and sent by the refunds job (decision 052), once per payment whatever redelivers it.
    await tx
      .insert(refunds)
      .values({
        orderId: order.id,
        paymentId: payment.id,
        provider: payment.provider,
        amountPaise: payment.amountPaise,
        idempotencyKey: `auto-payment-${payment.id}`,
        reason: cancelledByShop ? "Paid after the order was cancelled" : "Paid after the last bags were sold",
        actor: "shop:auto",
      })
      .onConflictDoNothing({ target: refunds.idempotencyKey });
    await tx.insert(auditLog).values({
      actor: `payment:${payment.provider}`,
      action: "order.refund-due",
      entityType: "order",
      entityId: String(order.id),
      details: {
        orderNumber: order.orderNumber,
        providerPaymentId,
        amountPaise: order.totalPaise,
        reason: cancelledByShop
          ? "order cancelled before the payment arrived"
          : "stock sold before the payment arrived",
      },
    });
  }
  const view = (await orderViewById(tx, order.id))!;
  const link = orderUrl(order.siteOrigin ?? deps.siteUrl ?? "", view, deps.orderLinkToken(view.orderNumber));
  await deps.enqueueMail(
    tx,
    keptStock ? confirmationMail(view, buildInvoice(view, deps.gstin), link) : refundDueMail(view, link),
  );
  return { order: view, changed: true };
}

/** Re-reserves released stock inside a savepoint; false when it has been sold meanwhile. */
async function takeStockAgain(tx: Executor, orderId: number): Promise<boolean> {
  try {
    await tx.transaction((inner) => reclaimOrderStock(inner, orderId));
    return true;
  } catch (error) {
    if (error instanceof OutOfStockError) return false;
    throw error;
  }
}

/** Records a failed attempt: the order's stock goes back on the shelf until the shopper retries. */
export async function settleFailed(
  tx: Executor,
  payment: PaymentRow,
  providerPaymentId: string | null,
  reason: string,
): Promise<boolean> {
  const order = (await lockOrder(tx, payment.orderId))!;
  await tx
    .update(payments)
    .set({
      status: "failed",
      providerPaymentId: providerPaymentId ?? payment.providerPaymentId,
      failureReason: reason.slice(0, 500),
      updatedAt: sql`now()`,
    })
    .where(sql`${payments.id} = ${payment.id} and ${payments.status} <> 'paid'`);
  if (order.status !== "pending" || order.paymentStatus !== "pending") return false;
  await releaseOrderStock(tx, order.id, "payment-failed");
  await updateOrder(tx, order.id, { paymentStatus: "failed" });
  return true;
}

/**
 * Before a (new) payment attempt: the order must still be payable, and after a failed attempt its
 * stock is taken again (409 naming the product when it sold meanwhile).
 */
export async function reopenForPayment(tx: Executor, orderId: number): Promise<OrderRow> {
  const order = await lockOrder(tx, orderId);
  if (!order) throw new HttpError(404, "Order not found");
  if (ALREADY_PAID.has(order.paymentStatus)) throw new HttpError(409, "This order has already been paid.");
  if (order.status === "cancelled") {
    throw new HttpError(
      409,
      order.cancelReason === EXPIRED_REASON
        ? "This order has expired: its 30 minutes to pay have passed. Please place it again."
        : "This order has been cancelled. Please place it again.",
    );
  }
  if (order.expiresAt && order.expiresAt.getTime() <= Date.now())
    throw new HttpError(409, "This order has expired: its 30 minutes to pay have passed. Please place it again.");
  if (order.paymentStatus === "failed") {
    if (order.stockReleased) await reclaimOrderStock(tx, order.id);
    await updateOrder(tx, order.id, { paymentStatus: "pending" });
  }
  return order;
}
