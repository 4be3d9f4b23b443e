/**
 * The sandbox's recurring mandates (decision 135): a mandate is a row in `sandbox_mandates`; its window
 * approves it by paying the first delivery and signs the answer as Razorpay signs a subscription's
 * (`payment_id|subscription_id`); renewals are charged by our scheduler and always succeed unless the
 * owner or a test asked the "bank" to decline the next ones. Ids for a renewal are derived from its
 * idempotency key, so a repeated charge (a crash between charging and recording) answers the same.
 */
import { createHmac } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { sandboxMandates } from "../../db/schema";
import { mandatesNotSupported, providerId, ProviderRefusedError, type RecurringMandates } from "../provider";
import { hmacHex, signaturesMatch } from "../signature";

export const SANDBOX_DECLINE_REASON = "Declined by the bank (test mode): the mandate's renewal was refused";

export function createSandboxMandates(secret: string, db: Db | undefined): RecurringMandates {
  if (!db) return mandatesNotSupported("sandbox");
  const derived = (prefix: string, key: string) =>
    `${prefix}_${createHmac("sha256", secret).update(`${prefix}:${key}`).digest("base64url").replace(/[-_]/g, "").slice(0, 14)}`;
  const known = async (mandateId: string) => {
    const [row] = await db.select().from(sandboxMandates).where(eq(sandboxMandates.id, mandateId));
    if (!row) throw new ProviderRefusedError(`Unknown mandate ${mandateId}`);
    return row;
  };
  return {
    chargedBy: "shop",
    async createMandate() {
      const mandateId = providerId("sub");
      await db.insert(sandboxMandates).values({ id: mandateId });
      return { mandateId };
    },
    verifyMandateSignature({ mandateId, providerPaymentId, signature }) {
      return signaturesMatch(hmacHex(secret, `${providerPaymentId}|${mandateId}`), signature);
    },
    async chargeMandate({ mandateId, idempotencyKey }) {
      await known(mandateId);
      const providerPaymentId = derived("pay", idempotencyKey);
      const declined = await db
        .update(sandboxMandates)
        .set({ declineNext: sql`${sandboxMandates.declineNext} - 1` })
        .where(sql`${sandboxMandates.id} = ${mandateId} and ${sandboxMandates.declineNext} > 0`)
        .returning({ id: sandboxMandates.id });
      if (declined.length) return { status: "failed", providerPaymentId, reason: SANDBOX_DECLINE_REASON };
      return {
        status: "captured",
        providerPaymentId,
        providerOrderId: derived("order", idempotencyKey),
        method: "card",
      };
    },
    updateMandate: async (mandateId) => void (await known(mandateId)),
    pauseMandate: async (mandateId) => void (await known(mandateId)),
    resumeMandate: async (mandateId) => void (await known(mandateId)),
    cancelMandate: async (mandateId) => void (await known(mandateId)),
    async approveInWindow(mandateId, outcome, method) {
      await known(mandateId);
      if (outcome === "failure")
        return { status: "failed", reason: "Your bank declined this mandate (test mode). No money was taken." };
      const providerPaymentId = providerId("pay");
      return {
        status: "authorised",
        providerPaymentId,
        providerOrderId: providerId("order"),
        method,
        signature: hmacHex(secret, `${providerPaymentId}|${mandateId}`),
      };
    },
    async declineNextRenewals(mandateId, count) {
      await known(mandateId);
      await db.update(sandboxMandates).set({ declineNext: count }).where(eq(sandboxMandates.id, mandateId));
    },
  };
}
