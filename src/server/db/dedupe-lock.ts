/**
 * Makes "look for a duplicate, insert if there is none" safe when identical requests arrive at once.
 * Without it two transactions both find nothing and both insert (and both send a mail); `FOR UPDATE`
 * does not help, as it locks only rows that already exist.
 *
 * A transaction-scoped advisory lock on the dedupe key, taken before the check, makes the second
 * request wait until the first commits; its check (a new statement, so a new snapshot) then finds the
 * first one's row. Chosen over unique indexes because the rules are not plain equalities (a message
 * is a duplicate only within the hour; a café only while it is pending, and the admin may edit
 * pending cafés), and because it needs no migration over data that may already hold duplicates.
 * Works the same on PGlite, where it never waits.
 *
 * The two-integer form keeps these keys apart from the single-bigint migration lock. Two different
 * keys that hash alike only wait for each other; they never merge.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Executor } from "./client";

/**
 * Holds `scope` + `key` until the surrounding transaction ends. Build `key` with the same SQL
 * functions as the duplicate check (e.g. `lower(…)`), so that every pair the check calls equal
 * takes the same lock.
 */
export async function lockDedupeKey(tx: Executor, scope: string, key: SQL): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${scope}::text), hashtext(${key}))`);
}

/** The parts of a key as one unambiguous text: `dedupeKey(sql\`lower(${name})\`, email)`. */
export function dedupeKey(...parts: (SQL | string)[]): SQL {
  const texts = parts.map((part) => (typeof part === "string" ? sql`${part}::text` : sql`(${part})::text`));
  return sql`json_build_array(${sql.join(texts, sql`, `)})::text`;
}
