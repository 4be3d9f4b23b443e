/** SQL for discount codes at checkout: read a code and a shopper's history, take a use inside the order's transaction. */
import { and, count, eq, isNull, ne, notInArray, sql } from "drizzle-orm";
import type { DiscountRule } from "@domain/discounts";
import type { Executor } from "../../db/client";
import { preparedOn, preparedSql } from "../../db/prepared";
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

type RawCode = {
  id: number;
  code: string;
  description: string;
  kind: string;
  value: number;
  min_subtotal_paise: number;
  starts_at: string | null;
  ends_at: string | null;
  usage_limit: number | null;
  per_email_limit: number | null;
  first_order_only: boolean;
  product_ids: number[];
  categories: string[];
  is_active: boolean;
  email: string | null;
  source: string;
  used_count: number;
  created_at: string;
  updated_at: string;
};

const date = (value: string | null) => (value === null ? null : new Date(value));

/** A code row as `row_to_json` gives it → the row Drizzle would. */
function fromJson(raw: RawCode): CodeRow {
  return {
    id: raw.id,
    code: raw.code,
    description: raw.description,
    kind: raw.kind,
    value: raw.value,
    minSubtotalPaise: raw.min_subtotal_paise,
    startsAt: date(raw.starts_at),
    endsAt: date(raw.ends_at),
    usageLimit: raw.usage_limit,
    perEmailLimit: raw.per_email_limit,
    firstOrderOnly: raw.first_order_only,
    productIds: raw.product_ids,
    categories: raw.categories,
    isActive: raw.is_active,
    email: raw.email,
    source: raw.source,
    usedCount: raw.used_count,
    createdAt: new Date(raw.created_at),
    updatedAt: new Date(raw.updated_at),
  };
}

/**
 * Everything a code's check reads, in one statement: the code, the categories of the order's products,
 * and this address's uses of the code and its earlier orders. One connection and one round trip, so a
 * shopper with a code waits no longer before the order's transaction than one without (decision 126).
 * This statement and those that take a use below are prepared once per executor (decisions 162 and 180):
 * drizzle building them cost an order with a code more CPU than their round trips.
 */
const factsQuery = preparedSql<{
  code: RawCode | string | null;
  categories: [number, string][] | string;
  uses: number;
  previous: number;
}>(
  "discount_code_facts",
  sql`
    select
      (select row_to_json(c) from ${discountCodes} c where c.code = ${sql.placeholder("code")}::text) as code,
      (select coalesce(json_agg(json_build_array(p.id, p.category)), '[]'::json) from ${products} p
        where p.id = any(${sql.placeholder("ids")}::int[])) as categories,
      (select count(*)::int from ${discountRedemptions} r join ${discountCodes} c on c.id = r.code_id
        where c.code = ${sql.placeholder("code")}::text and r.email = ${sql.placeholder("email")}::text
          and r.released_at is null) as uses,
      (select count(*)::int from ${orders} o where o.customer_email = ${sql.placeholder("email")}::text
        and o.status not in ('pending', 'cancelled')) as previous`,
);

export async function codeFacts(
  db: Executor,
  code: string,
  productIds: readonly number[],
  email: string | null,
): Promise<{ row: CodeRow | null; categories: Map<number, string>; uses: number; previous: number }> {
  const facts = (await factsQuery(db, { code, ids: productIds.map((id) => Math.trunc(id)), email: email ?? "" }))[0]!;
  const json = <T>(value: T | string): T => (typeof value === "string" ? (JSON.parse(value) as T) : value);
  return {
    row: facts.code === null ? null : fromJson(json<RawCode>(facts.code)),
    categories: new Map(json<[number, string][]>(facts.categories)),
    uses: Number(facts.uses),
    previous: Number(facts.previous),
  };
}

