/**
 * The token that lets the browser which placed an order read it back (≥ 128 bits; the database keeps
 * only its SHA-256). With an Idempotency-Key the token is an HMAC of that key under a per-installation
 * secret, so a replayed request can hand back the same token without it ever being stored in clear.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

export function newOrderToken(secret: string, idempotencyKey: string | null): string {
  if (idempotencyKey === null) return randomBytes(32).toString("base64url");
  return createHmac("sha256", secret).update(`order-token:${idempotencyKey}`).digest("base64url");
}

export function hashOrderToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function orderTokenMatches(token: string, storedHash: string | null): boolean {
  if (!storedHash || token.length === 0 || token.length > 200) return false;
  const a = Buffer.from(hashOrderToken(token), "hex");
  const b = Buffer.from(storedHash, "hex");
  return a.length === b.length && timingSafeEqual(a, b);
}
