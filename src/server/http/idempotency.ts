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
import { and, eq, lt, sql } from "drizzle-orm";
import type { Request } from "express";
import type { Executor } from "../db/client";
import { preparedOn } from "../db/prepared";
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

const storeQuery = preparedOn((tx) =>
  tx
    .update(idempotencyKeys)
    .set({ statusCode: sql`${sql.placeholder("status")}::int`, response: sql`${sql.placeholder("response")}::jsonb` })
    .where(and(eq(idempotencyKeys.key, sql.placeholder("key")), eq(idempotencyKeys.scope, sql.placeholder("scope"))))
    .prepare("idempotency_store"),
);

/** Stores the answer in the same transaction as the work it describes. */
export async function storeIdempotentAnswer(
  tx: Executor,
  scope: string,
  key: string,
  answer: StoredAnswer,
): Promise<void> {
  await storeQuery(tx).execute({
    status: answer.status,
    response: JSON.stringify(answer.body),
    key: idempotencyRowKey(scope, key),
    scope,
  });
}

/** The claim and the answer in one insert, prepared once per executor. */
const recordQuery = preparedOn((tx) =>
  tx
    .insert(idempotencyKeys)
    .values({
      key: sql.placeholder("key"),
      scope: sql.placeholder("scope"),
      requestHash: sql.placeholder("hash"),
      statusCode: sql`${sql.placeholder("status")}::int`,
      response: sql`${sql.placeholder("response")}::jsonb`,
    })
    .prepare("idempotency_record"),
);

/**
 * Claims `key` and stores its answer in one statement. Only for a transaction that read the key itself and
 * that nothing can run beside: PGlite's, one at a time (decision 179). Elsewhere a twin may be in flight on
 * another connection, so the key is claimed first and its answer stored last.
 */
export async function recordIdempotentAnswer(
  tx: Executor,
  scope: string,
  key: string,
  hash: string,
  answer: StoredAnswer,
): Promise<void> {
  await recordQuery(tx).execute({
    key: idempotencyRowKey(scope, key),
    scope,
    hash,
    status: answer.status,
    response: JSON.stringify(answer.body),
  });
}

/** Keys older than a day are forgotten (a retry comes within seconds or minutes). */
export async function pruneIdempotencyKeys(db: Executor, olderThanMs = 24 * 3_600_000): Promise<number> {
  const rows = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(secs => ${olderThanMs / 1000})`))
    .returning({ key: idempotencyKeys.key });
  return rows.length;
}
