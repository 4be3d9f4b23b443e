/**
 * The cycles that need the owner (issue 19: "if none, hold the cycle and tell the owner"): held cycles —
 * the mood's coffees sold out, either not charged yet (tried again daily) or paid without an order
 * (fulfil by hand) — and renewals that failed and are not paid since. Read for the subscriptions console
 * from `subscription_cycles`, which the service writes (`prepareRenewal`, `recordPaidCycle`,
 * `recordRenewal`); a cycle that is charged and ordered later is no longer held or failed.
 */
import { asc, eq, inArray } from "drizzle-orm";
import type { SubscriptionCycleTrouble } from "@domain/admin/types";
import type { Executor } from "../../db/client";
import { subscriptionCycles, subscriptions } from "../../db/schema";

export const NO_TROUBLE: SubscriptionCycleTrouble = { held: null, failed: null };

export type CycleTroubles = {
  bySubscription: Map<number, SubscriptionCycleTrouble>;
  heldCycles: number;
  failedRenewals: number;
};

export async function cycleTroubles(db: Executor): Promise<CycleTroubles> {
  const rows = await db
    .select({
      subscriptionId: subscriptionCycles.subscriptionId,
      subscriptionStatus: subscriptions.status,
      cycle: subscriptionCycles.cycle,
      status: subscriptionCycles.status,
      amountPaise: subscriptionCycles.amountPaise,
      note: subscriptionCycles.note,
      createdAt: subscriptionCycles.createdAt,
      updatedAt: subscriptionCycles.updatedAt,
    })
    .from(subscriptionCycles)
    .innerJoin(subscriptions, eq(subscriptions.id, subscriptionCycles.subscriptionId))
    .where(inArray(subscriptionCycles.status, ["held", "failed"]))
    .orderBy(asc(subscriptionCycles.subscriptionId), asc(subscriptionCycles.cycle));
  const bySubscription = new Map<number, SubscriptionCycleTrouble>();
  let heldCycles = 0;
  let failedRenewals = 0;
  for (const row of rows) {
    const cancelled = row.subscriptionStatus === "cancelled";
    const trouble = bySubscription.get(row.subscriptionId) ?? { held: null, failed: null };
    if (row.status === "held") {
      const paid = row.amountPaise > 0;
      // An uncharged hold of a cancelled subscription owes nobody anything.
      if (cancelled && !paid) continue;
      const since = row.createdAt.toISOString();
      trouble.held = {
        cycles: (trouble.held?.cycles ?? 0) + 1,
        paid: (trouble.held?.paid ?? 0) + (paid ? 1 : 0),
        since: trouble.held && trouble.held.since < since ? trouble.held.since : since,
      };
      heldCycles++;
    } else {
      if (cancelled) continue;
      // Ordered by cycle: the last one read is the latest failure.
      if (!trouble.failed) failedRenewals++;
      trouble.failed = { cycle: row.cycle, at: row.updatedAt.toISOString(), reason: row.note };
    }
    bySubscription.set(row.subscriptionId, trouble);
  }
  return { bySubscription, heldCycles, failedRenewals };
}
