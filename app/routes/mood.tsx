import { badgeColors } from "@domain/color";
import ArrowLeft from "lucide-react/icons/arrow-left";
import { useEffect, useRef, useState } from "react";
import { data, Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import { BrewingRitual } from "~/features/moods/brewing-ritual";
import { MoodCoffeeCard } from "~/features/moods/mood-coffee-card";
import { pageMeta } from "~/lib/meta";
import { breadcrumbLd } from "~/lib/structured-data";
import type { Route } from "./+types/mood";
import { responsiveImage } from "~/lib/responsive-image";

export async function loader({ context, params }: Route.LoaderArgs) {
  const mood = await context.services.moods.findMood(params.moodId);
  if (!mood) return data({ mood: null, ogImage: null, origin: context.origin, jsonLd: [] }, { status: 404 });
  return {
    mood,
    ogImage: context.services.ogImages.find("mood", mood.code),
    origin: context.origin,
    // Built here so the page's script does not carry the JSON-LD builders (issue 22).
    jsonLd: [
      breadcrumbLd(context.origin, [
        { name: "Home", path: "/" },
        { name: "Coffee Moods", path: "/discover-your-mood" },
        { name: mood.name, path: `/mood/${mood.slug}` },
      ]),
    ],
  };
}

export function meta({ data }: Route.MetaArgs) {
  const mood = data?.mood;
  if (!mood)
    return pageMeta({
      title: "Mood not found",
      path: "/discover-your-mood",
      origin: data?.origin ?? "",
      noindex: true,
    });
  return pageMeta({
    title: `${mood.name} Coffee`,
    description: `${mood.description} ${mood.matchCount} South Indian coffees matched to feeling ${mood.name.toLowerCase()}.`,
    path: `/mood/${mood.slug}`,
    origin: data.origin,
    image: data.ogImage ?? mood.imageUrl,
    jsonLd: data.jsonLd,
  });
}

export default function MoodDetail({ loaderData }: Route.ComponentProps) {
  const { mood } = loaderData;
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const ritual = useRef<HTMLDivElement>(null);
  // On a phone the ritual opens below every card; bring it into view when a coffee is chosen.
  useEffect(() => {
    if (selectedId !== null) ritual.current?.scrollIntoView({ behavior: "smooth", block: "nearest" });
  }, [selectedId]);
  if (!mood) {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
        <p className="text-5xl" aria-hidden>
          ☕
        </p>
        <h1 className="mt-4 text-3xl font-semibold">Mood not found</h1>
        <p className="mt-3 text-coffee-500">We could not find that mood. There are six others waiting for you.</p>
        <Link className={cn(buttonVariants(), "mt-8")} to="/">
          Return Home
        </Link>
      </section>
    );
  }
  const selected = mood.coffees.find((coffee) => coffee.id === selectedId);
  return (
    <div>
      <header
        className="relative overflow-hidden border-b border-coffee-800/10"
        style={{ backgroundColor: `${mood.colorCode}14` }}
      >
        {mood.imageUrl ? (
          <img
            {...responsiveImage(mood.imageUrl, "50vw")}
            alt=""
            width={800}
            height={600}
            className="absolute inset-y-0 right-0 hidden h-full w-1/2 object-cover [mask-image:linear-gradient(to_right,transparent,black_40%)] lg:block"
          />
        ) : null}
        <div className="relative mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
          <Link className={cn(buttonVariants({ variant: "ghost", size: "sm" }), "-ml-3")} to="/">
            <ArrowLeft aria-hidden /> Back
          </Link>
          <p className="mt-6 text-6xl" aria-hidden>
            {mood.emoji}
          </p>
          <h1 className="mt-4 text-4xl font-semibold sm:text-5xl">{mood.name}</h1>
          <p className="mt-3 max-w-2xl text-lg text-coffee-600">{mood.description}</p>
          <p
            className="mt-5 inline-flex rounded-full px-4 py-1.5 text-sm font-semibold"
            style={badgeColors(mood.colorCode)}
          >
            {mood.matchCount} perfect matches found
          </p>
          {mood.characteristics.length ? (
            <ul className="mt-5 flex flex-wrap gap-2" aria-label="What this mood tastes like">
              {mood.characteristics.map((c) => (
                <li key={c} className="rounded-full border border-coffee-800/15 bg-white/70 px-3 py-1 text-sm">
                  {c}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </header>
      <section aria-label="Matching coffees" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <p className="text-sm text-coffee-500">Choose a coffee to see how to brew it for this mood.</p>
        <ul className="mt-4 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {mood.coffees.map((coffee) => (
            <li key={coffee.id}>
              <MoodCoffeeCard
                coffee={coffee}
                accent={mood.colorCode}
                selected={coffee.id === selectedId}
                onSelect={() => setSelectedId(coffee.id === selectedId ? null : coffee.id)}
              />
            </li>
          ))}
        </ul>
        {selected ? (
          <div ref={ritual} className="mt-10 scroll-mt-28">
            <BrewingRitual coffeeName={selected.name} ritual={mood.ritual} />
          </div>
        ) : null}
      </section>
    </div>
  );
}
