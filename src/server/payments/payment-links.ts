/**
 * "Pay now and save the fee" (decision 086): a cash-on-delivery order paid through a payment link before
 * dispatch. Paying drops the fee and its GST and turns the order prepaid — total, tax and invoice follow —
 * in one transaction under the order's row lock; a redelivered webhook or a second callback changes nothing.
 * Money for an order that meanwhile came back (returned, cancelled) is refunded by itself (decision 052).
 */
import { eq, sql } from "drizzle-orm";
import { buildInvoice } from "@domain/invoice";
import { withoutCodFee } from "@domain/cash-on-delivery";
import type { Executor } from "../db/client";
import { auditLog, orders, payments, refunds } from "../db/schema";
import { confirmationMail, orderUrl } from "../features/orders/order-mail";
import { lockOrder, orderViewById, updateOrder } from "../features/orders/orders.repo";
import { ALREADY_PAID, type Settled, type SettlementDeps } from "./settlement";

export async function settleLinkPaid(
  tx: Executor,
  deps: SettlementDeps,
  provider: string,
  link: { paymentLinkId: string; providerPaymentId: string; amountPaise: number; method: string | null },
): Promise<Settled | null> {
  const [found] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.paymentLinkId, link.paymentLinkId));
  if (!found) return null;
  const order = (await lockOrder(tx, found.id))!;
  if (ALREADY_PAID.has(order.paymentStatus)) return { order: (await orderViewById(tx, order.id))!, changed: false };
  const prepaid = withoutCodFee(order);
  const amountPaise = link.amountPaise > 0 ? link.amountPaise : prepaid.totalPaise;
  // One payment row per order and provider: an earlier attempt's row (before cash was chosen) becomes this one.
  const [payment] = await tx
    .insert(payments)
    .values({
      orderId: order.id,
      provider,
      providerOrderId: link.paymentLinkId,
      providerPaymentId: link.providerPaymentId,
      amountPaise,
      status: "paid",
      method: link.method,
    })
    .onConflictDoUpdate({
      target: [payments.orderId, payments.provider],
      set: {
        providerOrderId: link.paymentLinkId,
        providerPaymentId: link.providerPaymentId,
        amountPaise,
        status: "paid",
        method: link.method,
        failureReason: null,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  const now = new Date();
  const stillOpen = order.status !== "cancelled";
  await updateOrder(tx, order.id, {
    ...prepaid,
    paymentStatus: "paid",
    paidAt: now,
    paymentMethod: link.method ?? "upi",
  });
  await tx.insert(auditLog).values({
    actor: `payment:${provider}`,
    action: "order.prepaid",
    entityType: "order",
    entityId: String(order.id),
    details: {
      before: { totalPaise: order.totalPaise, codFeePaise: order.codFeePaise, paymentStatus: order.paymentStatus },
      after: {
        totalPaise: prepaid.totalPaise,
        codFeePaise: 0,
        paymentStatus: "paid",
        paymentLinkId: link.paymentLinkId,
      },
    },
  });
  if (!stillOpen) {
    await tx
      .insert(refunds)
      .values({
        orderId: order.id,
        paymentId: payment!.id,
        provider,
        amountPaise,
        idempotencyKey: `auto-payment-${payment!.id}`,
        reason: "Paid after the order was cancelled",
        actor: "shop:auto",
      })
      .onConflictDoNothing({ target: refunds.idempotencyKey });
  }
  const view = (await orderViewById(tx, order.id))!;
  if (stillOpen) {
    const url = orderUrl(order.siteOrigin ?? deps.siteUrl ?? "", view, deps.orderLinkToken(view.orderNumber));
    // The invoice is issued again, without the fee: the mail carries it.
    await deps.enqueueMail(tx, confirmationMail(view, buildInvoice(view, deps.gstin), url));
  }
  return { order: view, changed: true };
}
