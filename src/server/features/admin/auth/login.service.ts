/**
 * Signing in, with failed-guess limits kept in the database (shared by every process). Three
 * counters, each counting attempts before the password is checked (decision 010):
 * - per address, whatever the username: someone guessing names locks only their own address;
 * - per username and address: hammering the real name from one address locks only that pair;
 * - per username across untrusted addresses: a spread-out attack is slowed, while the addresses the
 *   account recently signed in from are exempt, so the owner is never locked out from them.
 * An unknown username costs the same scrypt work as a known one (a dummy hash), so timing does not
 * tell which names exist.
 */
import { eq } from "drizzle-orm";
import { INVALID_CREDENTIALS, type LoginInput } from "@domain/admin/auth";
import type { Db } from "../../../db/client";
import { adminUsers } from "../../../db/schema";
import { HttpError } from "../../../http/errors";
import { hitRateLimit, resetRateLimit, tooManyRequests, type RateRule } from "../../../http/rate-limit";
import { verifyPassword } from "../password";
import { createSession, isKnownAddress } from "./sessions.repo";

const MINUTE = 60_000;
export const LOGIN_PER_ADDRESS: RateRule = { name: "admin-login-ip", limit: 20, windowMs: 15 * MINUTE };
export const LOGIN_PER_NAME_AND_ADDRESS: RateRule = { name: "admin-login-user-ip", limit: 5, windowMs: 15 * MINUTE };
export const LOGIN_PER_NAME: RateRule = { name: "admin-login-user", limit: 50, windowMs: 60 * MINUTE };

/** scrypt at the same cost as real hashes, of a password nobody knows. */
const DUMMY_HASH = "scrypt$131072$8$1$RCJAL3y+EZl4Iads/wWY/A==$YyR98ZstrZ/2mtDjf3C1rG87cVcGrrJPZoiZ0PQERVNOK+x/Avvn559JCkfOWReAByaBtn4XuQyObYY7CFpYnA==";

/** scrypt at N=2^17 takes 128 MB for ~0.5 s: at most two at a time per process, the rest queue. */
const MAX_CONCURRENT_HASHES = 2;
let running = 0;
const waiting: (() => void)[] = [];
async function limitedVerify(password: string, hash: string): Promise<boolean> {
  if (running >= MAX_CONCURRENT_HASHES) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await verifyPassword(password, hash);
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

const nameKey = (username: string) => username.toLowerCase().slice(0, 100);
const TOO_MANY = (seconds: number) => tooManyRequests(seconds, `Too many sign-in attempts. Please try again in ${seconds < 60 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`}.`);

export async function signIn(db: Db, input: LoginInput, meta: { ip: string; userAgent: string | null }) {
  const name = nameKey(input.username);
  const perAddress = await hitRateLimit(db, LOGIN_PER_ADDRESS, meta.ip);
  if (!perAddress.allowed) throw TOO_MANY(perAddress.retryAfterSeconds);
  const perPair = await hitRateLimit(db, LOGIN_PER_NAME_AND_ADDRESS, `${name}|${meta.ip}`);
  if (!perPair.allowed) throw TOO_MANY(perPair.retryAfterSeconds);
  if (!(await isKnownAddress(db, input.username, meta.ip))) {
    const perName = await hitRateLimit(db, LOGIN_PER_NAME, name);
    if (!perName.allowed) throw TOO_MANY(perName.retryAfterSeconds);
  }

  const [user] = await db.select().from(adminUsers).where(eq(adminUsers.username, input.username));
  const valid = await limitedVerify(input.password, user?.passwordHash ?? DUMMY_HASH);
  if (!user || !valid) throw new HttpError(401, INVALID_CREDENTIALS);

  await resetRateLimit(db, LOGIN_PER_ADDRESS, meta.ip);
  await resetRateLimit(db, LOGIN_PER_NAME_AND_ADDRESS, `${name}|${meta.ip}`);
  const session = await createSession(db, user.id, { ip: meta.ip, userAgent: meta.userAgent });
  return { token: session.token, expiresAt: session.expiresAt.toISOString(), username: user.username };
}
