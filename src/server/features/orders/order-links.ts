/**
 * The token in an order mail's link (decision 033). Order numbers are sequential, so a link must carry
 * something only the buyer's mailbox has: an HMAC of the order number under the per-installation
 * order-token secret. It is derived, not stored — every process can check it and every mail about the
 * order (confirmation, shipped, refund) carries the same one — and it reads that one order only.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export type OrderLinks = {
  token(orderNumber: string): string;
  matches(orderNumber: string, token: string): boolean;
};

export function createOrderLinks(secret: string): OrderLinks {
  const token = (orderNumber: string) =>
    createHmac("sha256", secret).update(`order-link:${orderNumber}`).digest("base64url");
  return {
    token,
    matches(orderNumber, given) {
      const expected = Buffer.from(token(orderNumber));
      const actual = Buffer.from(given);
      return actual.length === expected.length && timingSafeEqual(actual, expected);
    },
  };
}
