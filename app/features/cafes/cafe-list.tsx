import MapPinned from "lucide-react/icons/map-pinned";
import type { PublicCafe } from "@domain/catalog";
import { distanceKm, formatKm, type LatLng } from "@domain/geo";
import { CafeActions } from "./cafe-actions";
import { cafeFeatureLabel } from "@domain/cafes";
import { responsiveImage } from "~/lib/responsive-image";

/** Nearest first once the visitor's location is known (a café without a known place last). */
function byDistance(cafes: PublicCafe[], location: LatLng | null): PublicCafe[] {
  if (!location) return cafes;
  const away = (cafe: PublicCafe) => {
    const km = distanceKm(location, cafe);
    return Number.isFinite(km) ? km : Number.POSITIVE_INFINITY;
  };
  return cafes
    .map((cafe) => ({ cafe, km: away(cafe) }))
    .sort((a, b) => a.km - b.km)
    .map(({ cafe }) => cafe);
}

/** Every café that passes the filter, as cards under the map (and for anyone not using the map). */
export function CafeList({
  cafes,
  total,
  location,
  onShowOnMap,
  onClear,
}: {
  cafes: PublicCafe[];
  total: number;
  location: LatLng | null;
  onShowOnMap: (cafe: PublicCafe) => void;
  onClear: () => void;
}) {
  return (
    <section aria-labelledby="all-cafes-heading" className="mt-16">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="all-cafes-heading" className="font-display text-3xl font-semibold">
          All cafés
        </h2>
        <p aria-live="polite" className="text-sm text-coffee-500">
          {cafes.length === total ? `${total} cafés` : `${cafes.length} of ${total} cafés`}
        </p>
      </div>
      {cafes.length === 0 ? (
        <p className="mt-6 rounded-[var(--radius-card)] border border-dashed border-coffee-800/20 p-8 text-center text-coffee-600">
          No café offers all of those features yet.{" "}
          <button type="button" onClick={onClear} className="font-semibold text-terracotta-600 hover:underline">
            Clear Filter
          </button>
        </p>
      ) : (
        <ul className="mt-6 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
          {byDistance(cafes, location).map((cafe) => (
            <li
              key={cafe.id}
              id={`cafe-${cafe.id}`}
              className="flex flex-col overflow-hidden rounded-[var(--radius-card)] border border-coffee-800/10 bg-white shadow-sm"
            >
              {cafe.imageUrl ? (
                <img
                  {...responsiveImage(
                    cafe.imageUrl,
                    "(min-width: 1280px) 20vw, (min-width: 1024px) 30vw, (min-width: 768px) 50vw, 100vw",
                  )}
                  alt=""
                  width={800}
                  height={600}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[16/9] w-full object-cover"
                />
              ) : null}
              <div className="flex flex-1 flex-col p-5">
                <p className="text-xs font-semibold uppercase tracking-widest text-coffee-500">
                  {cafe.city}
                  {cafe.weeklyPick ? <span className="ml-2 text-terracotta-600">★ Café of the Week</span> : null}
                </p>
                <h3 className="mt-1 font-display text-xl font-semibold">{cafe.name}</h3>
                <p className="mt-1 text-sm font-medium">
                  {cafe.rating !== null ? `${cafe.rating.toFixed(1)} / 5.0` : "Not rated yet"}
                  {location ? (
                    <span className="text-coffee-500"> · {formatKm(distanceKm(location, cafe))} away</span>
                  ) : null}
                </p>
                <p className="mt-2 line-clamp-3 text-sm text-coffee-600">{cafe.description}</p>
                <p className="mt-2 text-sm text-coffee-500">{cafe.address}</p>
                <ul aria-label="Features" className="mt-3 flex flex-wrap gap-1.5">
                  {cafe.features.map((feature) => (
                    <li key={feature} className="rounded-full bg-cream-100 px-2.5 py-0.5 text-xs font-medium">
                      {cafeFeatureLabel(feature)}
                    </li>
                  ))}
                </ul>
                <div className="mt-auto flex flex-wrap items-center gap-2 pt-4">
                  <button
                    type="button"
                    onClick={() => onShowOnMap(cafe)}
                    aria-label={`Show ${cafe.name} on the map`}
                    className="inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-terracotta-600 hover:bg-terracotta-500/10"
                  >
                    <MapPinned aria-hidden className="size-4" /> Map
                  </button>
                  <CafeActions cafe={cafe} />
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
