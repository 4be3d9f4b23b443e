import Coffee from "lucide-react/icons/coffee";
import Crosshair from "lucide-react/icons/crosshair";
import MapPin from "lucide-react/icons/map-pin";
import Star from "lucide-react/icons/star";
import { Link } from "react-router";
import { CAFE_FEATURE_LABELS, CAFE_FEATURES } from "@domain/cafes";
import type { PublicCafe } from "@domain/catalog";
import { buttonVariants } from "~/components/ui/button";
import { MapCanvas, MapPin as Pin, type MapPoint } from "~/features/cafes";
import { cn } from "~/lib/utils";
import { SectionHeading } from "./section-heading";
import { responsiveImage } from "~/lib/responsive-image";

export type CafeMarkerSummary = Pick<PublicCafe, "id" | "name" | "city" | "weeklyPick"> & { position: MapPoint };

/**
 * The home page's café discovery: the map with every café (each marker opens it in the finder),
 * the feature filters and Find Nearby Cafés leading into /cafes, and the Café of the Week. Links
 * only, so the home page carries none of the finder's code.
 */
export function CafeDiscovery({
  pick,
  markers,
  cityCount,
}: {
  pick: PublicCafe | null;
  markers: CafeMarkerSummary[];
  cityCount: number;
}) {
  return (
    <section
      id="cafe-discovery"
      aria-labelledby="cafe-heading"
      className="bg-forest-700 py-20 text-cream-50 defer-render"
    >
      <div className="mx-auto grid max-w-7xl items-start gap-12 px-4 sm:px-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div>
          <SectionHeading
            id="cafe-heading"
            tone="light"
            eyebrow="Café discovery"
            title="Find a table that pours our coffee"
          >
            {markers.length} independent cafés across {cityCount} South Indian cities brew Bean & Bhūmi. Find one near
            you, or tell us about yours.
          </SectionHeading>
          <ul aria-label="Find cafés by feature" className="mt-6 flex flex-wrap gap-2">
            {CAFE_FEATURES.map((feature) => (
              <li key={feature}>
                <Link
                  to={`/cafes?feature=${feature}`}
                  className="inline-flex h-9 items-center rounded-full border border-cream-50/30 px-3.5 text-sm font-medium hover:bg-cream-50/10"
                >
                  {CAFE_FEATURE_LABELS[feature]}
                </Link>
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link className={buttonVariants({ variant: "light", size: "lg" })} to="/cafes?nearby=1">
              <Crosshair aria-hidden /> Find Nearby Cafés
            </Link>
            <Link className={buttonVariants({ variant: "outline-light", size: "lg" })} to="/cafes">
              <MapPin aria-hidden /> Open the Café Finder
            </Link>
          </div>
          {pick ? (
            <article className="mt-10 flex gap-4 rounded-[var(--radius-card)] bg-cream-50 p-4 text-coffee-800 shadow-2xl">
              {pick.imageUrl ? (
                <img
                  {...responsiveImage(pick.imageUrl, "(min-width: 640px) 128px, 96px")}
                  alt=""
                  width={800}
                  height={600}
                  loading="lazy"
                  decoding="async"
                  className="aspect-square w-24 shrink-0 rounded-2xl object-cover sm:w-32"
                />
              ) : null}
              <div className="min-w-0">
                <p className="text-xs font-semibold uppercase tracking-widest text-terracotta-600">Café of the Week</p>
                <h3 className="mt-1 text-xl font-semibold">{pick.name}</h3>
                <p className="mt-0.5 flex items-center gap-1 text-sm text-coffee-500">
                  {pick.city}
                  {pick.rating !== null ? (
                    <>
                      <span aria-hidden className="mx-1">
                        ·
                      </span>
                      <Star aria-hidden className="size-4 fill-gold-500 text-gold-500" /> {pick.rating.toFixed(1)} / 5.0
                    </>
                  ) : null}
                </p>
                <p className="mt-2 line-clamp-2 text-sm text-coffee-600">{pick.description}</p>
                <Link
                  to={`/cafes?cafe=${pick.id}`}
                  className="mt-2 inline-block text-sm font-semibold text-terracotta-600 hover:underline"
                >
                  See it on the map →
                </Link>
              </div>
            </article>
          ) : null}
        </div>
        <MapCanvas
          lazy
          label="Cafés on the map of South India"
          className="mx-auto w-full max-w-lg border-cream-50/20 text-coffee-800"
        >
          {markers.map((cafe) => (
            <Pin key={cafe.id} x={cafe.position.x} y={cafe.position.y} className={cafe.weeklyPick ? "z-10" : undefined}>
              <Link
                to={`/cafes?cafe=${cafe.id}`}
                aria-label={`${cafe.name}, ${cafe.city}${cafe.weeklyPick ? " — Café of the Week" : ""}`}
                className={cn(
                  "grid place-items-center rounded-full border-2 border-white shadow-md hover:scale-110 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold-400",
                  cafe.weeklyPick ? "size-8 bg-gold-500 text-coffee-900" : "size-6 bg-coffee-800 text-cream-50",
                )}
              >
                {cafe.weeklyPick ? (
                  <Star aria-hidden className="size-4 fill-current" />
                ) : (
                  <Coffee aria-hidden className="size-3.5" />
                )}
              </Link>
            </Pin>
          ))}
        </MapCanvas>
      </div>
    </section>
  );
}
