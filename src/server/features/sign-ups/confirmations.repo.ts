/** SQL for sign-ups waiting on their mailbox: only the token's SHA-256 is kept (decision 034). */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { signUpConfirmations } from "../../db/schema";

export type ConfirmationKind = "newsletter" | "subscription";
export type ConfirmationRow = typeof signUpConfirmations.$inferSelect;

/** A link stays good for a week: long enough for a holiday inbox, short enough to be forgotten. */
export const CONFIRMATION_DAYS = 7;

const hash = (token: string) => createHash("sha256").update(token).digest("hex");

export async function createConfirmation(
  db: Executor,
  kind: ConfirmationKind,
  email: string,
  payload: Record<string, unknown>,
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(signUpConfirmations).values({
    kind,
    email,
    payload,
    tokenHash: hash(token),
    expiresAt: sql`now() + make_interval(days => ${CONFIRMATION_DAYS})`,
  });
  return token;
}

/** The confirmation a link's token names while it is good (confirmed ones stay readable: a second click says so). */
export async function findConfirmation(db: Executor, token: string): Promise<ConfirmationRow | null> {
  if (!token || token.length > 100) return null;
  const [row] = await db
    .select()
    .from(signUpConfirmations)
    .where(and(eq(signUpConfirmations.tokenHash, hash(token)), gt(signUpConfirmations.expiresAt, sql`now()`)));
  return row ?? null;
}

/** Marks it confirmed; false when another click got there first (then nothing is applied twice). */
export async function claimConfirmation(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .update(signUpConfirmations)
    .set({ confirmedAt: sql`now()` })
    .where(and(eq(signUpConfirmations.id, id), isNull(signUpConfirmations.confirmedAt)))
    .returning({ id: signUpConfirmations.id });
  return rows.length === 1;
}

/** Confirmations past their week, confirmed or not (run by the housekeeping job). */
export async function pruneConfirmations(db: Executor): Promise<void> {
  await db.delete(signUpConfirmations).where(sql`${signUpConfirmations.expiresAt} < now()`);
}
