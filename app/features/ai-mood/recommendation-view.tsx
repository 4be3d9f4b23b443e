import ArrowRight from "lucide-react/icons/arrow-right";
import Coffee from "lucide-react/icons/coffee";
import MapPin from "lucide-react/icons/map-pin";
import RotateCcw from "lucide-react/icons/rotate-ccw";
import ShoppingBag from "lucide-react/icons/shopping-bag";
import Thermometer from "lucide-react/icons/thermometer";
import Timer from "lucide-react/icons/timer";
import { useEffect, useRef, type ReactNode } from "react";
import { Link } from "react-router";
import { blendShopPath, STRENGTH_MAX, type AiRecommendation } from "@domain/ai-mood";
import { moodSlug } from "@domain/slug";
import { Button, buttonVariants } from "~/components/ui/button";
import { FallbackImage } from "~/components/ui/fallback-image";
import { cn } from "~/lib/utils";
import { responsiveImage } from "~/lib/responsive-image";

type Props = {
  recommendation: AiRecommendation;
  onTryAnother: () => void;
  onFindCafe: () => void;
  onShop: () => void;
  /** When no feeling could be read: the chips to start again from (one tap asks again). */
  chips?: { items: readonly string[]; onPick: (chip: string) => void };
};

function Section({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section
      aria-label={title}
      className={cn("rounded-2xl border border-coffee-800/10 bg-white p-4 sm:p-5", className)}
    >
      <h3 className="text-xs font-semibold uppercase tracking-[0.16em] text-terracotta-600">{title}</h3>
      {children}
    </section>
  );
}

function Strength({ value }: { value: number }) {
  return (
    <span className="inline-flex items-center gap-2" role="img" aria-label={`Strength ${value} out of ${STRENGTH_MAX}`}>
      <span className="flex gap-1" aria-hidden>
        {Array.from({ length: STRENGTH_MAX }, (_, i) => (
          <span key={i} className={cn("size-2.5 rounded-full", i < value ? "bg-coffee-700" : "bg-coffee-800/15")} />
        ))}
      </span>
      <span aria-hidden className="text-xs font-medium text-coffee-500">
        {value}/{STRENGTH_MAX}
      </span>
    </span>
  );
}

function Chips({ items, label }: { items: string[]; label: string }) {
  if (items.length === 0) return null;
  return (
    <ul aria-label={label} className="mt-3 flex flex-wrap gap-1.5">
      {items.map((item) => (
        <li key={item} className="rounded-full bg-cream-100 px-2.5 py-1 text-xs font-medium text-coffee-600">
          {item}
        </li>
      ))}
    </ul>
  );
}

/** Shown when the blend's picture is missing or fails to load: an icon and the blend's name. */
function BlendPlaceholder({ name }: { name: string }) {
  return (
    <div
      role="img"
      aria-label={name}
      className="grid size-24 shrink-0 place-content-center justify-items-center gap-1 rounded-xl bg-cream-100 p-2 text-center text-coffee-500 sm:size-28"
    >
      <Coffee aria-hidden className="size-7" />
      <span className="text-xs font-semibold leading-tight">{name}</span>
    </div>
  );
}

