/** Newsletter and coffee-subscription payloads, shared by the forms and the API. */
import { z } from "zod";

export const NEWSLETTER_MOODS = [
  "calm-reflective",
  "energetic-focused",
  "cozy-nostalgic",
  "bold-adventurous",
  "soulful-slow",
  "creative-inspired",
] as const;

export const SUBSCRIPTION_MOODS = ["calm-reflective", "energetic-focused", "cozy-nostalgic", "surprise"] as const;
export const SUBSCRIPTION_FREQUENCIES = ["biweekly", "monthly", "6weeks"] as const;

export const email = z
  .string({ error: "Please enter your email address." })
  .trim()
  .min(1, "Please enter your email address.")
  .max(254, "Please enter a valid email")
  .pipe(z.email("Please enter a valid email"))
  .transform((value) => value.toLowerCase());

export const NewsletterInput = z.object({
  email,
  favoriteMode: z.preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    z.enum(NEWSLETTER_MOODS, { error: "Please choose one of the listed moods" }).optional(),
  ),
});
export type NewsletterInput = z.infer<typeof NewsletterInput>;

const required = "Please fill in all fields to start your subscription.";
/** The monthly plans of /subscription (prices in paise). */
export const SUBSCRIPTION_PLANS = [
  {
    id: "mood-explorer",
    name: "Mood Explorer",
    pricePaise: 129_900,
    frequency: "month",
    description: "2 x 250g bags",
    features: ["Two coffees matched to the moods you choose", "Tasting notes and brewing cards with every box", "Free shipping on subscription orders", "Pause or skip a month anytime"],
    popular: false,
  },
  {
    id: "bhumi-devotee",
    name: "Bhūmi Devotee",
    pricePaise: 229_900,
    frequency: "month",
    description: "4 bags",
    features: ["Four coffees, including one limited or experimental lot", "10% off extra orders", "Farmer stories and estate notes in every box", "Free shipping; pause anytime"],
    popular: true,
  },
  {
    id: "estate-partner",
    name: "Estate Partner",
    pricePaise: 399_900,
    frequency: "month",
    description: "6 bags",
    features: ["Six coffees, with first access to the Batch of the Month", "15% off extra orders", "Roaster's notes on every lot", "Free shipping; pause anytime"],
    popular: false,
  },
] as const;
export type SubscriptionPlanId = (typeof SUBSCRIPTION_PLANS)[number]["id"];
export const SUBSCRIPTION_PLAN_IDS = SUBSCRIPTION_PLANS.map((plan) => plan.id) as [SubscriptionPlanId, ...SubscriptionPlanId[]];

export const SubscriptionInput = z.object({
  email: email,
  primaryMood: z.enum(SUBSCRIPTION_MOODS, { error: required }),
  frequency: z.enum(SUBSCRIPTION_FREQUENCIES, { error: required }),
  /** Chosen on /subscription; the home page's quick setup sends none. */
  plan: z.preprocess((value) => (value === "" || value === null ? undefined : value), z.enum(SUBSCRIPTION_PLAN_IDS, { error: "Please choose one of the listed plans" }).optional()),
});
export type SubscriptionInput = z.infer<typeof SubscriptionInput>;
