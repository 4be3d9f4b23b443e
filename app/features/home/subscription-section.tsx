import Check from "lucide-react/icons/check";
import type { MoodOption } from "@domain/moods";
import { SUBSCRIPTION_FREQUENCY_OPTIONS } from "@domain/subscription-plans";
import { useState } from "react";
import { Link } from "react-router";
import type { StartChoice } from "~/components/pay-and-start-offer";
import { Button } from "~/components/ui/button";
import { Input, Label } from "~/components/ui/field";
import { Select } from "~/components/ui/select";
import { apiRequest } from "~/lib/api";
import { useFormSubmit } from "~/lib/use-form-submit";
import { lazyPart, PartBoundary } from "~/lib/lazy-part";
import { SectionHeading } from "./section-heading";

/** Shown only after a sign-up succeeds: loaded then, never with the page (first-view budget, decision 140). */
const PayAndStartOffer = lazyPart(() =>
  import("~/components/pay-and-start-offer").then((module) => module.PayAndStartOffer),
);

const FREQUENCIES = SUBSCRIPTION_FREQUENCY_OPTIONS;

export function SubscriptionSection({
  title,
  subtitle,
  content,
  promises,
  moods,
}: {
  title: string;
  subtitle: string;
  content: string;
  promises: string[];
  /** The primary-mood choices (subscriptionMoodOptions). */
  moods: MoodOption[];
}) {
  const [started, setStarted] = useState<StartChoice | null>(null);
  const { pending, onSubmit } = useFormSubmit<{ email: string; primaryMood: string; frequency: string }>({
    check: (form) => {
      const data = Object.fromEntries(form) as Record<string, string>;
      const email = (data.email ?? "").trim();
      if (!email || !data.primaryMood || !data.frequency) {
        return {
          toast: { title: "Missing Information", description: "Please fill in all fields to start your subscription." },
        };
      }
      return {
        payload: { email, primaryMood: data.primaryMood, frequency: data.frequency },
      };
    },
    send: (payload) => apiRequest("POST", "/api/subscriptions", payload),
    success: {
      title: "Subscription Started!",
      description: "Your monthly coffee journey begins now. Check your email for details.",
    },
    failure: { title: "Subscription Failed", fallback: "Please try again later." },
    onSuccess: (_answer, sent) => setStarted({ mood: sent.primaryMood, frequency: sent.frequency }),
  });

  return (
    <section id="subscription" aria-labelledby="subscription-heading" className="bg-cream-100 py-20 defer-render">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:items-center">
        <div>
          <SectionHeading id="subscription-heading" eyebrow="Subscription" title={title}>
            {subtitle}
          </SectionHeading>
          <p className="mt-4 text-coffee-600">{content}</p>
          <ul className="mt-6 grid gap-3 sm:grid-cols-2">
            {promises.map((promise) => (
              <li key={promise} className="flex gap-2 font-medium">
                <Check aria-hidden className="mt-0.5 size-5 shrink-0 text-forest-500" /> {promise}
              </li>
            ))}
          </ul>
          <Link to="/subscription" className="mt-6 inline-block font-semibold text-terracotta-600 hover:underline">
            Compare plans →
          </Link>
        </div>
        <form
          onSubmit={onSubmit}
          noValidate
          className="rounded-[var(--radius-card)] border border-coffee-800/10 bg-white p-6 shadow-sm sm:p-8"
        >
          <h3 className="text-2xl font-semibold">Quick setup</h3>
          <div className="mt-6 space-y-4">
            <div className="space-y-1.5">
              <Label htmlFor="subscription-email">Email</Label>
              <Input
                id="subscription-email"
                name="email"
                type="email"
                autoComplete="email"
                required
                placeholder="you@example.com"
              />
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <div className="space-y-1.5">
                <Label htmlFor="subscription-mood">Primary mood</Label>
                <Select id="subscription-mood" name="primaryMood" defaultValue="" required>
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
                <Label htmlFor="subscription-frequency">Frequency</Label>
                <Select id="subscription-frequency" name="frequency" defaultValue="" required>
                  <option value="" disabled>
                    How often?
                  </option>
                  {FREQUENCIES.map((f) => (
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
            {started ? (
              <PartBoundary>
                <PayAndStartOffer choice={started} />
              </PartBoundary>
            ) : null}
          </div>
        </form>
      </div>
    </section>
  );
}
