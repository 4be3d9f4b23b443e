import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/cafes";

export async function loader({ context }: Route.LoaderArgs) {
  const [cafes, weeklyPick] = await Promise.all([context.services.cafes.listCafes(), context.services.cafes.weeklyPick()]);
  return { cafes, weeklyPick: weeklyPick ?? null, origin: context.origin };
}

export function meta({ data }: Route.MetaArgs) {
  return pageMeta({
    title: "Café Finder",
    description: "Independent cafés pouring South Indian specialty coffee in Chennai, Bangalore, Coimbatore, Madurai, Kodaikanal, Ooty and beyond.",
    path: "/cafes",
    origin: data?.origin ?? "",
  });
}

export default function Cafes({ loaderData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-semibold">Café Finder</h1>
      <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {loaderData.cafes.map((cafe) => (
          <li key={cafe.id} className="rounded-[var(--radius-card)] border border-coffee-800/10 bg-white p-5">
            <h2 className="text-xl font-semibold">{cafe.name}</h2>
            <p className="text-sm text-coffee-500">
              {cafe.address}, {cafe.city}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
