/** Slugs for admin-created records: derived ones get -2, -3… when taken; a slug the admin typed must be free. */
import { like, or, eq } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/client";
import { conflict } from "./http";

export async function freeSlug(
  tx: Executor,
  table: PgTable & { id: PgColumn; slug: PgColumn },
  options: { wanted: string | null | undefined; derived: string; ownId?: number; what: string },
): Promise<string> {
  const base = (options.wanted ?? options.derived).slice(0, 190) || "untitled";
  const rows = (await tx
    .select({ id: table.id, slug: table.slug })
    .from(table)
    .where(or(eq(table.slug, base), like(table.slug, `${base}-%`)))) as { id: number; slug: string }[];
  const taken = new Set(rows.filter((row) => row.id !== options.ownId).map((row) => row.slug));
  if (!taken.has(base)) return base;
  if (options.wanted) throw conflict(`Another ${options.what} already uses the slug "${base}"`, "slug");
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
