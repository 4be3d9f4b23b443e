/** SQL for cash on delivery: the owner's settings, open cash orders per phone and address, earlier returns. */
import { eq, sql } from "drizzle-orm";
import { COD_DEFAULTS, COD_RETURNED_REASON, type CodSettings } from "@domain/cash-on-delivery";
import type { Executor } from "../../db/client";
import { settings } from "../../db/schema";
import { phoneKey } from "../orders/hold-limits";

const KEY = "cash-on-delivery";

/** The owner's settings over the defaults: a shop that never opened the settings still offers it (decision 085). */
export async function readCodSettings(db: Executor): Promise<CodSettings & { updatedAt: string | null }> {
  const [row] = await db.select().from(settings).where(eq(settings.key, KEY));
  const stored = (row?.value ?? {}) as Partial<CodSettings>;
  return { ...COD_DEFAULTS, ...stored, updatedAt: row ? row.updatedAt.toISOString() : null };
}

export async function writeCodSettings(tx: Executor, value: CodSettings): Promise<void> {
  await tx
    .insert(settings)
    .values({ key: KEY, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: sql`now()` } });
}

type Open = { by_phone: number; by_address: number };

/**
 * Open cash orders (due on delivery, not cancelled) of this phone and of this delivery address, other
 * than `orderId`. Called under a transaction-scoped advisory lock per phone, so two conversions for one
 * phone take turns.
 */
export async function openCodOrders(
  tx: Executor,
  subject: { orderId: number; phone: string; street: string; pincode: string },
): Promise<Open> {
  const phone = phoneKey(subject.phone);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`cod:${phone}`}))`);
  const street = subject.street.toLowerCase().replace(/[^a-z0-9]/g, "");
  const result = await tx.execute(sql`
    select count(*) filter (where right(o.customer_phone, 10) = ${phone})::int as by_phone,
           count(*) filter (where o.shipping_address->>'pincode' = ${subject.pincode.trim()}
             and regexp_replace(lower(o.shipping_address->>'street'), '[^a-z0-9]', '', 'g') = ${street})::int as by_address
    from orders o
    where o.payment_status = 'due_on_delivery' and o.status <> 'cancelled' and o.id <> ${subject.orderId}`);
  return (result as { rows: Open[] }).rows[0]!;
}

/** How many cash orders of each phone (last 10 digits) came back undelivered. */
export async function cashReturnsByPhone(db: Executor, phones: readonly string[]): Promise<Map<string, number>> {
  const keys = [...new Set(phones.map(phoneKey).filter((key) => key.length === 10))];
  const counts = new Map<string, number>();
  if (keys.length === 0) return counts;
  const result = await db.execute(sql`
    select right(customer_phone, 10) as phone, count(*)::int as n
    from orders
    where cancel_reason = ${COD_RETURNED_REASON}
      and right(customer_phone, 10) in (${sql.join(
        keys.map((key) => sql`${key}`),
        sql`, `,
      )})
    group by 1`);
  for (const row of (result as { rows: { phone: string; n: number }[] }).rows) counts.set(row.phone, row.n);
  return counts;
}
