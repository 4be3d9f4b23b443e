import type { ReactNode } from "react";
import { cn } from "~/lib/utils";
import { MAP_CREDIT, MAP_FRAME, MAP_IMAGE } from "./map-frame";

/**
 * The map of South India (a static image drawn at build time) with whatever is placed on it, in
 * percent of its size: it scales with its column, down to a 360 px phone.
 */
export function MapCanvas({
  children,
  className,
  label,
  lazy = false,
}: {
  children?: ReactNode;
  className?: string;
  label: string;
  lazy?: boolean;
}) {
  return (
    <figure
      className={cn("overflow-hidden rounded-[var(--radius-card)] border border-coffee-800/10 bg-[#dce6ea]", className)}
    >
      <div className="relative" style={{ aspectRatio: `${MAP_FRAME.width} / ${MAP_FRAME.height}` }}>
        <img
          src={MAP_IMAGE}
          alt=""
          width={MAP_FRAME.width}
          height={MAP_FRAME.height}
          loading={lazy ? "lazy" : "eager"}
          decoding="async"
          className="absolute inset-0 size-full select-none"
          draggable={false}
        />
        <div role="group" aria-label={label} className="absolute inset-0">
          {children}
        </div>
      </div>
      <figcaption className="bg-white/70 px-3 py-1 text-right text-[0.65rem] text-coffee-500">{MAP_CREDIT}</figcaption>
    </figure>
  );
}

/** A point on the map at `x`%, `y`%. */
export function MapPin({
  x,
  y,
  children,
  className,
}: {
  x: number;
  y: number;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      data-map-pin=""
      className={cn("absolute -translate-x-1/2 -translate-y-1/2", className)}
      style={{ left: `${x}%`, top: `${y}%` }}
    >
      {children}
    </div>
  );
}
