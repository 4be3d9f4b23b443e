/**
 * Idempotency-Key: a retried or double-clicked write gets the first answer back instead of doing the
 * work twice. The key row is inserted in the write's own transaction, by its first write (an order's
 * insert carries the claim, decision 180), and its answer stored before commit, so other processes only
 * ever see a key with its answer: an identical request that arrives while the first is in flight blocks
 * on the key's unique index (PostgreSQL) or on PGlite's single connection, then finds the finished
 * answer. A write that fails rolls its key back with it. A transaction on PGlite that read the key itself
 * may claim and answer it in one insert (decision 179).
 */
import { createHash } from "node:crypto";
import { eq, lt, sql } from "drizzle-orm";
import type { Request } from "express";
import type { Executor } from "../db/client";
import { idempotencyKeys } from "../db/schema";
import { HttpError } from "./errors";

export const IDEMPOTENCY_HEADER = "Idempotency-Key";
const MAX_KEY_LENGTH = 200;

export type StoredAnswer = { status: number; body: unknown };

/** The request's key, or null when it sent none; 400 when it is unusable. */
export function idempotencyKeyOf(req: Request): string | null {
  const key = req.get(IDEMPOTENCY_HEADER);
  if (key === undefined) return null;
  const trimmed = key.trim();
  if (trimmed.length === 0 || trimmed.length > MAX_KEY_LENGTH) {
    const message = `${IDEMPOTENCY_HEADER} must be 1 to ${MAX_KEY_LENGTH} characters`;
    throw new HttpError(400, message, { [IDEMPOTENCY_HEADER]: message });
  }
  return trimmed;
}

/** Fingerprint of what the request asks for (its validated input), to tell a replay from a reuse. */
export function requestHash(input: unknown): string {
  return createHash("sha256").update(JSON.stringify(input)).digest("hex");
}

/**
 * The answer of the request that holds `key` in `scope`, read after this request's claim of the key found
 * it taken (on PostgreSQL the claim is part of the order's own insert, decision 180, and waits for the
 * twin's commit). 409 while the twin has not finished; 422 when the key was used for a different request.
 */
export async function twinAnswer(db: Executor, scope: string, key: string, hash: string): Promise<StoredAnswer> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(eq(idempotencyKeys.key, idempotencyRowKey(scope, key)));
  const answer = committedAnswer(row, hash);
  if (!answer) throw keyInFlight();
  return answer;
}

/** 409: the first request with this key has not finished. */
export const keyInFlight = () =>
  new HttpError(409, "A request with this Idempotency-Key is still being processed. Please try again.");

/** The row that stands for `key` in `scope` (its primary key). */
export const idempotencyRowKey = (scope: string, key: string) => `${scope}:${key}`;

export type KeyRow = { requestHash: string; statusCode: number | null; response: unknown };

/**
 * The first request's committed answer from its key's row (read before any work), or null when there is
 * none or it is still in flight; 422 when the key was used for a different request.
 */
export function committedAnswer(row: KeyRow | null | undefined, hash: string): StoredAnswer | null {
  if (!row || row.statusCode === null) return null;
  if (row.requestHash !== hash) {
    throw new HttpError(
      422,
      `This ${IDEMPOTENCY_HEADER} was already used for a different request. Send a new key for a new request.`,
    );
  }
  return { status: row.statusCode, body: row.response };
}

/**
 * Stores the answer in the same transaction as the work it describes, as a CTE of the work's last statement
 * (an order's, decision 181). On PostgreSQL the key's row was claimed earlier in the transaction and gets its
 * answer; on PGlite, whose transaction read the key itself and runs alone (decision 179), the row is claimed
 * and answered here at once. Its placeholders are filled by `answerValues`; without a key it stores nothing.
 */
export const answerSql = sql`
  insert into ${idempotencyKeys} (key, scope, request_hash, status_code, response)
  select ${sql.placeholder("answerKey")}::text, ${sql.placeholder("answerScope")}::text,
         ${sql.placeholder("answerHash")}::text, ${sql.placeholder("answerStatus")}::int,
         ${sql.placeholder("answerBody")}::jsonb
  where ${sql.placeholder("answerKey")}::text is not null
  on conflict (key) do update set status_code = excluded.status_code, response = excluded.response`;

/** The values of `answerSql`'s placeholders: `key` in `scope` answered with `answer`, or (no key) nothing. */
export function answerValues(
  scope: string,
  key: string | null,
  hash: () => string,
  answer: StoredAnswer,
): Record<string, string | number | null> {
  return key
    ? {
        answerKey: idempotencyRowKey(scope, key),
        answerScope: scope,
        answerHash: hash(),
        answerStatus: answer.status,
        answerBody: JSON.stringify(answer.body),
      }
    : { answerKey: null, answerScope: null, answerHash: null, answerStatus: null, answerBody: null };
}

/** Keys older than a day are forgotten (a retry comes within seconds or minutes). */
export async function pruneIdempotencyKeys(db: Executor, olderThanMs = 24 * 3_600_000): Promise<number> {
  const rows = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(secs => ${olderThanMs / 1000})`))
    .returning({ key: idempotencyKeys.key });
  return rows.length;
}
