import Crosshair from "lucide-react/icons/crosshair";
import List from "lucide-react/icons/list";
import Loader2 from "lucide-react/icons/loader-circle";
import MapPinned from "lucide-react/icons/map-pinned";
import Plus from "lucide-react/icons/plus";
import Star from "lucide-react/icons/star";
import type { PublicCafe } from "@domain/catalog";
import { formatKm } from "@domain/geo";
import { Button } from "~/components/ui/button";
import { CafeActions } from "./cafe-actions";
import type { Nearby } from "./use-nearby";
import { responsiveImage } from "~/lib/responsive-image";

export const NEARBY_COUNT = 2;

type Props = {
  pick: PublicCafe | null;
  nearby: Nearby;
  /** The nearest cafés that pass the chosen features. */
  nearest: PublicCafe[];
  onLocate: () => void;
  onShowAll: () => void;
  onShowOnMap: (cafe: PublicCafe) => void;
  onSubmitSpot: () => void;
};

export function CafeSidePanel({ pick, nearby, nearest, onLocate, onShowAll, onShowOnMap, onSubmitSpot }: Props) {
  return (
    <aside aria-label="Café finder" className="space-y-5">
      {pick ? (
        <section
          aria-labelledby="weekly-pick-heading"
          className="overflow-hidden rounded-[var(--radius-card)] border border-gold-500/40 bg-white shadow-sm"
        >
          {pick.imageUrl ? (
            <img
              {...responsiveImage(pick.imageUrl, "(min-width: 1024px) 40vw, 100vw")}
              alt=""
              width={800}
              height={600}
              loading="lazy"
              decoding="async"
              className="aspect-[16/9] w-full object-cover"
            />
          ) : null}
          <div className="p-5">
            <p className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-widest text-terracotta-600">
              <Star aria-hidden className="size-3.5 fill-gold-500 text-gold-500" /> Café of the Week
            </p>
            <h2 id="weekly-pick-heading" className="mt-1.5 font-display text-xl font-semibold">
              {pick.name}
            </h2>
            <p className="text-sm text-coffee-500">
              {pick.city}
              {pick.rating !== null ? ` · ${pick.rating.toFixed(1)} / 5.0` : ""}
            </p>
            <p className="mt-2 line-clamp-3 text-sm text-coffee-600">{pick.description}</p>
            <div className="mt-4 flex flex-wrap gap-2">
              <Button type="button" variant="outline" size="sm" onClick={() => onShowOnMap(pick)}>
                <MapPinned aria-hidden /> Show on map
              </Button>
              <CafeActions cafe={pick} />
            </div>
          </div>
        </section>
      ) : null}

      <section
        aria-labelledby="nearby-heading"
        className="rounded-[var(--radius-card)] border border-coffee-800/10 bg-white p-5 shadow-sm"
      >
        <h2 id="nearby-heading" className="font-display text-xl font-semibold">
          Cafés near you
        </h2>
        <p className="mt-1 text-sm text-coffee-500">
          Share your location once and we'll show the two closest cafés pouring our coffee.
        </p>
        <div className="mt-4 flex flex-wrap gap-2">
          <Button type="button" variant="accent" onClick={onLocate} disabled={nearby.locating}>
            {nearby.locating ? <Loader2 aria-hidden className="animate-spin" /> : <Crosshair aria-hidden />} Find Nearby
            Cafés
          </Button>
          {nearby.active ? (
            <Button type="button" variant="outline" onClick={onShowAll}>
              <List aria-hidden /> Show All Cafés
            </Button>
          ) : null}
        </div>
        {nearby.active && nearby.cafes ? (
          <ol aria-label="Nearest cafés" className="mt-4 space-y-3">
            {nearest.length === 0 ? (
              <li className="text-sm text-coffee-500">No café with those features yet.</li>
            ) : null}
            {nearest.map((cafe) => (
              <li key={cafe.id} className="rounded-2xl bg-cream-100 p-3">
                <div className="flex items-start justify-between gap-3">
                  <div>
                    <p className="font-semibold">{cafe.name}</p>
                    <p className="text-sm text-coffee-500">{cafe.city}</p>
                  </div>
                  <span className="shrink-0 rounded-full bg-white px-2.5 py-0.5 text-sm font-semibold">
                    {formatKm(cafe.distanceKm ?? 0)}
                  </span>
                </div>
                <button
                  type="button"
                  onClick={() => onShowOnMap(cafe)}
                  className="mt-1 text-sm font-semibold text-terracotta-600 hover:underline"
                >
                  Show on map
                </button>
              </li>
            ))}
          </ol>
        ) : null}
      </section>

      <section
        aria-labelledby="submit-spot-heading"
        className="rounded-[var(--radius-card)] bg-forest-700 p-5 text-cream-50"
      >
        <h2 id="submit-spot-heading" className="font-display text-xl font-semibold">
          Know a great café?
        </h2>
        <p className="mt-1 text-sm text-cream-200">
          Tell us about the spot that pours your favourite cup. We review every suggestion before it appears here.
        </p>
        <Button type="button" variant="light" className="mt-4" onClick={onSubmitSpot}>
          <Plus aria-hidden /> Submit Your Spot
        </Button>
      </section>
    </aside>
  );
}
