/** The owner's price change per grind option (decision 153), one row of the key-value `settings` table. */
import { eq, sql } from "drizzle-orm";
import { GRIND_PRICE_OPTIONS, type GrindPrices } from "@domain/grind";
import type { Cache } from "../../cache";
import type { Executor } from "../../db/client";
import { settings } from "../../db/schema";

const KEY = "grind-prices";
/** Where the prices are kept in the content cache; the admin's write notifies its channel. */
export const GRIND_PRICES_CACHE_KEY = "grind-prices";

export async function readGrindPrices(db: Executor): Promise<{ prices: GrindPrices; updatedAt: string | null }> {
  const [row] = await db.select().from(settings).where(eq(settings.key, KEY));
  const stored = (row?.value ?? {}) as Record<string, unknown>;
  // Only the options the shop knows, as whole paise: a hand-edited row cannot reach the prices.
  const prices = Object.fromEntries(
    GRIND_PRICE_OPTIONS.flatMap((option) => {
      const paise = stored[option];
      return Number.isInteger(paise) && paise !== 0 ? [[option, paise as number]] : [];
    }),
  ) as GrindPrices;
  return { prices, updatedAt: row ? row.updatedAt.toISOString() : null };
}

export async function writeGrindPrices(tx: Executor, prices: GrindPrices): Promise<void> {
  await tx
    .insert(settings)
    .values({ key: KEY, value: prices })
    .onConflictDoUpdate({ target: settings.key, set: { value: prices, updatedAt: sql`now()` } });
}

/** The prices every order and page reads, through the content cache (no query on the checkout's hot path). */
export function cachedGrindPrices(db: Executor, cache: Cache): () => Promise<GrindPrices> {
  return () => cache.get(GRIND_PRICES_CACHE_KEY, async () => (await readGrindPrices(db)).prices);
}
