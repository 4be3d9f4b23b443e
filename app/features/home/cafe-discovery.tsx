import { MapPin, Star } from "lucide-react";
import { Link } from "react-router";
import type { PublicCafe } from "@domain/catalog";
import { Button } from "~/components/ui/button";
import { SectionHeading } from "./section-heading";

export const FEATURE_LABELS: Record<string, string> = {
  single_origin: "Single origin",
  strong_wifi: "Strong Wi-Fi",
  chill_vibes: "Chill vibes",
  instagrammable: "Instagrammable",
  outdoor_seating: "Outdoor seating",
};

export function CafeDiscovery({ pick, cafeCount, cityCount }: { pick: PublicCafe | null; cafeCount: number; cityCount: number }) {
  return (
    <section id="cafe-discovery" aria-labelledby="cafe-heading" className="bg-forest-700 py-20 text-cream-50 defer-render">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2">
        <div>
          <SectionHeading id="cafe-heading" tone="light" eyebrow="Café discovery" title="Find a table that pours our coffee">
            {cafeCount} independent cafés across {cityCount} South Indian cities brew Bean & Bhūmi. Find one near you, or tell us about yours.
          </SectionHeading>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild variant="light" size="lg">
              <Link to="/cafes">
                <MapPin aria-hidden /> Find Nearby Cafés
              </Link>
            </Button>
          </div>
        </div>
        {pick ? (
          <article className="overflow-hidden rounded-[var(--radius-card)] bg-cream-50 text-coffee-800 shadow-2xl">
            {pick.imageUrl ? <img src={pick.imageUrl} alt={`${pick.name}, ${pick.city}`} width={800} height={600} loading="lazy" decoding="async" className="aspect-[4/3] w-full object-cover" /> : null}
            <div className="p-6">
              <p className="text-xs font-semibold uppercase tracking-widest text-terracotta-600">Café of the Week</p>
              <h3 className="mt-2 text-2xl font-semibold">{pick.name}</h3>
              <p className="mt-1 flex items-center gap-1 text-sm text-coffee-500">
                <MapPin aria-hidden className="size-4" /> {pick.city}
                {pick.rating ? (
                  <>
                    <span aria-hidden className="mx-1">·</span>
                    <Star aria-hidden className="size-4 fill-gold-500 text-gold-500" /> {pick.rating.toFixed(1)}
                  </>
                ) : null}
              </p>
              <p className="mt-3 text-coffee-600">{pick.description}</p>
              <ul className="mt-4 flex flex-wrap gap-1.5">
                {pick.features.map((feature) => (
                  <li key={feature} className="rounded-full bg-cream-100 px-2.5 py-0.5 text-xs font-medium">
                    {FEATURE_LABELS[feature] ?? feature}
                  </li>
                ))}
              </ul>
            </div>
          </article>
        ) : null}
      </div>
    </section>
  );
}
