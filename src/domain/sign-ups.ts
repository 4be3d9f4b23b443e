/**
 * Newsletter and coffee-subscription payloads, shared by the forms and the API. The mood must be one the
 * shop lists now, so the schemas are built from the live moods (decision 040): `newsletterInput(codes)`.
 */
import { z } from "zod";
import { SURPRISE_MOOD } from "./moods";
import { SUBSCRIPTION_FREQUENCY_IDS, SUBSCRIPTION_PLAN_IDS } from "./subscription-plans";

export * from "./subscription-plans";

export const email = z
  .string({ error: "Please enter your email address." })
  .trim()
  .min(1, "Please enter your email address.")
  .max(254, "Please enter a valid email")
  .pipe(z.email("Please enter a valid email"))
  .transform((value) => value.toLowerCase());

/** One of `codes`, with `message` for anything else (as `z.enum` answers, for a list known only at run time). */
const oneOf = (codes: readonly string[], message: string) =>
  z.string({ error: message }).refine((value) => codes.includes(value), { error: message });

const blankIsUnset = (value: unknown) => (value === "" || value === null ? undefined : value);

/** `moodCodes`: the codes of every mood the shop lists. */
export const newsletterInput = (moodCodes: readonly string[]) =>
  z.object({
    email,
    favoriteMode: z.preprocess(blankIsUnset, oneOf(moodCodes, "Please choose one of the listed moods").optional()),
  });
export type NewsletterInput = z.infer<ReturnType<typeof newsletterInput>>;

const required = "Please fill in all fields to start your subscription.";
/** `moodCodes`: the codes of the moods offered for subscriptions ("surprise" is always accepted). */
export const subscriptionInput = (moodCodes: readonly string[]) =>
  z.object({
    email: email,
    primaryMood: oneOf([...moodCodes, SURPRISE_MOOD.value], required),
    frequency: z.enum(SUBSCRIPTION_FREQUENCY_IDS, { error: required }),
    /** Chosen on /subscription; the home page's quick setup sends none. */
    plan: z.preprocess(
      blankIsUnset,
      z.enum(SUBSCRIPTION_PLAN_IDS, { error: "Please choose one of the listed plans" }).optional(),
    ),
  });
export type SubscriptionInput = z.infer<ReturnType<typeof subscriptionInput>>;
