/** SQL for discount codes at checkout: read a code and a shopper's history, take a use inside the order's transaction. */
import { and, eq, inArray, isNull, ne, notInArray, sql } from "drizzle-orm";
import type { DiscountRule } from "@domain/discounts";
import type { Executor } from "../../db/client";
import { discountCodes, discountRedemptions, orders, products } from "../../db/schema";

export type CodeRow = typeof discountCodes.$inferSelect;

export function toRule(row: CodeRow): DiscountRule {
  return {
    code: row.code,
    kind: row.kind as DiscountRule["kind"],
    value: row.value,
    minSubtotalPaise: row.minSubtotalPaise,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    usageLimit: row.usageLimit,
    usedCount: row.usedCount,
    perEmailLimit: row.perEmailLimit,
    firstOrderOnly: row.firstOrderOnly,
    productIds: row.productIds,
    categories: row.categories,
    isActive: row.isActive,
    email: row.email,
  };
}

export async function codeByName(db: Executor, code: string): Promise<CodeRow | null> {
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.code, code));
  return row ?? null;
}

export async function categoriesOf(db: Executor, productIds: readonly number[]): Promise<Map<number, string>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, category: products.category })
    .from(products)
    .where(inArray(products.id, [...productIds]));
  return new Map(rows.map((row) => [row.id, row.category]));
}

/** Uses of the code by this address that were not given back, other than `exceptOrderId`'s. */
export async function usesByEmail(db: Executor, codeId: number, email: string, exceptOrderId = 0): Promise<number> {
  return db.$count(
    discountRedemptions,
    and(
      eq(discountRedemptions.codeId, codeId),
      eq(discountRedemptions.email, email),
      isNull(discountRedemptions.releasedAt),
      ne(discountRedemptions.orderId, exceptOrderId),
    ),
  );
}

/** Orders this address has placed that went ahead (not merely waiting for payment, not cancelled). */
export async function previousOrders(db: Executor, email: string, exceptOrderId = 0): Promise<number> {
  return db.$count(
    orders,
    and(
      eq(orders.customerEmail, email),
      notInArray(orders.status, ["pending", "cancelled"]),
      ne(orders.id, exceptOrderId),
    ),
  );
}

/**
 * Takes one use of the code for the order, or answers null when none is left (or the code was switched
 * off or ran out of time since it was priced). The conditional increment locks the code's row until
 * the order commits, so concurrent orders queue here and the limit can never be passed.
 */
export async function takeUse(tx: Executor, codeId: number): Promise<CodeRow | null> {
  const [row] = await tx
    .update(discountCodes)
    .set({ usedCount: sql`${discountCodes.usedCount} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        eq(discountCodes.id, codeId),
        eq(discountCodes.isActive, true),
        sql`(${discountCodes.usageLimit} is null or ${discountCodes.usedCount} < ${discountCodes.usageLimit})`,
        sql`(${discountCodes.startsAt} is null or ${discountCodes.startsAt} <= now())`,
        sql`(${discountCodes.endsAt} is null or ${discountCodes.endsAt} > now())`,
      ),
    )
    .returning();
  return row ?? null;
}

export async function recordRedemption(
  tx: Executor,
  values: { codeId: number; orderId: number; email: string; discountPaise: number },
): Promise<void> {
  await tx.insert(discountRedemptions).values(values);
}
