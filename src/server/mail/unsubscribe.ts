/**
 * One-click unsubscribe (RFC 8058) for marketing mail. The link carries the address and an HMAC of
 * it under a per-installation secret (`app_meta`), so every process can check a link without a
 * table of tokens, links never expire, and nobody can unsubscribe an address they only guessed.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Executor } from "../db/client";
import { getOrCreateSecret } from "../secrets";

const SECRET_NAME = "unsubscribe-links";
const PURPOSE = "newsletter-unsubscribe:";

export type UnsubscribeSigner = { token(email: string): string; verify(token: string): string | null };

/** `purpose` keeps one list's links from working on another (the back-in-stock alerts have their own). */
export async function createUnsubscribeSigner(db: Executor, purpose = PURPOSE): Promise<UnsubscribeSigner> {
  const secret = await getOrCreateSecret(db, SECRET_NAME);
  const mac = (email: string) =>
    createHmac("sha256", secret)
      .update(purpose + email)
      .digest();
  return {
    token: (email) => `${Buffer.from(email).toString("base64url")}.${mac(email).toString("base64url")}`,
    verify(token) {
      const [encoded, signature, extra] = token.split(".");
      if (!encoded || !signature || extra !== undefined) return null;
      const email = Buffer.from(encoded, "base64url").toString("utf8");
      const given = Buffer.from(signature, "base64url");
      const expected = mac(email);
      return given.length === expected.length && timingSafeEqual(given, expected) ? email : null;
    },
  };
}

/** The confirmation page (also what clients without one-click open) and the one-click POST target. */
export function unsubscribeUrls(origin: string, token: string) {
  const query = `token=${encodeURIComponent(token)}`;
  return { page: `${origin}/unsubscribe?${query}`, oneClick: `${origin}/api/newsletter/unsubscribe?${query}` };
}

/** Headers every marketing mail carries, so the mail client can offer its own Unsubscribe button. */
export function listUnsubscribeHeaders(oneClickUrl: string): Record<string, string> {
  return { "List-Unsubscribe": `<${oneClickUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}
