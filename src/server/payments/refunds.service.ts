/**
 * Refunds through the provider (decision 052). A refund is written first — in one transaction with the
 * order's lock, the check against what is left, the optional restock and the audit entry — and only then
 * sent to the provider with its idempotency key; a lost answer or a crash leaves it pending and the
 * refunds job sends it again with the same key (the provider refunds once). The provider's answers,
 * webhooks and the job's questions only move a refund forward; the order's payment status follows the
 * refunds that went through (refunded / partially refunded), and each one processed mails the shopper a
 * GST credit note with its own number.
 */
import { and, asc, eq, isNull, lt, or, sql } from "drizzle-orm";
import {
  REFUND_MESSAGES,
  linesRefundPaise,
  nextRefundStatus,
  paymentStatusAfterRefunds,
  refundablePaise,
  type RefundInput,
  type RefundStatus,
} from "@domain/payment-refunds";
import { buildInvoice } from "@domain/invoice";
import { buildCreditNote, formatCreditNoteNumber } from "@domain/payment-credit-notes";
import { CATALOG_CHANNEL } from "../cache";
import { notify, type Db, type Executor } from "../db/client";
import { auditLog, orderItems, orders, payments, products, refunds, stockMovements } from "../db/schema";
import { HttpError } from "../http/errors";
import { orderUrl } from "../features/orders/order-mail";
import { lockOrder, orderViewById, updateOrder } from "../features/orders/orders.repo";
import {
  ProviderCapabilityError,
  ProviderRefusedError,
  ProviderUnavailableError,
  type PaymentProvider,
  type ProviderRefund,
} from "./provider";
import { creditNoteMail } from "./credit-note-mail";
import { ALREADY_PAID, type SettlementDeps } from "./settlement";

export type RefundRow = typeof refunds.$inferSelect;
export type RefundView = Pick<
  RefundRow,
  "id" | "amountPaise" | "reason" | "restock" | "lines" | "actor" | "providerRefundId" | "failureReason"
> & { status: RefundStatus; createdAt: string };

const RESEND_AFTER_MS = 5 * 60_000;

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
async function capturedPayment(tx: Executor, orderId: number, provider: string) {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.provider, provider), eq(payments.status, "paid")));
  return row?.providerPaymentId ? row : null;
}

const refundsOf = (tx: Executor, orderId: number) =>
  tx.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id));

/** The order's payment status from the refunds that went through. */
async function settleOrderStatus(tx: Executor, orderId: number, capturedPaise: number): Promise<void> {
  const all = await refundsOf(tx, orderId);
  const done = all
    .filter((row) => row.status === "processed")
    .map((row) => ({ amountPaise: row.amountPaise, status: "processed" as const }));
  await updateOrder(tx, orderId, { paymentStatus: paymentStatusAfterRefunds(capturedPaise, done) });
}

