import Check from "lucide-react/icons/check";
import { useRef, useState } from "react";
import { Link } from "react-router";
import { formatRupees, toDecimalText } from "@domain/money";
import { subscriptionMoodOptions } from "@domain/moods";
import { SUBSCRIPTION_PLANS, type SubscriptionPlanId } from "@domain/subscription-plans";
import { Button } from "~/components/ui/button";
import { PlanSignUp } from "~/features/community/plan-sign-up";
import { infoPageMeta, loadInfoPage } from "~/features/pages/info-page";
import { SITE_NAME } from "~/lib/meta";
import { cn } from "~/lib/utils";
import type { Route } from "./+types/subscription";

export async function loader({ context, request }: Route.LoaderArgs) {
  const [info, moods] = await Promise.all([
    loadInfoPage(context, request, (origin) => [subscriptionLd(origin)]),
    context.services.moods.moodChoices(),
  ]);
  return { ...info, moods: subscriptionMoodOptions(moods) };
}

/** The plans as a schema.org Service, built on the server with the page's other structured data. */
function subscriptionLd(origin: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: "Bean & Bhūmi coffee subscription",
    provider: { "@type": "Organization", name: SITE_NAME, url: origin },
    areaServed: "IN",
    offers: SUBSCRIPTION_PLANS.map((plan) => ({
      "@type": "Offer",
      name: plan.name,
      description: plan.description,
      price: toDecimalText(plan.pricePaise),
      priceCurrency: "INR",
      url: `${origin}/subscription`,
    })),
  };
}

export function meta({ data }: Route.MetaArgs) {
  return infoPageMeta(data);
}

export default function Subscription({ loaderData }: Route.ComponentProps) {
  const { page, moods } = loaderData;
  const [plan, setPlan] = useState<SubscriptionPlanId>("bhumi-devotee");
  const email = useRef<HTMLInputElement>(null);
  function choose(id: SubscriptionPlanId) {
    setPlan(id);
    document.getElementById("start-subscription")?.scrollIntoView({ behavior: "smooth", block: "start" });
    email.current?.focus({ preventScroll: true });
  }
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
      <header className="mx-auto max-w-3xl text-center">
        <h1 className="font-display text-4xl font-semibold sm:text-5xl">{page.title}</h1>
        <p className="mt-4 text-lg text-coffee-600">{page.excerpt}</p>
      </header>
      <ul className="mt-12 grid gap-6 lg:grid-cols-3">
        {SUBSCRIPTION_PLANS.map((option) => (
          <li
            key={option.id}
            className={cn(
              "relative flex flex-col rounded-[var(--radius-card)] border bg-white p-7 shadow-sm",
              option.popular
                ? "border-terracotta-500 ring-2 ring-terracotta-500/30 lg:-translate-y-2"
                : "border-coffee-800/10",
            )}
          >
            {option.popular ? (
              <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-terracotta-500 px-4 py-1 text-xs font-semibold uppercase tracking-widest text-white">
                Most Popular
              </p>
            ) : null}
            <h2 className="font-display text-2xl font-semibold">{option.name}</h2>
            <p className="mt-1 text-coffee-500">{option.description} every month</p>
            <p className="mt-5">
              <span className="font-display text-4xl font-semibold">{formatRupees(option.pricePaise)}</span>
              <span className="text-coffee-500"> / {option.frequency}</span>
            </p>
            <ul className="mt-6 flex-1 space-y-2.5">
              {option.features.map((feature) => (
                <li key={feature} className="flex gap-2 text-sm">
                  <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-forest-500" /> {feature}
                </li>
              ))}
            </ul>
            <Button
              type="button"
              size="lg"
              variant={option.popular ? "accent" : "primary"}
              className="mt-8 w-full"
              onClick={() => choose(option.id)}
              aria-label={`Subscribe Now to ${option.name}`}
            >
              Subscribe Now
            </Button>
            <Link
              to={`/subscription/start?plan=${option.id}`}
              className="mt-3 text-center text-sm font-semibold text-terracotta-600 hover:underline"
            >
              Pay and start now
            </Link>
          </li>
        ))}
      </ul>
      <div className="mx-auto mt-16 max-w-3xl">
        <PlanSignUp ref={email} plan={plan} onPlanChange={setPlan} moods={moods} />
      </div>
    </div>
  );
}
