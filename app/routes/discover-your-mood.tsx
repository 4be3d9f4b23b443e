import { MoodCard, TryAiCard } from "~/features/moods/mood-card";
import { pageMeta } from "~/lib/meta";
import { breadcrumbLd, itemListLd } from "~/lib/structured-data";
import type { Route } from "./+types/discover-your-mood";

export async function loader({ context }: Route.LoaderArgs) {
  const moods = await context.services.moods.listMoods();
  const origin = context.origin;
  return {
    moods,
    origin,
    // Built here so the page's script does not carry the JSON-LD builders (issue 22).
    jsonLd: [
      breadcrumbLd(origin, [
        { name: "Home", path: "/" },
        { name: "Coffee Moods", path: "/discover-your-mood" },
      ]),
      itemListLd(
        origin,
        "Coffee moods",
        moods.map((mood) => ({ name: mood.name, path: `/mood/${mood.slug}` })),
      ),
    ],
  };
}

export function meta({ data }: Route.MetaArgs) {
  return pageMeta({
    title: "What's Your Coffee Mood?",
    description:
      "Six moods, each matched to South Indian single origins and blends. Pick how you feel and find your coffee.",
    path: "/discover-your-mood",
    origin: data?.origin ?? "",
    jsonLd: data?.jsonLd,
  });
}

export default function DiscoverYourMood({ loaderData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <header className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-semibold uppercase tracking-[0.2em] text-terracotta-600">Mood discovery</p>
        <h1 className="mt-3 text-4xl font-semibold sm:text-5xl">What's Your Coffee Mood?</h1>
        <p className="mt-4 text-lg text-coffee-600">
          Every coffee we roast carries a feeling from the hill it grew on. Choose yours and we will show you its
          matches.
        </p>
      </header>
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {loaderData.moods.map((mood) => (
          <li key={mood.id}>
            <MoodCard mood={mood} />
          </li>
        ))}
        <li>
          <TryAiCard />
        </li>
      </ul>
    </section>
  );
}
