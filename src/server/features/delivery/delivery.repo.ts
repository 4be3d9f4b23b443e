/** The owner's delivery settings (decision 150), one row of the key-value `settings` table over the defaults. */
import { eq, sql } from "drizzle-orm";
import { DELIVERY_DEFAULTS, type DeliverySettings } from "@domain/delivery-estimate";
import type { Executor } from "../../db/client";
import { settings } from "../../db/schema";

const KEY = "delivery";

export async function readDeliverySettings(db: Executor): Promise<DeliverySettings & { updatedAt: string | null }> {
  const [row] = await db.select().from(settings).where(eq(settings.key, KEY));
  const stored = (row?.value ?? {}) as Partial<DeliverySettings>;
  return {
    ...DELIVERY_DEFAULTS,
    ...stored,
    // A zone added after the owner saved keeps its default.
    zoneDays: { ...DELIVERY_DEFAULTS.zoneDays, ...stored.zoneDays },
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

export async function writeDeliverySettings(tx: Executor, value: DeliverySettings): Promise<void> {
  await tx
    .insert(settings)
    .values({ key: KEY, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: sql`now()` } });
}
