/**
 * The signed, expiring link in the "how was your coffee?" mail (decision 131): one per order line,
 * `<order item id>.<expiry, unix seconds>.<HMAC>` under a per-installation secret, so every process
 * can check it without a table of tokens and nobody can review a line they only guessed the number of.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

/** How long a review link works after the order is marked delivered. */
export const REVIEW_LINK_DAYS = 90;

export type ReviewLinks = {
  token(orderItemId: number, now?: Date): string;
  /** The order line a token is for, or why not. */
  check(token: string, now?: Date): { orderItemId: number } | { problem: "invalid" | "expired" };
};

export function createReviewLinks(secret: string): ReviewLinks {
  const mac = (payload: string) => createHmac("sha256", secret).update(`review-link:${payload}`).digest();
  return {
    token(orderItemId, now = new Date()) {
      const expires = Math.floor(now.getTime() / 1000) + REVIEW_LINK_DAYS * 86_400;
      const payload = `${orderItemId}.${expires}`;
      return `${payload}.${mac(payload).toString("base64url")}`;
    },
    check(token, now = new Date()) {
      const match = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match) return { problem: "invalid" };
      const given = Buffer.from(match[3]!, "base64url");
      const expected = mac(`${match[1]}.${match[2]}`);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { problem: "invalid" };
      if (Number(match[2]) * 1000 < now.getTime()) return { problem: "expired" };
      return { orderItemId: Number(match[1]) };
    },
  };
}

export function reviewUrl(origin: string, token: string): string {
  return `${origin.replace(/\/+$/, "")}/review?token=${encodeURIComponent(token)}`;
}
