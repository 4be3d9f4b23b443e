/** Discount codes for the owner, each with its redemptions, revenue and discount given (paid orders). */
import { desc, eq, sql } from "drizzle-orm";
import type { AdminDiscountCode, DiscountCodeInput } from "@domain/admin/discounts";
import type { DiscountKind } from "@domain/discounts";
import { toDecimalText } from "@domain/money";
import type { Executor } from "../../db/client";
import { discountCodes, discountRedemptions, orders } from "../../db/schema";
import { conflict } from "./http";

export const CODE_TAKEN = "Another code is already written this way";

const PAID = sql`${orders.paymentStatus} in ('paid', 'partially_refunded', 'refunded')`;

export async function listDiscountCodes(db: Executor, id?: number): Promise<AdminDiscountCode[]> {
  const stats = db
    .select({
      codeId: discountRedemptions.codeId,
      redemptions: sql<number>`count(*) filter (where ${PAID})::int`.as("redemptions"),
      revenue: sql<number>`coalesce(sum(${orders.totalPaise}) filter (where ${PAID}), 0)::int`.as("revenue"),
      given: sql<number>`coalesce(sum(${discountRedemptions.discountPaise}) filter (where ${PAID}), 0)::int`.as(
        "given",
      ),
    })
    .from(discountRedemptions)
    .innerJoin(orders, eq(orders.id, discountRedemptions.orderId))
    .groupBy(discountRedemptions.codeId)
    .as("stats");
  const query = db
    .select({ code: discountCodes, redemptions: stats.redemptions, revenue: stats.revenue, given: stats.given })
    .from(discountCodes)
    .leftJoin(stats, eq(stats.codeId, discountCodes.id))
    .orderBy(desc(discountCodes.id))
    .$dynamic();
  const rows = await (id === undefined ? query : query.where(eq(discountCodes.id, id)));
  return rows.map(({ code: row, redemptions, revenue, given }) => ({
    id: row.id,
    code: row.code,
    description: row.description,
    kind: row.kind as DiscountKind,
    percentOff: row.kind === "percent" ? row.value : null,
    amountOff: row.kind === "fixed" ? toDecimalText(row.value) : null,
    minSubtotal: toDecimalText(row.minSubtotalPaise),
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    usageLimit: row.usageLimit,
    perEmailLimit: row.perEmailLimit,
    firstOrderOnly: row.firstOrderOnly,
    productIds: row.productIds,
    categories: row.categories,
    isActive: row.isActive,
    email: row.email,
    source: row.source,
    usedCount: row.usedCount,
    redemptions: Number(redemptions ?? 0),
    revenuePaise: Number(revenue ?? 0),
    discountGivenPaise: Number(given ?? 0),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

export const findDiscountCode = async (db: Executor, id: number) => (await listDiscountCodes(db, id))[0];

async function checkFree(tx: Executor, code: string, id?: number) {
  const [clash] = await tx.select({ id: discountCodes.id }).from(discountCodes).where(eq(discountCodes.code, code));
  if (clash && clash.id !== id) throw conflict(CODE_TAKEN, "code");
}

export async function insertDiscountCode(tx: Executor, input: DiscountCodeInput): Promise<number> {
  await checkFree(tx, input.code);
  const [row] = await tx.insert(discountCodes).values(input).returning({ id: discountCodes.id });
  return row!.id;
}

export async function updateDiscountCode(tx: Executor, id: number, input: DiscountCodeInput): Promise<void> {
  await checkFree(tx, input.code, id);
  await tx
    .update(discountCodes)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(discountCodes.id, id));
}

/** A code that was used is switched off, not deleted: its orders keep pointing at what they used. */
export async function deleteDiscountCode(tx: Executor, before: AdminDiscountCode): Promise<void> {
  if (before.usedCount > 0 || before.redemptions > 0)
    await tx
      .update(discountCodes)
      .set({ isActive: false, updatedAt: new Date() })
      .where(eq(discountCodes.id, before.id));
  else await tx.delete(discountCodes).where(eq(discountCodes.id, before.id));
}
