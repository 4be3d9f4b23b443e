/**
 * What the database holds, in one value: per table its row count and the sum of a hash of every row. Two equal
 * fingerprints mean nothing was inserted, updated or deleted in between — how the reliability
 * suites prove that a refused request left no trace and that hostile ids changed nothing.
 */
import { sql } from "drizzle-orm";
import { rowsOf, type Db } from "../../src/server/db/client";

export type Fingerprint = Record<string, string>;

/** Counters that a refused request rightly moves (every hit counts, accepted or not). */
const ALWAYS_WRITTEN = new Set(["rate_limits"]);

export async function publicTables(db: Db): Promise<string[]> {
  const result = await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return rowsOf<{ table_name: string }>(result).map((row) => row.table_name);
}

/** Builds the fingerprint query once per database (the table list does not change under a test). */
export async function fingerprinter(db: Db): Promise<() => Promise<Fingerprint>> {
  const tables = (await publicTables(db)).filter((table) => !ALWAYS_WRITTEN.has(table));
  const columns = tables.map(
    (table) =>
      `(select count(*) || ':' || coalesce(sum(hashtext(t::text)::bigint), 0) from "${table}" t) as "${table}"`,
  );
  const query = sql.raw(`select ${columns.join(", ")}`);
  return async () => rowsOf<Fingerprint>(await db.execute(query))[0]!;
}