const usesQuery = preparedOn((db) =>
  db
    .select({ count: count() })
    .from(discountRedemptions)
    .where(
      and(
        eq(discountRedemptions.codeId, sql.placeholder("codeId")),
        eq(discountRedemptions.email, sql.placeholder("email")),
        isNull(discountRedemptions.releasedAt),
        ne(discountRedemptions.orderId, sql.placeholder("exceptOrderId")),
      ),
    )
    .prepare("discount_uses_by_email"),
);

/** Uses of the code by this address that were not given back, other than `exceptOrderId`'s. */
export async function usesByEmail(db: Executor, codeId: number, email: string, exceptOrderId = 0): Promise<number> {
  const [row] = await usesQuery(db).execute({ codeId, email, exceptOrderId });
  return Number(row?.count ?? 0);
}

const previousQuery = preparedOn((db) =>
  db
    .select({ count: count() })
    .from(orders)
    .where(
      and(
        eq(orders.customerEmail, sql.placeholder("email")),
        notInArray(orders.status, ["pending", "cancelled"]),
        ne(orders.id, sql.placeholder("exceptOrderId")),
      ),
    )
    .prepare("discount_previous_orders"),
);

/** Orders this address has placed that went ahead (not merely waiting for payment, not cancelled). */
export async function previousOrders(db: Executor, email: string, exceptOrderId = 0): Promise<number> {
  const [row] = await previousQuery(db).execute({ email, exceptOrderId });
  return Number(row?.count ?? 0);
}

/** What `takeUse` read of the code it took a use of, and whether it recorded the redemption too. */
export type TakenUse = {
  id: number;
  email: string | null;
  perEmailLimit: number | null;
  firstOrderOnly: boolean;
  recorded: boolean;
};

/** Prepared once per executor (decision 162). */
const takeQuery = preparedSql<TakenUse>(
  "discount_take_use",
  sql`
    with taken as (
      update ${discountCodes} set used_count = used_count + 1, updated_at = now()
      where id = ${sql.placeholder("codeId")}::int and is_active
        and (usage_limit is null or used_count < usage_limit)
        and (starts_at is null or starts_at <= now())
        and (ends_at is null or ends_at > now())
      returning id, email, per_email_limit as "perEmailLimit", first_order_only as "firstOrderOnly"
    ), recorded as (
      insert into ${discountRedemptions} (code_id, order_id, email, discount_paise)
      select id, ${sql.placeholder("orderId")}::int, ${sql.placeholder("email")}::text,
             ${sql.placeholder("discountPaise")}::int
      from taken
      where (email is null or email = ${sql.placeholder("email")}::text)
        and "perEmailLimit" is null and not "firstOrderOnly"
      returning code_id
    )
    select taken.*, exists (select from recorded) as recorded from taken`,
);

/**
 * Takes one use of the code for the order, or answers null when none is left (or the code was switched
 * off or ran out of time since it was priced). The conditional increment locks the code's row until
 * the order commits, so concurrent orders queue here and the limit can never be passed. When the code asks
 * nothing more of the shopper (not another address's own, no limit per address, not for first orders
 * only), the same statement records the redemption (decision 181); else `recorded` is false, and the caller
 * checks the shopper under the code's lock and records it (`recordRedemption`).
 */
export async function takeUse(
  tx: Executor,
  codeId: number,
  redemption: { orderId: number; email: string; discountPaise: number },
): Promise<TakenUse | null> {
  const [row] = await takeQuery(tx, { codeId, ...redemption });
  return row ?? null;
}

const recordQuery = preparedOn((tx) =>
  tx
    .insert(discountRedemptions)
    .values({
      codeId: sql.placeholder("codeId"),
      orderId: sql.placeholder("orderId"),
      email: sql.placeholder("email"),
      discountPaise: sql.placeholder("discountPaise"),
    })
    .prepare("discount_record_redemption"),
);

export async function recordRedemption(
  tx: Executor,
  values: { codeId: number; orderId: number; email: string; discountPaise: number },
): Promise<void> {
  await recordQuery(tx).execute(values);
}
