/**
 * Admin sessions: a bearer token of 256 random bits, of which only the SHA-256 is stored, with an
 * absolute expiry. Logging out revokes the row; a revoked or expired row never authenticates again.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, gt, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { Executor } from "../../../db/client";
import { adminSessions, adminUsers } from "../../../db/schema";

export const SESSION_HOURS = 12;
/** An address the account signed in from within this many days is "known" to it (see decision 010). */
export const KNOWN_ADDRESS_DAYS = 30;

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export async function createSession(
  db: Executor,
  userId: number,
  meta: { ip: string | null; userAgent: string | null },
) {
  const token = randomBytes(32).toString("base64url");
  const [row] = await db
    .insert(adminSessions)
    .values({
      userId,
      tokenHash: hashToken(token),
      ip: meta.ip,
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
      expiresAt: sql`now() + make_interval(hours => ${SESSION_HOURS})`,
    })
    .returning({ id: adminSessions.id, expiresAt: adminSessions.expiresAt });
  await db
    .update(adminUsers)
    .set({ lastLoginAt: sql`now()` })
    .where(eq(adminUsers.id, userId));
  return { token, sessionId: row!.id, expiresAt: row!.expiresAt };
}

/** The live session a token belongs to, with its user; undefined for a made-up, expired or revoked token. */
export async function findLiveSession(db: Executor, token: string) {
  const [row] = await db
    .select({
      sessionId: adminSessions.id,
      userId: adminUsers.id,
      username: adminUsers.username,
      expiresAt: adminSessions.expiresAt,
    })
    .from(adminSessions)
    .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.userId))
    .where(
      and(
        eq(adminSessions.tokenHash, hashToken(token)),
        isNull(adminSessions.revokedAt),
        gt(adminSessions.expiresAt, sql`now()`),
        isNull(adminUsers.disabledAt),
      ),
    );
  return row;
}

/** Ends every live session of a user (its credentials changed, or the account was disabled). */
export async function revokeUserSessions(db: Executor, userId: number): Promise<number> {
  const rows = await db
    .update(adminSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(adminSessions.userId, userId), isNull(adminSessions.revokedAt)))
    .returning({ id: adminSessions.id });
  return rows.length;
}

export type LiveSession = {
  id: number;
  ip: string | null;
  userAgent: string | null;
  createdAt: Date;
  expiresAt: Date;
};

/** A user's sessions that still sign in, newest first (the admin's "Sessions" panel). */
export async function liveSessions(db: Executor, userId: number): Promise<LiveSession[]> {
  return db
    .select({
      id: adminSessions.id,
      ip: adminSessions.ip,
      userAgent: adminSessions.userAgent,
      createdAt: adminSessions.createdAt,
      expiresAt: adminSessions.expiresAt,
    })
    .from(adminSessions)
    .where(
      and(eq(adminSessions.userId, userId), isNull(adminSessions.revokedAt), gt(adminSessions.expiresAt, sql`now()`)),
    )
    .orderBy(desc(adminSessions.id));
}

/** Ends one of the user's sessions; false when it is not theirs or already over. */
export async function revokeUserSession(db: Executor, userId: number, sessionId: number): Promise<boolean> {
  const rows = await db
    .update(adminSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(adminSessions.id, sessionId), eq(adminSessions.userId, userId), isNull(adminSessions.revokedAt)))
    .returning({ id: adminSessions.id });
  return rows.length === 1;
}

export async function revokeSession(db: Executor, sessionId: number): Promise<void> {
  await db
    .update(adminSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(adminSessions.id, sessionId), isNull(adminSessions.revokedAt)));
}

/** Whether `username` signed in successfully from `ip` recently (its owner's usual address). */
export async function isKnownAddress(db: Executor, username: string, ip: string): Promise<boolean> {
  const [row] = await db
    .select({ id: adminSessions.id })
    .from(adminSessions)
    .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.userId))
    .where(
      and(
        eq(adminUsers.username, username),
        eq(adminSessions.ip, ip),
        gt(adminSessions.createdAt, sql`now() - make_interval(days => ${KNOWN_ADDRESS_DAYS})`),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Drops ended sessions once they are too old to make an address "known" (30 days after they began). */
export async function pruneSessions(db: Executor): Promise<void> {
  await db
    .delete(adminSessions)
    .where(
      and(
        lt(adminSessions.createdAt, sql`now() - make_interval(days => ${KNOWN_ADDRESS_DAYS})`),
        or(lt(adminSessions.expiresAt, sql`now()`), isNotNull(adminSessions.revokedAt)),
      ),
    );
}
