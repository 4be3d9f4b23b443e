/** Back-in-stock alerts in the database: waiting, claimed once by the job, counted for the stock tab. */
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { products, restockAlerts } from "../../db/schema";

/** Adds a waiting alert; a second request for the same coffee and address changes nothing. */
export async function addAlert(db: Executor, productId: number, email: string): Promise<void> {
  await db
    .insert(restockAlerts)
    .values({ productId, email })
    .onConflictDoNothing({
      target: [restockAlerts.productId, restockAlerts.email],
      where: sql`${restockAlerts.notifiedAt} is null`,
    });
}

/** Drops every alert still waiting for `email` (the unsubscribe link); answers how many. */
export async function dropAlerts(db: Executor, email: string): Promise<number> {
  const rows = await db
    .delete(restockAlerts)
    .where(and(eq(restockAlerts.email, email), isNull(restockAlerts.notifiedAt)))
    .returning({ id: restockAlerts.id });
  return rows.length;
}

export async function waitingCount(db: Executor, email: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(restockAlerts)
    .where(and(eq(restockAlerts.email, email), isNull(restockAlerts.notifiedAt)));
  return row!.n;
}

/** Per product (or for one), how many people wait for it (the stock tab). */
export async function waitingByProduct(db: Executor, productId?: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ productId: restockAlerts.productId, n: sql<number>`count(*)::int` })
    .from(restockAlerts)
    .where(
      and(
        isNull(restockAlerts.notifiedAt),
        productId === undefined ? undefined : eq(restockAlerts.productId, productId),
      ),
    )
    .groupBy(restockAlerts.productId);
  return new Map(rows.map((row) => [row.productId, row.n]));
}

export type DueAlert = { id: number; email: string; productName: string; productSlug: string };

/**
 * Claims up to `limit` waiting alerts whose coffee is on sale again, in the caller's transaction:
 * `FOR UPDATE SKIP LOCKED`, so a second process claims other rows (or none), and the caller stamps
 * them notified before it commits.
 */
export async function claimDueAlerts(tx: Executor, limit: number): Promise<DueAlert[]> {
  const due = await tx
    .select({
      id: restockAlerts.id,
      email: restockAlerts.email,
      productName: products.name,
      productSlug: products.slug,
    })
    .from(restockAlerts)
    .innerJoin(products, eq(products.id, restockAlerts.productId))
    .where(
      and(
        isNull(restockAlerts.notifiedAt),
        eq(products.isActive, true),
        sql`(not ${products.trackInventory} or ${products.stockQuantity} > 0)`,
      ),
    )
    .orderBy(restockAlerts.id)
    .limit(limit)
    .for("update", { of: restockAlerts, skipLocked: true });
  if (due.length > 0)
    await tx
      .update(restockAlerts)
      .set({ notifiedAt: sql`now()` })
      .where(
        inArray(
          restockAlerts.id,
          due.map((alert) => alert.id),
        ),
      );
  return due;
}