/** The result view: every part of the recommendation, and where to go next. */
export function RecommendationView({ recommendation, onTryAnother, onFindCafe, onShop, chips }: Props) {
  const { emotionalResponse, moodMatch, coffeeBlend, brewingMethod, nearbyTable } = recommendation;
  const heading = useRef<HTMLHeadingElement>(null);
  // Screen readers land on the answer, not back at the top of the dialog.
  useEffect(() => heading.current?.focus(), []);

  return (
    <div className="mt-5 space-y-4">
      <div className="rounded-2xl bg-coffee-900 p-5 text-cream-50 sm:p-6">
        <p className="text-xs font-semibold uppercase tracking-[0.16em] text-gold-400">Your mood match</p>
        <h3 ref={heading} tabIndex={-1} className="mt-1 font-display text-2xl font-semibold outline-none sm:text-3xl">
          {moodMatch}
        </h3>
        <p className="mt-3 text-[0.95rem] leading-relaxed text-cream-100/90">{emotionalResponse}</p>
        <Link
          to={`/mood/${moodSlug(moodMatch)}`}
          onClick={onShop}
          className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-gold-400 hover:text-gold-500"
        >
          More {moodMatch} coffees <ArrowRight aria-hidden className="size-4" />
        </Link>
      </div>

      {chips ? (
        <Section title="Or pick a feeling">
          <div className="mt-3 flex flex-wrap gap-2">
            {chips.items.map((chip) => (
              <button
                key={chip}
                type="button"
                onClick={() => chips.onPick(chip)}
                className="rounded-full border border-coffee-800/15 bg-white px-3.5 py-2 text-sm text-coffee-700 transition hover:border-terracotta-500 hover:text-terracotta-600"
              >
                {chip}
              </button>
            ))}
          </div>
        </Section>
      ) : null}

      <Section title="Your coffee">
        <div className="mt-3 flex gap-4">
          {coffeeBlend.imageUrl ? (
            <FallbackImage
              key={coffeeBlend.imageUrl}
              {...responsiveImage(coffeeBlend.imageUrl, "(min-width: 640px) 112px, 96px")}
              alt={`${coffeeBlend.name} coffee bag`}
              width={112}
              height={112}
              className="size-24 shrink-0 rounded-xl bg-cream-100 object-cover sm:size-28"
              fallback={<BlendPlaceholder name={coffeeBlend.name} />}
            />
          ) : (
            <BlendPlaceholder name={coffeeBlend.name} />
          )}
          <div className="min-w-0">
            <p className="font-display text-xl font-semibold">{coffeeBlend.name}</p>
            <p className="text-sm text-coffee-500">{coffeeBlend.origin}</p>
            <div className="mt-2">
              <Strength value={coffeeBlend.strength} />
            </div>
          </div>
        </div>
        <Chips items={coffeeBlend.notes} label="Tasting notes" />
        <p className="mt-3 text-sm leading-relaxed text-coffee-600">{coffeeBlend.description}</p>
      </Section>

      <Section title="How to brew it">
        <p className="mt-2 font-display text-lg font-semibold">{brewingMethod.name}</p>
        <dl className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-coffee-600">
          <div className="flex items-center gap-1.5">
            <Thermometer aria-hidden className="size-4 text-terracotta-500" />
            <dt className="sr-only">Temperature</dt>
            <dd>{brewingMethod.temperature}</dd>
          </div>
          <div className="flex items-center gap-1.5">
            <Timer aria-hidden className="size-4 text-terracotta-500" />
            <dt className="sr-only">Time</dt>
            <dd>{brewingMethod.time}</dd>
          </div>
        </dl>
        <ol className="mt-3 space-y-2 text-sm text-coffee-700">
          {brewingMethod.steps.map((step, i) => (
            <li key={i} className="flex gap-3">
              <span
                aria-hidden
                className="grid size-6 shrink-0 place-items-center rounded-full bg-cream-100 text-xs font-bold text-coffee-600"
              >
                {i + 1}
              </span>
              <span className="pt-0.5">{step}</span>
            </li>
          ))}
        </ol>
      </Section>

      <Section title="A table for you">
        <p className="mt-2 font-display text-lg font-semibold">{nearbyTable.name}</p>
        <p className="mt-1 flex items-start gap-1.5 text-sm text-coffee-600">
          <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-terracotta-500" />
          <span>
            {nearbyTable.address}
            {/* Without a location the distance is the city, which the address already names. */}
            {/\d km$/.test(nearbyTable.distance) ? (
              <span className="font-semibold text-coffee-700"> · {nearbyTable.distance} away</span>
            ) : null}
          </span>
        </p>
        <Chips items={nearbyTable.features} label="Café features" />
        <p className="mt-3 text-sm leading-relaxed text-coffee-600">{nearbyTable.reason}</p>
      </Section>

      <div className="grid gap-2 pt-1 sm:grid-cols-3">
        <Link
          className={cn(buttonVariants({ variant: "accent", size: "lg" }), "px-4")}
          to={blendShopPath(coffeeBlend)}
          onClick={onShop}
        >
          <ShoppingBag aria-hidden /> Shop This Coffee
        </Link>
        <Button type="button" variant="primary" size="lg" className="px-4" onClick={onFindCafe}>
          <MapPin aria-hidden /> Find This Cafe
        </Button>
        <Button type="button" variant="outline" size="lg" className="px-4" onClick={onTryAnother}>
          <RotateCcw aria-hidden /> Try Another Mood
        </Button>
      </div>
    </div>
  );
}