/** Puts refunded lines' bags back on the shelf (they never left the roastery). */
async function restockLines(
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
async function issueCreditNote(tx: Executor, row: RefundRow, deps: SettlementDeps): Promise<void> {
  const result = await tx.execute(sql`select nextval('credit_note_seq')::int as seq`);
  const sequence = Number((result as { rows: { seq: number | string }[] }).rows[0]!.seq);
  const now = new Date();
  const number = formatCreditNoteNumber(indianYear(now), sequence);
  await tx.update(refunds).set({ creditNoteNumber: number }).where(eq(refunds.id, row.id));
  const order = (await orderViewById(tx, row.orderId))!;
  const linesPricePaise = row.lines
    ? row.lines.reduce((sum, line) => {
        const item = order.items.find((candidate) => candidate.id === line.itemId);
        return sum + (item ? item.unitPricePaise * line.quantity : 0);
      }, 0)
    : null;
  const note = buildCreditNote(order, buildInvoice(order, deps.gstin), {
    amountPaise: row.amountPaise,
    linesPricePaise,
    number,
    date: now.toISOString(),
  });
  const [site] = await tx.select({ origin: orders.siteOrigin }).from(orders).where(eq(orders.id, row.orderId));
  const link = orderUrl(site?.origin ?? deps.siteUrl ?? "", order, deps.orderLinkToken(order.orderNumber));
  await deps.enqueueMail(tx, creditNoteMail(order, note, link));
}

export function createRefundsService(deps: {
  db: Db;
  provider: PaymentProvider;
  /** Queues the credit note's mail; `kickMail` sends it once the refund's transaction committed. */
  mail: SettlementDeps & { kickMail: () => void };
}) {
  const { db, provider } = deps;

  /** Writes the refund (once per idempotency key) and answers it with whether it was a replay. */
  async function record(
    orderId: number,
    input: RefundInput,
    options: { idempotencyKey: string; actor: string },
  ): Promise<{ row: RefundRow; replayed: boolean }> {
    return db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (!order) throw new HttpError(404, "Order not found");
      const [earlier] = await tx.select().from(refunds).where(eq(refunds.idempotencyKey, options.idempotencyKey));
      if (earlier) {
        if (earlier.orderId !== orderId)
          throw new HttpError(409, "This Idempotency-Key was used for another order's refund");
        return { row: earlier, replayed: true };
      }
      const payment = ALREADY_PAID.has(order.paymentStatus) ? await capturedPayment(tx, orderId, provider.name) : null;
      if (!payment) throw new HttpError(409, REFUND_MESSAGES.notPaid);
      const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
      let amountPaise = input.amountPaise ?? 0;
      const restock: { productId: number; quantity: number }[] = [];
      if (input.lines) {
        const chosen = input.lines.map((line) => {
          const item = items.find((candidate) => candidate.id === line.itemId);
          if (!item) throw new HttpError(400, REFUND_MESSAGES.unknownLine, { lines: REFUND_MESSAGES.unknownLine });
          if (line.quantity > item.quantity)
            throw new HttpError(400, REFUND_MESSAGES.tooManyBags, { lines: REFUND_MESSAGES.tooManyBags });
          if (item.productId !== null) restock.push({ productId: item.productId, quantity: line.quantity });
          return { unitPricePaise: item.unitPricePaise, quantity: line.quantity };
        });
        amountPaise = linesRefundPaise(chosen);
      }
      const before = await refundsOf(tx, orderId);
      const left = refundablePaise(
        payment.amountPaise,
        before.map((row) => ({ amountPaise: row.amountPaise, status: row.status as RefundStatus })),
      );
      if (left === 0) throw new HttpError(409, REFUND_MESSAGES.nothingLeft);
      if (amountPaise > left)
        throw new HttpError(400, REFUND_MESSAGES.tooMuch(left), { amountPaise: REFUND_MESSAGES.tooMuch(left) });
      const [row] = await tx
        .insert(refunds)
        .values({
          orderId,
          paymentId: payment.id,
          provider: provider.name,
          amountPaise,
          idempotencyKey: options.idempotencyKey,
          reason: input.reason,
          lines: input.lines ?? null,
          restock: input.restock,
          actor: options.actor,
          // Sent right after this commits; the job resends only if that answer is lost.
          lastCheckedAt: new Date(),
        })
        .returning();
      // Bags still reserved for the order go back; a cancelled order's went back already.
      if (input.restock && !order.stockReleased) await restockLines(tx, orderId, restock, options.actor);
      await tx.insert(auditLog).values({
        actor: options.actor,
        action: "order.refund",
        entityType: "order",
        entityId: String(orderId),
        details: {
          orderNumber: order.orderNumber,
          refundId: row!.id,
          amountPaise,
          lines: input.lines ?? null,
          restock: input.restock,
          reason: input.reason,
        },
      });
      return { row: row!, replayed: false };
    });
  }

  /** Applies what the provider says about a refund of ours: forward only, then the order's status. */
  async function applyReport(refundId: number, report: Pick<ProviderRefund, "id" | "status">, failure?: string) {
    const mailed = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(refunds).where(eq(refunds.id, refundId)).for("update");
      if (!row) return false;
      const status = nextRefundStatus(row.status as RefundStatus, report.status);
      await tx
        .update(refunds)
        .set({
          providerRefundId: row.providerRefundId ?? report.id,
          status,
          failureReason: status === "failed" ? (failure ?? row.failureReason ?? "The provider could not refund") : null,
          lastCheckedAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(eq(refunds.id, refundId));
      const [payment] = await tx.select().from(payments).where(eq(payments.id, row.paymentId));
      await lockOrder(tx, row.orderId);
      await settleOrderStatus(tx, row.orderId, payment!.amountPaise);
      if (status === "processed" && row.status !== "processed" && !row.creditNoteNumber) {
        await issueCreditNote(tx, row, deps.mail);
        return true;
      }
      return false;
    });
    if (mailed) deps.mail.kickMail();
  }

  /** Asks the provider to refund a recorded refund (again, with the same key, when an answer was lost). */
  async function send(row: RefundRow): Promise<void> {
    const [payment] = await db.select().from(payments).where(eq(payments.id, row.paymentId));
    try {
      const report = await provider.refund({
        providerPaymentId: payment!.providerPaymentId!,
        amountPaise: row.amountPaise,
        idempotencyKey: row.idempotencyKey,
        notes: { orderId: String(row.orderId), refundId: String(row.id) },
      });
      await applyReport(row.id, report);
    } catch (error) {
      if (error instanceof ProviderRefusedError || error instanceof ProviderCapabilityError) {
        await applyReport(row.id, { id: row.providerRefundId ?? "", status: "failed" }, error.message);
        return;
      }
      if (!(error instanceof ProviderUnavailableError)) throw error;
      await db
        .update(refunds)
        .set({ lastCheckedAt: sql`now()`, failureReason: error.message.slice(0, 500), updatedAt: sql`now()` })
        .where(eq(refunds.id, row.id));
    }
  }

  /** The owner's refund: recorded once per key, then sent; answers the refund as it now stands. */
  async function refundOrder(
    orderId: number,
    input: RefundInput,
    options: { idempotencyKey: string; actor: string },
  ): Promise<{ refund: RefundView; replayed: boolean }> {
    const { row, replayed } = await record(orderId, input, options);
    if (!replayed || (row.status === "pending" && !row.providerRefundId)) await send(row);
    const [now] = await db.select().from(refunds).where(eq(refunds.id, row.id));
    return { refund: toRefundView(now!), replayed };
  }

  /** A refund webhook: the refund it names, moved forward. Unknown refunds (made in the dashboard) are ignored. */
  async function refundReported(report: ProviderRefund): Promise<boolean> {
    const [row] = await db.select().from(refunds).where(eq(refunds.providerRefundId, report.id));
    if (!row) return false;
    await applyReport(row.id, report);
    return true;
  }

  /**
   * The refunds job: sends refunds whose answer was lost (or that were recorded automatically), and asks
   * about refunds still pending; each at most every 5 minutes, claimed so two processes never ask twice.
   */
  async function sweep(limit = 25): Promise<{ checked: number }> {
    const due = await db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(refunds)
        .where(
          and(
            eq(refunds.status, "pending"),
            eq(refunds.provider, provider.name),
            or(
              isNull(refunds.lastCheckedAt),
              lt(refunds.lastCheckedAt, sql`now() - make_interval(secs => ${RESEND_AFTER_MS / 1000})`),
            ),
          ),
        )
        .orderBy(asc(refunds.lastCheckedAt), asc(refunds.id))
        .limit(limit)
        .for("update", { skipLocked: true });
      for (const row of rows)
        await tx
          .update(refunds)
          .set({ lastCheckedAt: sql`now()` })
          .where(eq(refunds.id, row.id));
      return rows;
    });
    for (const row of due) {
      if (!row.providerRefundId) {
        await send(row);
        continue;
      }
      const [payment] = await db.select().from(payments).where(eq(payments.id, row.paymentId));
      try {
        await applyReport(row.id, await provider.fetchRefund(payment!.providerPaymentId!, row.providerRefundId));
      } catch (error) {
        if (!(error instanceof ProviderUnavailableError)) throw error;
      }
    }
    return { checked: due.length };
  }

  return {
    refundOrder,
    refundReported,
    sweep,
    list: async (orderId: number) => (await refundsOf(db, orderId)).map(toRefundView),
  };
}

export type RefundsService = ReturnType<typeof createRefundsService>;
