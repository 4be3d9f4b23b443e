import { asc, eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { redirects, settings, type SeoSettings } from "../../db/schema";

export async function readSeoSettings(db: Executor): Promise<SeoSettings & { updatedAt?: string }> {
  const [row] = await db.select().from(settings).where(eq(settings.key, "seo"));
  return row ? { ...(row.value as SeoSettings), updatedAt: row.updatedAt.toISOString() } : {};
}

export async function writeSeoSettings(db: Executor, value: SeoSettings): Promise<void> {
  await db
    .insert(settings)
    .values({ key: "seo", value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: sql`now()` } });
}

export function listRedirects(db: Executor) {
  return db.select().from(redirects).orderBy(asc(redirects.fromPath));
}

export async function replaceRedirects(
  db: Executor,
  list: { fromPath: string; toPath: string; statusCode: number }[],
): Promise<void> {
  await db.delete(redirects);
  if (list.length > 0) await db.insert(redirects).values(list);
}
