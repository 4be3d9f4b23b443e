import { CAFE_CITIES } from "@domain/cafes";
import { featuresFromQuery } from "~/features/cafes/cafe-features";
import { CafeFinder } from "~/features/cafes/cafe-finder";
import { markerPositions } from "~/features/cafes/marker-layout.server";
import { pageMeta } from "~/lib/meta";
import { breadcrumbLd, cafeLd } from "~/lib/structured-data";
import type { Route } from "./+types/cafes";

export async function loader({ context, request }: Route.LoaderArgs) {
  const [cafes, weeklyPick] = await Promise.all([
    context.services.cafes.listCafes(),
    context.services.cafes.weeklyPick(),
  ]);
  const params = new URL(request.url).searchParams;
  const cafeId = Number(params.get("cafe"));
  return {
    cafes,
    weeklyPick: weeklyPick ?? null,
    positions: markerPositions(cafes),
    initialFeatures: featuresFromQuery(params),
    initialCafeId: cafes.some((cafe) => cafe.id === cafeId) ? cafeId : null,
    locateOnStart: params.get("nearby") === "1",
    origin: context.origin,
    // Built here so the page's script does not carry the JSON-LD builders (issue 22).
    jsonLd: [
      breadcrumbLd(context.origin, [
        { name: "Home", path: "/" },
        { name: "Café Finder", path: "/cafes" },
      ]),
      ...cafes.map((cafe) => cafeLd(context.origin, cafe)),
    ],
  };
}

export function meta({ data }: Route.MetaArgs) {
  const origin = data?.origin ?? "";
  return pageMeta({
    title: "Café Finder",
    description: `Independent cafés pouring South Indian specialty coffee in ${CAFE_CITIES.slice(0, 6).join(", ")} and beyond — find one near you on the map.`,
    path: "/cafes",
    origin,
    jsonLd: data?.jsonLd,
  });
}

export default function Cafes({ loaderData }: Route.ComponentProps) {
  const { cafes, weeklyPick, positions, initialFeatures, initialCafeId, locateOnStart } = loaderData;
  const cities = new Set(cafes.map((cafe) => cafe.city)).size;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="max-w-3xl">
        <p className="text-sm font-semibold uppercase tracking-widest text-terracotta-600">Café Finder</p>
        <h1 className="mt-2 font-display text-4xl font-semibold sm:text-5xl">Find a table that pours our coffee</h1>
        <p className="mt-3 text-lg text-coffee-600">
          {cafes.length} independent cafés across {cities} South Indian cities brew Bean & Bhūmi. Filter by what matters
          to you, find the nearest, or tell us about yours.
        </p>
      </header>
      <div className="mt-8">
        <CafeFinder
          cafes={cafes}
          pick={weeklyPick}
          positions={positions}
          initialFeatures={initialFeatures}
          initialCafeId={initialCafeId}
          locateOnStart={locateOnStart}
        />
      </div>
    </div>
  );
}
