/** Razorpay's signatures, which the sandbox copies exactly: hex HMAC-SHA256, compared in constant time. */
import { createHmac, timingSafeEqual } from "node:crypto";

export function hmacHex(secret: string, message: string | Buffer): string {
  return createHmac("sha256", secret).update(message).digest("hex");
}

/** The checkout signature: HMAC of `providerOrderId|providerPaymentId` keyed with the provider secret. */
export function paymentSignature(secret: string, providerOrderId: string, providerPaymentId: string): string {
  return hmacHex(secret, `${providerOrderId}|${providerPaymentId}`);
}

/** A SHA-256 HMAC as Razorpay writes it: exactly 64 lower-case hex digits, nothing before or after. */
const SIGNATURE = /^[0-9a-f]{64}$/;

/**
 * Constant-time comparison of a hex signature we computed with one we were sent. Only the exact form
 * passes — upper case, an extra digit or surrounding space are refused, as Razorpay's own SDK refuses
 * them (decision 050): decoding hex would otherwise drop a trailing odd digit and fold case.
 */
export function signaturesMatch(expectedHex: string, receivedHex: string): boolean {
  if (!SIGNATURE.test(receivedHex) || !SIGNATURE.test(expectedHex)) return false;
  return timingSafeEqual(Buffer.from(expectedHex, "latin1"), Buffer.from(receivedHex, "latin1"));
}

/** A payment link callback's signature: `id|reference_id|status|payment_id` under the key secret. */
export function paymentLinkSignature(
  secret: string,
  input: { paymentLinkId: string; referenceId: string; status: string; providerPaymentId: string },
): string {
  return hmacHex(secret, `${input.paymentLinkId}|${input.referenceId}|${input.status}|${input.providerPaymentId}`);
}
