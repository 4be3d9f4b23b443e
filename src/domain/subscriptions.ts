/**
 * Paid subscriptions (issue 19, decisions 135–137): their states, how often each frequency bills, how many
 * bags each plan ships, what a delivery costs, and the inputs the subscribe and manage calls take.
 * Plans and frequencies themselves are the registries of `subscription-plans.ts` (decision 040).
 */
import { z } from "zod";
import { CustomerDetails, ShippingAddress } from "./orders";
import {
  SUBSCRIPTION_FREQUENCY_IDS,
  SUBSCRIPTION_PLAN_IDS,
  SUBSCRIPTION_PLANS,
  type SubscriptionFrequency,
  type SubscriptionPlanId,
} from "./subscription-plans";
import { TAX_RATE_PERCENT } from "./totals";

/**
 * created   — stored, waiting for the first payment and the mandate;
 * active    — billed every cycle; paused — until `resumeAt`; halted — the last retry failed;
 * cancelled — by the subscriber or the owner (final).
 */
export const SUBSCRIPTION_STATUS_LABELS = {
  created: "Awaiting payment",
  active: "Active",
  paused: "Paused",
  halted: "Payment failed",
  cancelled: "Cancelled",
} as const;
export type SubscriptionStatus = keyof typeof SUBSCRIPTION_STATUS_LABELS;
export const SUBSCRIPTION_STATUSES = Object.keys(SUBSCRIPTION_STATUS_LABELS) as [
  SubscriptionStatus,
  ...SubscriptionStatus[],
];

/** What became of one billing cycle. `held`: no coffee for the mood in stock — nothing charged, the owner told. */
export const CYCLE_STATUSES = ["charging", "paid", "failed", "skipped", "held"] as const;
export type CycleStatus = (typeof CYCLE_STATUSES)[number];

/** Days between deliveries (Razorpay: weekly × 2, monthly, weekly × 6; our scheduler counts days). */
export const FREQUENCY_DAYS: Record<SubscriptionFrequency, number> = { biweekly: 14, monthly: 30, "6weeks": 42 };

/** Bags per delivery, 250 g each (the spec's "2 × 250g", "4 bags", "6 bags"). */
export const PLAN_BAGS: Record<SubscriptionPlanId, number> = {
  "mood-explorer": 2,
  "bhumi-devotee": 4,
  "estate-partner": 6,
};
export const SUBSCRIPTION_BAG_GRAMS = 250;

/** Days after a failed renewal before the next try; after the last failed try the subscription halts. */
export const RENEWAL_RETRY_DAYS = [1, 2, 3] as const;

/** Furthest a pause may reach. */
export const MAX_PAUSE_DAYS = 180;

export const planOf = (id: SubscriptionPlanId) => SUBSCRIPTION_PLANS.find((plan) => plan.id === id)!;

/**
 * A delivery costs the plan's price, GST included and shipping free: the invoice splits it into the
 * taxable value (to the whole rupee) and the tax.
 */
export function deliveryTotals(pricePaise: number): { subtotal: number; shipping: number; tax: number; total: number } {
  const subtotal = Math.round(pricePaise / (1 + TAX_RATE_PERCENT / 100) / 100) * 100;
  return { subtotal, shipping: 0, tax: pricePaise - subtotal, total: pricePaise };
}

const planField = z.enum(SUBSCRIPTION_PLAN_IDS, { error: "Please choose a plan" });
const frequencyField = z.enum(SUBSCRIPTION_FREQUENCY_IDS, { error: "Please choose how often" });
const moodField = z.string({ error: "Please choose a mood" }).trim().min(1, "Please choose a mood").max(60);

/** `POST /api/subscriptions/start`: the plan card's choices and the checkout's customer and address fields. */
export const StartSubscriptionInput = CustomerDetails.extend({
  plan: planField,
  mood: moodField,
  frequency: frequencyField,
  shippingAddress: ShippingAddress,
});
export type StartSubscriptionInput = z.infer<typeof StartSubscriptionInput>;

/** `POST /api/subscriptions/manage`: one change, with the mailed link's token. */
export const ManageSubscriptionInput = z.discriminatedUnion(
  "action",
  [
    z.object({ token: z.string().max(200), action: z.literal("skip") }),
    z.object({
      token: z.string().max(200),
      action: z.literal("pause"),
      until: z.iso.date({ error: "Please choose the date to resume on" }),
    }),
    z.object({ token: z.string().max(200), action: z.literal("resume") }),
    z.object({ token: z.string().max(200), action: z.literal("cancel") }),
    z.object({
      token: z.string().max(200),
      action: z.literal("change"),
      plan: planField.optional(),
      mood: moodField.optional(),
      frequency: frequencyField.optional(),
      shippingAddress: ShippingAddress.optional(),
    }),
  ],
  { error: "Please choose what to change" },
);
export type ManageSubscriptionInput = z.infer<typeof ManageSubscriptionInput>;

export const MANAGE_LINK_INVALID =
  "This link has expired or has been replaced by a newer one. Please use the link in your latest subscription e-mail.";

/** What the manage page and the subscriber's mails show of a subscription (nothing of anyone else's). */
export type SubscriptionView = {
  id: number;
  status: SubscriptionStatus;
  statusLabel: string;
  plan: SubscriptionPlanId;
  planName: string;
  pricePaise: number;
  bags: number;
  mood: string;
  frequency: SubscriptionFrequency;
  customerName: string;
  customerEmail: string;
  shippingAddress: z.infer<typeof ShippingAddress>;
  nextChargeAt: string | null;
  resumeAt: string | null;
  skipNext: boolean;
  cyclesPaid: number;
  failures: number;
};
