/**
 * The management links of subscription mail (decision 137): `<id>.<version>.<expires>.<signature>`, an
 * HMAC over the first three under a per-installation secret. The subscription's `link_version` is part
 * of what is signed, and every change bumps it: a link that was used to change something (or any older
 * mail's link) stops working, and the change's own mail carries the new one. Links last 90 days.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export const MANAGE_LINK_DAYS = 90;

export type ManageClaim = { subscriptionId: number; version: number };

export function createSubscriptionLinks(secret: string) {
  const sign = (body: string) => createHmac("sha256", secret).update(`subscription-link:${body}`).digest("base64url");
  return {
    token(subscriptionId: number, version: number, now = new Date()): string {
      const expires = Math.floor(now.getTime() / 1000) + MANAGE_LINK_DAYS * 86_400;
      const body = `${subscriptionId}.${version}.${expires}`;
      return `${body}.${sign(body)}`;
    },
    /** The link's subscription and version when it is ours and unexpired; null otherwise (never an error). */
    read(token: string, now = new Date()): ManageClaim | null {
      const match = /^(\d{1,9})\.(\d{1,9})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match) return null;
      const [, id, version, expires, signature] = match;
      const expected = Buffer.from(sign(`${id}.${version}.${expires}`));
      const given = Buffer.from(signature!);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      if (Number(expires) * 1000 <= now.getTime()) return null;
      return { subscriptionId: Number(id), version: Number(version) };
    },
  };
}
export type SubscriptionLinks = ReturnType<typeof createSubscriptionLinks>;

export function manageUrl(origin: string, token: string): string {
  return `${origin.replace(/\/+$/, "")}/subscription/manage?${new URLSearchParams({ token })}`;
}
