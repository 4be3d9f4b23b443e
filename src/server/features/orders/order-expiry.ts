/**
 * Unpaid orders hold their stock for 30 minutes. This job (leased, in every process) cancels the
 * ones past `expires_at` — status cancelled, payment failed — and gives their stock back. Rows are
 * claimed with `FOR UPDATE SKIP LOCKED`, so an order being paid right now is skipped, not waited on.
 */
import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { orders } from "../../db/schema";
import type { Job } from "../../jobs/jobs";
import { EXPIRED_REASON } from "../../payments/settlement";
import { releaseOrderStock } from "../stock/stock.repo";

export const EXPIRY_JOB = "order-expiry";

/**
 * One order per transaction: each locks only its own products (in ascending id, like an order being
 * placed), so the job can never deadlock with checkouts that lock the same rows.
 */
export async function expireUnpaidOrders(db: Db, max = 500): Promise<number> {
  let expired = 0;
  while (expired < max) {
    const done = await db.transaction(async (tx) => {
      const [due] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.status, "pending"),
            inArray(orders.paymentStatus, ["pending", "failed"]),
            lte(orders.expiresAt, sql`now()`),
          ),
        )
        .orderBy(asc(orders.expiresAt))
        .limit(1)
        .for("update", { skipLocked: true });
      if (!due) return false;
      await releaseOrderStock(tx, due.id, "expiry");
      await tx
        .update(orders)
        .set({
          status: "cancelled",
          paymentStatus: "failed",
          cancelledAt: sql`now()`,
          cancelReason: EXPIRED_REASON,
          updatedAt: sql`now()`,
        })
        .where(eq(orders.id, due.id));
      return true;
    });
    if (!done) break;
    expired += 1;
  }
  return expired;
}

export function expiryJob(db: Db): Job {
  return { name: EXPIRY_JOB, everyMs: 60_000, run: async () => void (await expireUnpaidOrders(db)) };
}
