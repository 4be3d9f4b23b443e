import Coffee from "lucide-react/icons/coffee";
import Star from "lucide-react/icons/star";
import type { PublicCafe } from "@domain/catalog";
import { cn } from "~/lib/utils";
import { MapPin } from "./map-canvas";
import type { MapPoint } from "./project-point";

/** A café on the map: a real button, so it is reached with Tab and opened with Enter or Space. */
export function CafeMarker({
  cafe,
  position,
  open,
  dimmed,
  onOpen,
}: {
  cafe: PublicCafe;
  position: MapPoint;
  open: boolean;
  dimmed: boolean;
  onOpen: (trigger: HTMLButtonElement) => void;
}) {
  const pick = cafe.weeklyPick;
  return (
    <MapPin x={position.x} y={position.y} className={cn(open ? "z-20" : pick ? "z-10" : "z-0")}>
      <button
        type="button"
        data-cafe-marker={cafe.id}
        aria-label={`${cafe.name}, ${cafe.city}${pick ? " — Café of the Week" : ""}`}
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={(event) => onOpen(event.currentTarget)}
        className={cn(
          "grid place-items-center rounded-full border-2 border-white shadow-md transition-[transform,opacity] hover:scale-110 focus-visible:scale-110 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-terracotta-500",
          pick ? "size-8 bg-gold-500 text-coffee-900 sm:size-9" : "size-6 bg-coffee-800 text-cream-50 sm:size-7",
          open && "scale-110 ring-4 ring-terracotta-500/40",
          dimmed && !open && "opacity-45",
        )}
      >
        {pick ? <Star aria-hidden className="size-4 fill-current" /> : <Coffee aria-hidden className="size-3.5" />}
      </button>
    </MapPin>
  );
}

export function LocationDot({ position }: { position: MapPoint }) {
  return (
    <MapPin x={position.x} y={position.y} className="pointer-events-none z-10">
      <span role="img" aria-label="You are here" className="relative block size-4">
        <span className="absolute inset-0 animate-ping rounded-full bg-sky-500/50" />
        <span className="absolute inset-0 rounded-full border-2 border-white bg-sky-600 shadow" />
      </span>
    </MapPin>
  );
}

export function MapLegend() {
  return (
    <ul aria-label="Legend" className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-coffee-600">
      <li className="flex items-center gap-1.5">
        <span aria-hidden className="grid size-4 place-items-center rounded-full bg-coffee-800 text-cream-50">
          <Coffee className="size-2.5" />
        </span>{" "}
        Café
      </li>
      <li className="flex items-center gap-1.5">
        <span aria-hidden className="grid size-4 place-items-center rounded-full bg-gold-500 text-coffee-900">
          <Star className="size-2.5 fill-current" />
        </span>{" "}
        Café of the Week
      </li>
      <li className="flex items-center gap-1.5">
        <span aria-hidden className="size-3 rounded-full border-2 border-white bg-sky-600 shadow" /> You
      </li>
    </ul>
  );
}
