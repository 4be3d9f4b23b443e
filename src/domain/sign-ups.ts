/** Newsletter and coffee-subscription payloads, shared by the forms and the API. */
import { z } from "zod";
import { SUBSCRIPTION_PLAN_IDS } from "./subscription-plans";

export * from "./subscription-plans";

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
export const SubscriptionInput = z.object({
  email: email,
  primaryMood: z.enum(SUBSCRIPTION_MOODS, { error: required }),
  frequency: z.enum(SUBSCRIPTION_FREQUENCIES, { error: required }),
  /** Chosen on /subscription; the home page's quick setup sends none. */
  plan: z.preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    z.enum(SUBSCRIPTION_PLAN_IDS, { error: "Please choose one of the listed plans" }).optional(),
  ),
});
export type SubscriptionInput = z.infer<typeof SubscriptionInput>;
