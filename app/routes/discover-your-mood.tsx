import { MoodTile } from "~/features/moods/mood-tile";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/discover-your-mood";

export async function loader({ context }: Route.LoaderArgs) {
  return { moods: await context.services.moods.listMoods(), origin: context.origin };
}

export function meta({ data }: Route.MetaArgs) {
  return pageMeta({
    title: "What's Your Coffee Mood?",
    description: "Six moods, each matched to South Indian single origins and blends. Pick how you feel and find your coffee.",
    path: "/discover-your-mood",
    origin: data?.origin ?? "",
  });
}

export default function DiscoverYourMood({ loaderData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-semibold">What's Your Coffee Mood?</h1>
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {loaderData.moods.map((mood) => (
          <li key={mood.id}>
            <MoodTile mood={mood} />
          </li>
        ))}
      </ul>
    </section>
  );
}
