import PinIcon from "lucide-react/icons/map-pin";
import Star from "lucide-react/icons/star";
import X from "lucide-react/icons/x";
import { useEffect, useRef } from "react";
import type { PublicCafe } from "@domain/catalog";
import { distanceKm, formatKm, type LatLng } from "@domain/geo";
import { cn } from "~/lib/utils";
import { CafeActions } from "./cafe-actions";
import { cafeFeatureLabel } from "@domain/cafes";
import type { MapPoint } from "./project-point";

/**
 * The marker's popup. On a phone it sits along the bottom of the map; wider, beside its marker,
 * on whichever side has room. Escape closes it and gives focus back to the marker.
 */
export function CafePopup({
  cafe,
  position,
  location,
  onClose,
}: {
  cafe: PublicCafe;
  position: MapPoint;
  location: LatLng | null;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [cafe.id]);
  const right = position.x > 55;
  const below = position.y < 45;
  const headingId = `cafe-popup-${cafe.id}`;
  return (
    // Escape closes a dialog (WAI-ARIA's dialog pattern); the rule exempts only the <dialog> element itself.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      ref={ref}
      role="dialog"
      aria-labelledby={headingId}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === "Escape") onClose();
      }}
      style={{ "--x": `${position.x}%`, "--y": `${position.y}%` } as React.CSSProperties}
      className={cn(
        "absolute inset-x-2 bottom-2 z-30 max-h-[calc(100%-1rem)] overflow-y-auto rounded-2xl bg-white p-4 text-left shadow-xl outline-none ring-1 ring-coffee-800/10",
        "sm:inset-x-auto sm:bottom-auto sm:left-[var(--x)] sm:top-[var(--y)] sm:w-80",
        right ? "sm:-translate-x-[calc(100%+1.25rem)]" : "sm:translate-x-5",
        below ? "sm:-translate-y-6" : "sm:-translate-y-[calc(100%-1.5rem)]",
      )}
    >
      <button
        type="button"
        onClick={onClose}
        aria-label="Close"
        className="absolute right-2 top-2 rounded-full p-1.5 text-coffee-500 hover:bg-coffee-800/5 hover:text-coffee-800"
      >
        <X aria-hidden className="size-4" />
      </button>
      {cafe.weeklyPick ? (
        <p className="text-[0.65rem] font-semibold uppercase tracking-widest text-terracotta-600">Café of the Week</p>
      ) : null}
      <h3 id={headingId} className="pr-6 font-display text-lg font-semibold leading-snug">
        {cafe.name}
      </h3>
      <p className="mt-1 flex items-center gap-2 text-sm text-coffee-600">
        <span className="inline-flex items-center gap-1 font-semibold text-coffee-800">
          <Star aria-hidden className="size-4 fill-gold-500 text-gold-500" />
          {cafe.rating !== null ? `${cafe.rating.toFixed(1)} / 5.0` : "Not rated yet"}
        </span>
        {location ? (
          <>
            <span aria-hidden>·</span>
            <span>{formatKm(distanceKm(location, cafe))} away</span>
          </>
        ) : null}
      </p>
      <p className="mt-2 line-clamp-4 text-sm text-coffee-600">{cafe.description}</p>
      <p className="mt-2 flex gap-1.5 text-sm">
        <PinIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-terracotta-500" />
        <span>
          {cafe.address}, {cafe.city}
        </span>
      </p>
      {cafe.features.length ? (
        <ul aria-label="Features" className="mt-2 flex flex-wrap gap-1">
          {cafe.features.map((feature) => (
            <li key={feature} className="rounded-full bg-cream-100 px-2 py-0.5 text-xs font-medium">
              {cafeFeatureLabel(feature)}
            </li>
          ))}
        </ul>
      ) : null}
      <CafeActions cafe={cafe} className="mt-3" />
    </div>
  );
}
