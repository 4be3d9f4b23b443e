/**
 * Signing in, with failed-guess limits kept in the database (shared by every process). Decision 010,
 * extended by 031:
 * - from a browser that signed in to this account before (a signed device cookie): one counter per
 *   browser, 10 per 15 min — nothing an attacker does elsewhere, from any address, touches it;
 * - otherwise three counters, each counted before the password is checked:
 *   per address, whatever the username; per username and address; and per username across the
 *   addresses that are not known to the account (it signed in from them in the last 30 days).
 * An unknown username costs the same scrypt work as a known one (a dummy hash), so timing does not
 * tell which names exist; a disabled account (an old ADMIN_USERNAME) answers like a wrong password.
 * The hashes themselves wait in a bounded, fair queue (hash-queue.ts).
 */
import { eq } from "drizzle-orm";
import { INVALID_CREDENTIALS, type LoginInput } from "@domain/admin/auth";
import type { Db } from "../../../db/client";
import { adminUsers } from "../../../db/schema";
import { addressSubject } from "../../../http/client-address";
import { HttpError } from "../../../http/errors";
import { hitRateLimit, resetRateLimit, tooManyRequests, type RateRule } from "../../../http/rate-limit";
import { verifyPassword } from "../password";
import type { DeviceSigner } from "./devices";
import { createHashQueue, HashQueueFull } from "./hash-queue";
import { createSession, isKnownAddress } from "./sessions.repo";

const MINUTE = 60_000;
export const LOGIN_PER_ADDRESS: RateRule = { name: "admin-login-ip", limit: 20, windowMs: 15 * MINUTE };
export const LOGIN_PER_NAME_AND_ADDRESS: RateRule = { name: "admin-login-user-ip", limit: 5, windowMs: 15 * MINUTE };
export const LOGIN_PER_NAME: RateRule = { name: "admin-login-user", limit: 50, windowMs: 60 * MINUTE };
export const LOGIN_PER_DEVICE: RateRule = { name: "admin-login-device", limit: 10, windowMs: 15 * MINUTE };

/** scrypt at the same cost as real hashes, of a password nobody knows. */
const DUMMY_HASH =
  "scrypt$131072$8$1$RCJAL3y+EZl4Iads/wWY/A==$YyR98ZstrZ/2mtDjf3C1rG87cVcGrrJPZoiZ0PQERVNOK+x/Avvn559JCkfOWReAByaBtn4XuQyObYY7CFpYnA==";

const hashes = createHashQueue();

const nameKey = (username: string) => username.toLowerCase().slice(0, 100);
const TOO_MANY = (seconds: number) =>
  tooManyRequests(
    seconds,
    `Too many sign-in attempts. Please try again in ${seconds < 60 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`}.`,
  );
const BUSY = () => tooManyRequests(5, "Sign-in is busy right now. Please try again in a few seconds.");

export type SignedIn = { token: string; expiresAt: string; username: string; deviceToken: string };

export async function signIn(
  db: Db,
  devices: DeviceSigner,
  input: LoginInput,
  meta: { ip: string; userAgent: string | null; deviceToken: string | null },
): Promise<SignedIn> {
  const name = nameKey(input.username);
  const address = addressSubject(meta.ip);
  const [found] = await db.select().from(adminUsers).where(eq(adminUsers.username, input.username));
  const user = found && !found.disabledAt ? found : undefined;
  const device = user && meta.deviceToken ? devices.verify(meta.deviceToken, user) : null;
  if (device) {
    const perDevice = await hitRateLimit(db, LOGIN_PER_DEVICE, `${user!.id}|${device}`);
    if (!perDevice.allowed) throw TOO_MANY(perDevice.retryAfterSeconds);
  } else {
    const perAddress = await hitRateLimit(db, LOGIN_PER_ADDRESS, address);
    if (!perAddress.allowed) throw TOO_MANY(perAddress.retryAfterSeconds);
    const perPair = await hitRateLimit(db, LOGIN_PER_NAME_AND_ADDRESS, `${name}|${address}`);
    if (!perPair.allowed) throw TOO_MANY(perPair.retryAfterSeconds);
    if (!(await isKnownAddress(db, input.username, meta.ip))) {
      const perName = await hitRateLimit(db, LOGIN_PER_NAME, name);
      if (!perName.allowed) throw TOO_MANY(perName.retryAfterSeconds);
    }
  }

  let valid: boolean;
  try {
    valid = await hashes.run(
      device ? `device:${device}` : `address:${address}`,
      () => verifyPassword(input.password, user?.passwordHash ?? DUMMY_HASH),
      { priority: Boolean(device) },
    );
  } catch (error) {
    if (error instanceof HashQueueFull) throw BUSY();
    throw error;
  }
  if (!user || !valid) throw new HttpError(401, INVALID_CREDENTIALS);

  if (device) await resetRateLimit(db, LOGIN_PER_DEVICE, `${user.id}|${device}`);
  else {
    await resetRateLimit(db, LOGIN_PER_ADDRESS, address);
    await resetRateLimit(db, LOGIN_PER_NAME_AND_ADDRESS, `${name}|${address}`);
  }
  const session = await createSession(db, user.id, { ip: meta.ip, userAgent: meta.userAgent });
  return {
    token: session.token,
    expiresAt: session.expiresAt.toISOString(),
    username: user.username,
    deviceToken: devices.issue(user.id, user.passwordHash),
  };
}
