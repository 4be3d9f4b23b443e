/**
 * One-time sign-in codes (decision 095): 6 digits mailed to an address; only the SHA-256 of
 * address and code is kept. A code works once, for 10 minutes and 5 guesses; a new one replaces the last.
 */
import { createHash, randomInt, timingSafeEqual } from "node:crypto";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { SIGN_IN_CODE_ATTEMPTS, SIGN_IN_CODE_MINUTES } from "@domain/accounts";
import type { Executor } from "../../db/client";
import { shopperSignInCodes } from "../../db/schema";

const hashCode = (email: string, code: string) => createHash("sha256").update(`${email}:${code}`).digest("hex");

/** Stores a new code for `email` (ending any earlier one) and returns it, to be mailed in the same transaction. */
export async function issueSignInCode(tx: Executor, email: string): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  await tx
    .update(shopperSignInCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(shopperSignInCodes.email, email), isNull(shopperSignInCodes.usedAt)));
  await tx.insert(shopperSignInCodes).values({
    email,
    codeHash: hashCode(email, code),
    expiresAt: sql`now() + make_interval(mins => ${SIGN_IN_CODE_MINUTES})`,
  });
  return code;
}

export type RedeemResult = "ok" | "wrong" | "expired" | "spent";

/**
 * Checks `code` against the address's newest unused code, counting the guess first (under a row lock,
 * so concurrent guesses cannot exceed the allowance). A right code is spent at once.
 */
export async function redeemSignInCode(tx: Executor, email: string, code: string): Promise<RedeemResult> {
  const [live] = await tx
    .select()
    .from(shopperSignInCodes)
    .where(and(eq(shopperSignInCodes.email, email), isNull(shopperSignInCodes.usedAt)))
    .orderBy(desc(shopperSignInCodes.id))
    .limit(1)
    .for("update");
  if (!live || live.expiresAt.getTime() <= Date.now()) return "expired";
  if (live.attempts >= SIGN_IN_CODE_ATTEMPTS) return "spent";
  const given = Buffer.from(hashCode(email, code), "hex");
  const stored = Buffer.from(live.codeHash, "hex");
  const right = given.length === stored.length && timingSafeEqual(given, stored);
  await tx
    .update(shopperSignInCodes)
    .set(right ? { usedAt: sql`now()` } : { attempts: sql`${shopperSignInCodes.attempts} + 1` })
    .where(eq(shopperSignInCodes.id, live.id));
  if (right) return "ok";
  return live.attempts + 1 >= SIGN_IN_CODE_ATTEMPTS ? "spent" : "wrong";
}
