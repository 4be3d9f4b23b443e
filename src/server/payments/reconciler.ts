/**
 * Asks the provider (its `listPayments`; Razorpay's today) about orders still unpaid 15 minutes after
 * they were placed (a lost webhook, a tab closed at the wrong moment). Runs as a leased job in every process; candidates are claimed with
 * `FOR UPDATE SKIP LOCKED` and stamped `last_checked_at`, so two processes never ask about one order
 * at once and each is asked at most every few minutes, for two days.
 */
import { and, asc, eq, inArray, isNull, lt, notInArray, or, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "../db/client";
import { orders, payments } from "../db/schema";
import type { Job } from "../jobs/jobs";
import type { PaymentsService } from "./payments.service";
import { ALREADY_PAID } from "./settlement";

export const RECONCILER_JOB = "payment-reconciler";
export const RECONCILE_AFTER_MS = 15 * 60_000;
const RECHECK_MS = 5 * 60_000;
const GIVE_UP_MS = 48 * 3_600_000;

export async function reconcilePayments(
  db: Db,
  service: PaymentsService,
  logger: Logger,
  limit = 25,
): Promise<{ checked: number; paid: number }> {
  const provider = service.provider;
  if (!provider.listPayments) return { checked: 0, paid: 0 };
  const claimed = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: payments.id, providerOrderId: payments.providerOrderId })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(
        and(
          eq(payments.provider, provider.name),
          notInArray(orders.paymentStatus, [...ALREADY_PAID]),
          lt(orders.createdAt, sql`now() - make_interval(secs => ${RECONCILE_AFTER_MS / 1000})`),
          sql`${orders.createdAt} > now() - make_interval(secs => ${GIVE_UP_MS / 1000})`,
          or(
            isNull(payments.lastCheckedAt),
            lt(payments.lastCheckedAt, sql`now() - make_interval(secs => ${RECHECK_MS / 1000})`),
          ),
        ),
      )
      .orderBy(asc(payments.lastCheckedAt), asc(payments.id))
      .limit(limit)
      .for("update", { of: payments, skipLocked: true });
    if (due.length > 0)
      await tx
        .update(payments)
        .set({ lastCheckedAt: sql`now()` })
        .where(
          inArray(
            payments.id,
            due.map((row) => row.id),
          ),
        );
    return due;
  });
  let paid = 0;
  for (const row of claimed) {
    try {
      const attempts = await provider.listPayments(row.providerOrderId);
      const captured = attempts.find((attempt) => attempt.status === "captured");
      if (captured) {
        const result = await service.paymentCaptured(row.providerOrderId, captured.id, captured.method);
        if (result?.changed) paid += 1;
      } else if (attempts.length > 0 && attempts.every((attempt) => attempt.status === "failed")) {
        const last = attempts[attempts.length - 1]!;
        await service.paymentFailed(row.providerOrderId, last.id, last.errorDescription ?? "Payment failed");
      }
    } catch (error) {
      logger.warn(
        { err: error instanceof Error ? error.message : String(error), providerOrderId: row.providerOrderId },
        "could not reconcile a payment; will ask again",
      );
    }
  }
  return { checked: claimed.length, paid };
}

export function reconcilerJob(db: Db, service: PaymentsService, logger: Logger): Job {
  return {
    name: RECONCILER_JOB,
    everyMs: 60_000,
    run: async () => void (await reconcilePayments(db, service, logger)),
  };
}

export const REFUNDS_JOB = "payment-refunds";

/** Sends refunds whose answer was lost (or that were recorded automatically) and asks about pending ones. */
export function refundsJob(service: PaymentsService, logger: Logger): Job {
  return {
    name: REFUNDS_JOB,
    everyMs: 60_000,
    run: async () => {
      const { checked } = await service.refunds.sweep();
      if (checked > 0) logger.info({ checked }, "refunds sent or asked about");
    },
  };
}
