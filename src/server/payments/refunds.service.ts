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
  refundablePaise,
  refundedBags,
  type RefundInput,
  type RefundStatus,
} from "@domain/payment-refunds";
import type { Db } from "../db/client";
import { auditLog, orderItems, payments, refunds } from "../db/schema";
import { HttpError } from "../http/errors";
import { lockOrder } from "../features/orders/orders.repo";
import {
  ProviderCapabilityError,
  ProviderRefusedError,
  ProviderUnavailableError,
  type PaymentProvider,
  type ProviderRefund,
} from "./provider";
import {
  capturedPayment,
  issueCreditNote,
  refundNumbers,
  refundsOf,
  restockLines,
  settleOrderStatus,
  toRefundView,
  type RefundRow,
  type RefundView,
} from "./refunds.repo";
import { ALREADY_PAID, type SettlementDeps } from "./settlement";

const RESEND_AFTER_MS = 5 * 60_000;

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
          return refundedBags(item, line.quantity);
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
    // Numbers the owner finds in the dashboard and the order sheet; the ids stay for our own look-ups.
    const { orderNumber, refundNumber } = await refundNumbers(db, row);
    try {
      const report = await provider.refund({
        providerPaymentId: payment!.providerPaymentId!,
        amountPaise: row.amountPaise,
        idempotencyKey: row.idempotencyKey,
        notes: { orderNumber, refundNumber, orderId: String(row.orderId), refundId: String(row.id) },
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
