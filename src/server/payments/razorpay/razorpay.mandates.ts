/**
 * Razorpay Subscriptions as the seam's recurring mandates (decision 143). Razorpay charges every renewal
 * itself (`chargedBy: "provider"`) and reports by webhook (`subscription.*`, read in razorpay-webhook.ts):
 * - a mandate is a Razorpay subscription of a plan: `POST /v1/plans` (an amount every 2 or 6 weeks =
 *   weekly × 2 or × 6, or monthly), made once per amount and schedule and kept in `provider_plans` so
 *   every process reuses it, then `POST /v1/subscriptions` with the plan;
 * - the subscriber pays the first delivery and authorises the rest in checkout.js opened with the
 *   `subscription_id`; the window's answer is signed as HMAC(`payment_id|subscription_id`) under the key
 *   secret, and the payment itself is read back (`GET /v1/payments/:id`) before it becomes an order;
 * - plan and frequency changes are `PATCH /v1/subscriptions/:id` with the new plan at the cycle's end;
 *   pause, resume and cancel are their own calls, taking effect now;
 * - the reconciler reads a subscription's paid invoices (`GET /v1/invoices?subscription_id=`) when its
 *   webhooks seem lost.
 */
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { providerPlans } from "../../db/schema";
import {
  mandatesNotSupported,
  ProviderCapabilityError,
  ProviderUnavailableError,
  type MandatePayment,
  type RecurringMandates,
} from "../provider";
import { hmacHex, signaturesMatch } from "../signature";
import type { RazorpayCall } from "./razorpay.client";

/** How long a mandate runs before the subscriber would authorise again: five years of deliveries. */
const MANDATE_YEARS = 5;

export type RazorpaySchedule = { period: "weekly" | "monthly"; interval: number };

/** A delivery every `days` days in Razorpay's terms: 14 → weekly × 2, 42 → weekly × 6, 30 → monthly. */
export function razorpaySchedule(days: number): RazorpaySchedule {
  if (days === 30) return { period: "monthly", interval: 1 };
  if (Number.isInteger(days) && days > 0 && days % 7 === 0) return { period: "weekly", interval: days / 7 };
  throw new ProviderCapabilityError(`Razorpay Subscriptions has no schedule of one charge every ${days} days`);
}

/** The number of charges Razorpay is asked for (`total_count`): deliveries in five years. */
export function totalCount(days: number): number {
  return Math.floor((MANDATE_YEARS * 365) / days);
}

type PlanEntity = { id: string; period: string; interval: number; item?: { amount?: number } };
type SubscriptionEntity = { id: string; plan_id: string; status: string };
type PaymentEntity = {
  id: string;
  amount: number;
  status: string;
  order_id?: string | null;
  method?: string | null;
  /** Razorpay names a subscription's payments by their invoice, and the invoice by its subscription. */
  invoice_id?: string | null;
};

/** A subscription's invoice: one per charge, `paid` with its payment once Razorpay has taken the money. */
type InvoiceEntity = {
  id: string;
  status: string;
  payment_id?: string | null;
  order_id?: string | null;
  amount?: number;
  amount_paid?: number;
  paid_at?: number | null;
};

