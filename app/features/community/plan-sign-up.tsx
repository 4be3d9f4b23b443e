import { forwardRef, useState } from "react";
import type { MoodOption } from "@domain/moods";
import {
  SUBSCRIPTION_FREQUENCY_OPTIONS,
  SUBSCRIPTION_PLANS,
  type SubscriptionPlanId,
} from "@domain/subscription-plans";
import type { StartChoice } from "~/components/pay-and-start-offer";
import { Button } from "~/components/ui/button";
import { Input, Label } from "~/components/ui/field";
import { Select } from "~/components/ui/select";
import { apiRequest } from "~/lib/api";
import { useFormSubmit } from "~/lib/use-form-submit";
import { cn } from "~/lib/utils";
import { formatRupees } from "@domain/money";
import { lazyPart, PartBoundary } from "~/lib/lazy-part";

/** Shown only after a sign-up succeeds: loaded then, never with the page (first-view budget, decision 140). */
const PayAndStartOffer = lazyPart(() =>
  import("~/components/pay-and-start-offer").then((module) => module.PayAndStartOffer),
);

/** The sign-up under the plans: plan, email, primary mood (`moods`: subscriptionMoodOptions) and frequency. */
export const PlanSignUp = forwardRef<
  HTMLInputElement,
  { plan: SubscriptionPlanId; onPlanChange: (plan: SubscriptionPlanId) => void; moods: MoodOption[] }
>(function PlanSignUp({ plan, onPlanChange, moods }, emailRef) {
  const [started, setStarted] = useState<StartChoice | null>(null);
  const { pending, onSubmit } = useFormSubmit<{
    email: string;
    primaryMood: string;
    frequency: string;
    plan: SubscriptionPlanId;
  }>({
    check: (form) => {
      const data = Object.fromEntries(form) as Record<string, string>;
      const email = (data.email ?? "").trim();
      if (!email || !data.primaryMood || !data.frequency) {
        return {
          toast: { title: "Missing Information", description: "Please fill in all fields to start your subscription." },
        };
      }
      return {
        payload: { email, primaryMood: data.primaryMood, frequency: data.frequency, plan },
      };
    },
    send: (payload) => apiRequest("POST", "/api/subscriptions", payload),
    success: {
      title: "Subscription Started!",
      description: "Your monthly coffee journey begins now. Check your email for details.",
    },
    failure: { title: "Subscription Failed", fallback: "Please try again later." },
    onSuccess: (_answer, sent) => setStarted({ plan: sent.plan, mood: sent.primaryMood, frequency: sent.frequency }),
  });

  return (
    <form
      id="start-subscription"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="plan-sign-up-heading"
      className="scroll-mt-24 rounded-[var(--radius-card)] border border-coffee-800/10 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id="plan-sign-up-heading" className="font-display text-2xl font-semibold">
        Start your subscription
      </h2>
      <fieldset className="mt-5">
        <legend className="text-sm font-semibold">Plan</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-3">
          {SUBSCRIPTION_PLANS.map((option) => (
            <label
              key={option.id}
              className={cn(
                "flex cursor-pointer flex-col rounded-2xl border px-4 py-3 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-terracotta-500",
                option.id === plan
                  ? "border-coffee-800 bg-coffee-800 text-cream-50"
                  : "border-coffee-800/20 hover:border-coffee-800/50",
              )}
            >
              <input
                type="radio"
                name="plan"
                value={option.id}
                checked={option.id === plan}
                onChange={() => onPlanChange(option.id)}
                className="sr-only"
              />
              <span className="font-semibold">{option.name}</span>
              <span className="opacity-80">
                {formatRupees(option.pricePaise)} / month · {option.description}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-5 space-y-4">
        <div className="space-y-1.5">
          <Label htmlFor="plan-email">Email</Label>
          <Input
            ref={emailRef}
            id="plan-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            placeholder="you@example.com"
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-1.5">
            <Label htmlFor="plan-mood">Primary mood</Label>
            <Select id="plan-mood" name="primaryMood" defaultValue="" required>
              <option value="" disabled>
                Choose a mood
              </option>
              {moods.map((m) => (
                <option key={m.value} value={m.value}>
                  {m.label}
                </option>
              ))}
            </Select>
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="plan-frequency">Frequency</Label>
            <Select id="plan-frequency" name="frequency" defaultValue="monthly" required>
              {SUBSCRIPTION_FREQUENCY_OPTIONS.map((f) => (
                <option key={f.value} value={f.value}>
                  {f.label}
                </option>
              ))}
            </Select>
          </div>
        </div>
        <Button type="submit" size="lg" variant="accent" className="w-full" disabled={pending}>
          {pending ? "Starting Your Journey..." : "Start My Subscription"}
        </Button>
        <p className="text-center text-xs text-coffee-500">Free shipping on subscription orders · Pause anytime</p>
        {started ? (
          <PartBoundary>
            <PayAndStartOffer choice={started} />
          </PartBoundary>
        ) : null}
      </div>
    </form>
  );
});
