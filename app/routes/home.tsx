import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { ProductCard } from "~/features/catalog/product-card";
import { MoodTile } from "~/features/moods/mood-tile";
import { pageMeta, SITE_NAME } from "~/lib/meta";
import { organizationLd, websiteLd } from "~/lib/structured-data";
import type { Route } from "./+types/home";

export const FEATURED_COUNT = 4;

export async function loader({ context }: Route.LoaderArgs) {
  const { catalog, moods, content } = context.services;
  const [products, moodList, sections] = await Promise.all([catalog.listProducts(), moods.listMoods(), content.homeSections()]);
  const featured = products.filter((p) => p.isActive && p.stockQuantity > 0).slice(0, FEATURED_COUNT);
  return { featured, moods: moodList, hero: sections.hero ?? null, origin: context.origin };
}

export function meta({ data }: Route.MetaArgs) {
  const origin = data?.origin ?? "";
  return pageMeta({
    title: SITE_NAME,
    description:
      "Find the South Indian specialty coffee that fits your mood — single origins from Chikmagalur, Coorg, the Nilgiris and the Pulney and Shevaroy hills, priced in rupees and shipped across India.",
    path: "/",
    origin,
    jsonLd: [websiteLd(origin), organizationLd(origin)],
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { featured, moods, hero } = loaderData;
  return (
    <>
      <section className="relative isolate overflow-hidden bg-coffee-900 text-cream-50">
        <img src="/images/hero/hills.svg" alt="" width={1600} height={900} className="absolute inset-0 -z-10 size-full object-cover opacity-90" fetchPriority="high" />
        <div className="mx-auto max-w-7xl px-4 py-24 sm:px-6 sm:py-32">
          <p className="text-sm font-semibold uppercase tracking-[0.2em] text-gold-400">{hero?.subtitle}</p>
          <h1 className="mt-4 max-w-2xl text-4xl font-semibold leading-tight sm:text-6xl">{hero?.title ?? "Coffee for how you feel"}</h1>
          <p className="mt-6 max-w-xl text-lg text-cream-100/90">{hero?.content}</p>
          <div className="mt-10 flex flex-wrap gap-3">
            <Button asChild variant="light" size="lg">
              <Link to={hero?.buttonUrl ?? "/discover-your-mood"}>{hero?.buttonText ?? "Find Perfect Match"}</Link>
            </Button>
            <Button asChild variant="outline-light" size="lg">
              <a href="#discover">Explore All Moods</a>
            </Button>
          </div>
        </div>
      </section>

      <section id="discover" className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
        <h2 className="text-3xl font-semibold sm:text-4xl">Coffee for every mood</h2>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {moods.map((mood) => (
            <li key={mood.id}>
              <MoodTile mood={mood} />
            </li>
          ))}
        </ul>
      </section>

      <section className="bg-cream-100 py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <h2 className="text-3xl font-semibold sm:text-4xl">Featured collection</h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {featured.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} />
              </li>
            ))}
          </ul>
          <div className="mt-10 flex flex-wrap gap-3">
            <Button asChild>
              <Link to="/shop">Shop All Coffees</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/discover-your-mood">Discover Your Mood</Link>
            </Button>
          </div>
        </div>
      </section>
      <section id="journal" aria-label="Journal" />
      <section id="community" aria-label="Community" />
      <section id="cafe-discovery" aria-label="Café discovery" />
    </>
  );
}
