/**
 * The refunds' SQL (decision 052): reading an order's refunds and captured payment, the order's payment
 * status from the refunds that went through, restocking refunded lines, and issuing a credit note.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import { buildInvoice } from "@domain/invoice";
import { buildCreditNote, formatCreditNoteNumber } from "@domain/payment-credit-notes";
import {
  formatRefundNumber,
  linesPricePaise,
  paymentStatusAfterRefunds,
  refundedBags,
  type RefundStatus,
} from "@domain/payment-refunds";
import { CATALOG_CHANNEL } from "../cache";
import { notify, type Executor } from "../db/client";
import { orders, payments, products, refunds, stockMovements } from "../db/schema";
import { orderUrl } from "../features/orders/order-mail";
import { orderViewById, updateOrder } from "../features/orders/orders.repo";
import { creditNoteMail } from "./credit-note-mail";
import type { SettlementDeps } from "./settlement";

export type RefundRow = typeof refunds.$inferSelect;
export type RefundView = Pick<
  RefundRow,
  "id" | "amountPaise" | "reason" | "restock" | "lines" | "actor" | "providerRefundId" | "failureReason"
> & { status: RefundStatus; createdAt: string };

export const toRefundView = (row: RefundRow): RefundView => ({
  id: row.id,
  amountPaise: row.amountPaise,
  status: row.status as RefundStatus,
  reason: row.reason,
  restock: row.restock,
  lines: row.lines,
  actor: row.actor,
  providerRefundId: row.providerRefundId,
  failureReason: row.failureReason,
  createdAt: row.createdAt.toISOString(),
});

/** The captured payment of an order with this provider, or null (never paid, or paid elsewhere). */
export async function capturedPayment(tx: Executor, orderId: number, provider: string) {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.provider, provider), eq(payments.status, "paid")));
  return row?.providerPaymentId ? row : null;
}

export const refundsOf = (tx: Executor, orderId: number) =>
  tx.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id));

/** Our numbers for a refund, as the provider's notes carry them: the order's and the refund's own. */
export async function refundNumbers(tx: Executor, row: Pick<RefundRow, "id" | "orderId">) {
  const [found] = await tx
    .select({
      orderNumber: orders.orderNumber,
      position: sql<number>`(select count(*) from ${refunds} where ${refunds.orderId} = ${row.orderId} and ${refunds.id} <= ${row.id})`,
    })
    .from(orders)
    .where(eq(orders.id, row.orderId));
  const orderNumber = found!.orderNumber;
  return { orderNumber, refundNumber: formatRefundNumber(orderNumber, Number(found!.position)) };
}

/** The order's payment status from the refunds that went through. */
export async function settleOrderStatus(tx: Executor, orderId: number, capturedPaise: number): Promise<void> {
  const all = await refundsOf(tx, orderId);
  const done = all
    .filter((row) => row.status === "processed")
    .map((row) => ({ amountPaise: row.amountPaise, status: "processed" as const }));
  await updateOrder(tx, orderId, { paymentStatus: paymentStatusAfterRefunds(capturedPaise, done) });
}

/** Puts refunded lines' bags back on the shelf (they never left the roastery). */
export async function restockLines(
  tx: Executor,
  orderId: number,
  lines: { productId: number; quantity: number }[],
  actor: string,
) {
  for (const { productId, quantity } of lines) {
    const [row] = await tx
      .update(products)
      .set({ stockQuantity: sql`${products.stockQuantity} + ${quantity}`, updatedAt: sql`now()` })
      .where(and(eq(products.id, productId), eq(products.trackInventory, true)))
      .returning({ stock: products.stockQuantity });
    if (row)
      await tx
        .insert(stockMovements)
        .values({ productId, delta: quantity, reason: "restock", orderId, actor, stockAfter: row.stock });
  }
  if (lines.length > 0) await notify(tx, CATALOG_CHANNEL);
}

/** The calendar year in India (UTC+5:30), as order numbers use it. */
const indianYear = (date: Date) => new Date(date.getTime() + 330 * 60_000).getUTCFullYear();

/** Numbers the refund's credit note and queues its mail, in the transaction that processed it. */
export async function issueCreditNote(tx: Executor, row: RefundRow, deps: SettlementDeps): Promise<void> {
  const result = await tx.execute(sql`select nextval('credit_note_seq')::int as seq`);
  const sequence = Number((result as { rows: { seq: number | string }[] }).rows[0]!.seq);
  const now = new Date();
  const number = formatCreditNoteNumber(indianYear(now), sequence);
  await tx.update(refunds).set({ creditNoteNumber: number }).where(eq(refunds.id, row.id));
  const order = (await orderViewById(tx, row.orderId))!;
  // Chosen lines' taxable value as the refund counted it: less their share of a discount code.
  const refundedLines = row.lines?.flatMap((line) => {
    const item = order.items.find((candidate) => candidate.id === line.itemId);
    return item ? [refundedBags(item, line.quantity)] : [];
  });
  const note = buildCreditNote(order, buildInvoice(order, deps.gstin), {
    amountPaise: row.amountPaise,
    linesPricePaise: refundedLines ? linesPricePaise(refundedLines) : null,
    number,
    date: now.toISOString(),
  });
  const [site] = await tx.select({ origin: orders.siteOrigin }).from(orders).where(eq(orders.id, row.orderId));
  const link = orderUrl(site?.origin ?? deps.siteUrl ?? "", order, deps.orderLinkToken(order.orderNumber));
  await deps.enqueueMail(tx, creditNoteMail(order, note, link));
}