export function createRazorpayMandates(call: RazorpayCall, keySecret: string, db: Db | undefined): RecurringMandates {
  if (!db) return mandatesNotSupported("razorpay");

  /** The plan for an amount and schedule: ours from the table, else made at Razorpay once and kept. */
  async function planFor(amountPaise: number, days: number): Promise<string> {
    const schedule = razorpaySchedule(days);
    const key = and(
      eq(providerPlans.provider, "razorpay"),
      eq(providerPlans.period, schedule.period),
      eq(providerPlans.interval, schedule.interval),
      eq(providerPlans.amountPaise, amountPaise),
    );
    const [known] = await db!.select().from(providerPlans).where(key);
    if (known) return known.providerPlanId;
    const plan = await call<PlanEntity>("POST", "/v1/plans", {
      period: schedule.period,
      interval: schedule.interval,
      item: {
        name: `Bean & Bhūmi delivery every ${schedule.interval} ${schedule.period === "weekly" ? "week(s)" : "month(s)"}`,
        amount: amountPaise,
        currency: "INR",
      },
      notes: { shop: "bean-and-bhumi" },
    });
    if (typeof plan.id !== "string" || plan.item?.amount !== amountPaise)
      throw new ProviderUnavailableError("Razorpay created a plan that does not match ours");
    // Two processes may make the same plan at once: the first kept wins, the other plan stays unused.
    await db!
      .insert(providerPlans)
      .values({ provider: "razorpay", ...schedule, amountPaise, providerPlanId: plan.id })
      .onConflictDoNothing();
    const [kept] = await db!.select().from(providerPlans).where(key);
    return kept!.providerPlanId;
  }

  const subscriptionPath = (mandateId: string, action = "") =>
    `/v1/subscriptions/${encodeURIComponent(mandateId)}${action ? `/${action}` : ""}`;

  return {
    chargedBy: "provider",
    async createMandate({ amountPaise, intervalDays, notes }) {
      const planId = await planFor(amountPaise, intervalDays);
      const subscription = await call<SubscriptionEntity>("POST", "/v1/subscriptions", {
        plan_id: planId,
        total_count: totalCount(intervalDays),
        quantity: 1,
        // The shop mails its own receipts and links; Razorpay sends nothing of its own.
        customer_notify: 0,
        notes,
      });
      if (typeof subscription.id !== "string" || subscription.plan_id !== planId)
        throw new ProviderUnavailableError("Razorpay created a subscription that does not match ours");
      return { mandateId: subscription.id };
    },
    verifyMandateSignature({ mandateId, providerPaymentId, signature }) {
      return signaturesMatch(hmacHex(keySecret, `${providerPaymentId}|${mandateId}`), signature);
    },
    async fetchMandatePayment(providerPaymentId): Promise<MandatePayment> {
      const payment = await call<PaymentEntity>("GET", `/v1/payments/${encodeURIComponent(providerPaymentId)}`);
      if (typeof payment.id !== "string" || typeof payment.amount !== "number")
        throw new ProviderUnavailableError("Razorpay sent a payment without an id or amount");
      return {
        providerPaymentId: payment.id,
        providerOrderId: payment.order_id ?? null,
        amountPaise: payment.amount,
        captured: payment.status === "captured",
        method: payment.method ?? null,
      };
    },
    async listMandatePayments(mandateId) {
      const list = await call<{ items?: InvoiceEntity[] }>(
        "GET",
        `/v1/invoices?${new URLSearchParams({ subscription_id: mandateId, count: "100" })}`,
      );
      return (list.items ?? [])
        .filter((invoice) => invoice.status === "paid" && typeof invoice.payment_id === "string")
        .map((invoice) => ({
          providerPaymentId: invoice.payment_id!,
          providerOrderId: invoice.order_id ?? null,
          amountPaise: invoice.amount_paid ?? invoice.amount ?? 0,
          captured: true,
          method: null,
          paidAt: invoice.paid_at ? new Date(invoice.paid_at * 1000) : null,
        }));
    },
    chargeMandate: async () => {
      throw new ProviderCapabilityError("Razorpay charges subscription renewals itself");
    },
    async updateMandate(mandateId, { amountPaise, intervalDays }) {
      const planId = await planFor(amountPaise, intervalDays);
      await call("PATCH", subscriptionPath(mandateId), {
        plan_id: planId,
        schedule_change_at: "cycle_end",
        customer_notify: 0,
      });
    },
    pauseMandate: async (mandateId) =>
      void (await call("POST", subscriptionPath(mandateId, "pause"), { pause_at: "now" })),
    resumeMandate: async (mandateId) =>
      void (await call("POST", subscriptionPath(mandateId, "resume"), { resume_at: "now" })),
    cancelMandate: async (mandateId) =>
      void (await call("POST", subscriptionPath(mandateId, "cancel"), { cancel_at_cycle_end: 0 })),
  };
}
