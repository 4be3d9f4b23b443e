/** Razorpay's signatures, which the sandbox copies exactly: hex HMAC-SHA256, compared in constant time. */
import { createHmac, timingSafeEqual } from "node:crypto";

export function hmacHex(secret: string, message: string | Buffer): string {
  return createHmac("sha256", secret).update(message).digest("hex");
}

/** The checkout signature: HMAC of `providerOrderId|providerPaymentId` keyed with the provider secret. */
export function paymentSignature(secret: string, providerOrderId: string, providerPaymentId: string): string {
  return hmacHex(secret, `${providerOrderId}|${providerPaymentId}`);
}

/** Constant-time comparison of a hex signature we computed with one we were sent. */
export function signaturesMatch(expectedHex: string, receivedHex: string): boolean {
  if (!/^[0-9a-f]+$/i.test(receivedHex)) return false;
  const expected = Buffer.from(expectedHex, "hex");
  const received = Buffer.from(receivedHex, "hex");
  return expected.length === received.length && timingSafeEqual(expected, received);
}
