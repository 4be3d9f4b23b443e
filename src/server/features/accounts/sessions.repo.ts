/**
 * Shopper sessions (decision 095): the cookie carries 256 random bits; only their SHA-256 is stored,
 * with an absolute expiry. Signing out revokes the row; "sign out everywhere" revokes them all.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lt, or, isNotNull, sql } from "drizzle-orm";
import { SESSION_DAYS } from "@domain/accounts";
import type { Executor } from "../../db/client";
import { shopperAccounts, shopperSessions } from "../../db/schema";

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export async function createShopperSession(db: Executor, accountId: number, userAgent: string | null) {
  const token = randomBytes(32).toString("base64url");
  await db.insert(shopperSessions).values({
    accountId,
    tokenHash: hashToken(token),
    userAgent: userAgent?.slice(0, 300) ?? null,
    expiresAt: sql`now() + make_interval(days => ${SESSION_DAYS})`,
  });
  return token;
}

export type ShopperSession = { sessionId: number; accountId: number; email: string };

/** The live session of a cookie's token, with its account; undefined for a made-up, expired or revoked one. */
export async function findShopperSession(db: Executor, token: string): Promise<ShopperSession | undefined> {
  if (token.length === 0 || token.length > 100) return undefined;
  const [row] = await db
    .select({ sessionId: shopperSessions.id, accountId: shopperAccounts.id, email: shopperAccounts.email })
    .from(shopperSessions)
    .innerJoin(shopperAccounts, eq(shopperAccounts.id, shopperSessions.accountId))
    .where(
      and(
        eq(shopperSessions.tokenHash, hashToken(token)),
        isNull(shopperSessions.revokedAt),
        gt(shopperSessions.expiresAt, sql`now()`),
      ),
    );
  return row;
}

export async function revokeShopperSession(db: Executor, sessionId: number): Promise<void> {
  await db
    .update(shopperSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(shopperSessions.id, sessionId), isNull(shopperSessions.revokedAt)));
}

/** "Sign out everywhere": every live session of the account ends, this one included. */
export async function revokeAccountSessions(db: Executor, accountId: number): Promise<number> {
  const rows = await db
    .update(shopperSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(shopperSessions.accountId, accountId), isNull(shopperSessions.revokedAt)))
    .returning({ id: shopperSessions.id });
  return rows.length;
}

/** Drops sessions that ended more than a day ago. */
export async function pruneShopperSessions(db: Executor): Promise<void> {
  await db
    .delete(shopperSessions)
    .where(
      or(
        lt(shopperSessions.expiresAt, sql`now() - interval '1 day'`),
        and(isNotNull(shopperSessions.revokedAt), lt(shopperSessions.revokedAt, sql`now() - interval '1 day'`)),
      ),
    );
}
