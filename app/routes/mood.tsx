import { data, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/mood";

export async function loader({ context, params }: Route.LoaderArgs) {
  const mood = await context.services.moods.findMood(params.moodId);
  if (!mood) return data({ mood: null, origin: context.origin }, { status: 404 });
  return { mood, origin: context.origin };
}

export function meta({ data }: Route.MetaArgs) {
  const mood = data?.mood;
  if (!mood) return pageMeta({ title: "Mood not found", path: "/discover-your-mood", origin: data?.origin ?? "", noindex: true });
  return pageMeta({
    title: `${mood.name} Coffee`,
    description: `${mood.description} ${mood.matchCount} South Indian coffees matched to feeling ${mood.name.toLowerCase()}.`,
    path: `/mood/${mood.slug}`,
    origin: data.origin,
    image: mood.imageUrl,
  });
}

export default function MoodDetail({ loaderData }: Route.ComponentProps) {
  const { mood } = loaderData;
  if (!mood) {
    return (
      <section className="mx-auto max-w-xl px-6 py-24 text-center">
        <h1 className="text-3xl font-semibold">Mood not found</h1>
        <Button asChild className="mt-8">
          <Link to="/">Return Home</Link>
        </Button>
      </section>
    );
  }
  return (
    <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <p className="text-5xl" aria-hidden>
        {mood.emoji}
      </p>
      <h1 className="mt-4 text-4xl font-semibold">{mood.name}</h1>
      <p className="mt-3 max-w-2xl text-lg text-coffee-500">{mood.description}</p>
      <p className="mt-4 inline-block rounded-full bg-cream-100 px-4 py-1 text-sm font-medium">{mood.matchCount} perfect matches found</p>
      <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {mood.coffees.map((coffee) => (
          <li key={coffee.id} className="rounded-[var(--radius-card)] border border-coffee-800/10 bg-white p-5">
            <h2 className="text-xl font-semibold">{coffee.name}</h2>
            <p className="mt-2 text-sm text-coffee-500">"{coffee.description}"</p>
            {coffee.product ? (
              <Link className="mt-4 inline-block font-medium text-terracotta-600" to={`/product/${coffee.product.slug}`}>
                View Details
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
