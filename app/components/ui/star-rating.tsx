import { cn } from "~/lib/utils";

/**
 * Five stars filled to the rating. Text stars with a clipped gold layer: two elements instead of
 * five SVG icons, which matters on a shop page with a dozen cards.
 */
export function StarRating({ rating, count, className }: { rating: number; count?: number; className?: string }) {
  const percent = Math.max(0, Math.min(100, (rating / 5) * 100));
  return (
    <p className={cn("flex items-center gap-1.5 text-sm", className)}>
      <span aria-hidden className="relative inline-block text-lg leading-none tracking-[0.05em] text-coffee-800/20">
        ★★★★★
        <span
          className="absolute inset-y-0 left-0 overflow-hidden whitespace-nowrap text-gold-500"
          style={{ width: `${percent}%` }}
        >
          ★★★★★
        </span>
      </span>
      <span className="sr-only">Rated {rating.toFixed(1)} out of 5</span>
      <span aria-hidden className="font-medium">
        {rating.toFixed(1)}
      </span>
      {count ? (
        <span className="text-coffee-500">
          ({count} {count === 1 ? "review" : "reviews"})
        </span>
      ) : null}
    </p>
  );
}
