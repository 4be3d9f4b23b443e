/**
 * Browsers the owner signed in from (decision 031). An address can be shared or, behind a wrongly
 * trusted proxy, forged — a browser that once signed in cannot be: it carries a signed cookie naming
 * the account, and a sign-in from it is counted per browser instead of per address and name, so no
 * stream of guesses from anywhere can lock the owner out of their own browser. The signature covers
 * the account's password hash: new credentials make every old cookie worthless.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export const DEVICE_COOKIE = "bb_admin_device";
const MAX_AGE_DAYS = 365;

export type DeviceSigner = {
  issue(userId: number, passwordHash: string): string;
  /** The browser's id when `token` was issued to this user (with this password) within a year; else null. */
  verify(token: string, user: { id: number; passwordHash: string }): string | null;
};

export function createDeviceSigner(secret: string): DeviceSigner {
  const mac = (userId: number, issued: string, passwordHash: string) =>
    createHmac("sha256", secret).update(`admin-device:${userId}:${issued}:${passwordHash}`).digest("base64url");
  return {
    issue(userId, passwordHash) {
      const issued = Date.now().toString(36);
      return `${userId}.${issued}.${mac(userId, issued, passwordHash)}`;
    },
    verify(token, user) {
      const [id, issued, signature, extra] = token.split(".");
      if (extra !== undefined || !issued || !signature || Number(id) !== user.id) return null;
      const age = Date.now() - parseInt(issued, 36);
      if (!(age >= 0 && age < MAX_AGE_DAYS * 86_400_000)) return null;
      const expected = Buffer.from(mac(user.id, issued, user.passwordHash));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return signature.slice(0, 16);
    },
  };
}

/** The device cookie's value from a Cookie header, if present. */
export function deviceTokenOf(cookieHeader: string | undefined): string | null {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === DEVICE_COOKIE) return decodeURIComponent(value.join("="));
  }
  return null;
}

/** Only ever sent back to the login call; not readable by scripts. */
export function deviceCookieHeader(token: string, secure: boolean): string {
  return [
    `${DEVICE_COOKIE}=${encodeURIComponent(token)}`,
    "Path=/api/admin/login",
    `Max-Age=${MAX_AGE_DAYS * 86_400}`,
    "HttpOnly",
    "SameSite=Strict",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}
