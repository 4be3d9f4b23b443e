/**
 * The embedded database's autovacuum (decision 093). PostgreSQL's autovacuum launcher is a background
 * process; PGlite has none, so on PGlite nothing ever reclaimed the row versions that updates and deletes
 * leave behind, nor refreshed the planner's statistics. Rows updated on every request or every product
 * edit (rate limits, idempotency keys, job leases, the search vocabulary's counts) piled up dead versions
 * that every read still had to step over: 10,000 products loaded left 62,656 dead rows in `search_words`,
 * and a search read up to 1,000 versions of one word.
 *
 * This job does what autovacuum would, with its default thresholds: a table is vacuumed once its dead
 * rows exceed 50 + 20 % of its live rows (or its rows inserted since the last vacuum exceed 1,000 + 20 %,
 * so that index-only scans stay index-only), and analysed once its changes since the last analysis exceed
 * 50 + 10 %. It runs on PGlite only: on PostgreSQL, autovacuum is the database administrator's to tune.
 */
import { sql } from "drizzle-orm";
import { rowsOf, type Database, type Executor } from "./client";
import type { Job } from "../jobs/jobs";

export const VACUUM_JOB = "vacuum";

type DueTable = { name: string; vacuum: boolean };

/** The tables autovacuum's default thresholds say are due, with whether they need a vacuum or only an analysis. */
export async function dueTables(db: Executor): Promise<DueTable[]> {
  // The statistics of this backend's own work reach pg_stat_user_tables when they are flushed, which a
  // PostgreSQL backend does when idle and PGlite (one backend, never idle in that sense) only when asked.
  await db.execute(sql`select pg_stat_force_next_flush()`);
  return rowsOf<DueTable>(
    await db.execute(sql`
      select format('%I.%I', schemaname, relname) as name,
        n_dead_tup > 50 + 0.2 * n_live_tup or n_ins_since_vacuum > 1000 + 0.2 * n_live_tup as vacuum
      from pg_stat_user_tables
      where n_dead_tup > 50 + 0.2 * n_live_tup
        or n_ins_since_vacuum > 1000 + 0.2 * n_live_tup
        or n_mod_since_analyze > 50 + 0.1 * n_live_tup
      order by n_dead_tup desc`),
  );
}

/** Vacuums and analyses the tables that are due; answers their names. */
export async function vacuumDueTables(db: Executor): Promise<string[]> {
  const due = await dueTables(db);
  for (const table of due) await db.execute(sql.raw(`${table.vacuum ? "vacuum (analyze)" : "analyze"} ${table.name}`));
  return due.map((table) => table.name);
}

/** Every minute, as autovacuum's launcher looks (its `autovacuum_naptime`); PGlite only. */
export function vacuumJobs(database: Database): Job[] {
  if (database.kind !== "pglite") return [];
  return [{ name: VACUUM_JOB, everyMs: 60_000, run: async () => void (await vacuumDueTables(database.db)) }];
}
