import { Star } from "lucide-react";
import { cn } from "~/lib/utils";

/** Five stars filled to the rating, with the number for screen readers and sighted readers alike. */
export function StarRating({ rating, count, className }: { rating: number; count?: number; className?: string }) {
  const rounded = Math.round(rating);
  return (
    <p className={cn("flex items-center gap-1.5 text-sm", className)}>
      <span className="flex" aria-hidden>
        {[1, 2, 3, 4, 5].map((i) => (
          <Star key={i} className={cn("size-4", i <= rounded ? "fill-gold-500 text-gold-500" : "text-coffee-800/20")} />
        ))}
      </span>
      <span className="sr-only">Rated {rating.toFixed(1)} out of 5</span>
      <span aria-hidden className="font-medium">{rating.toFixed(1)}</span>
      {count ? <span className="text-coffee-500">({count} reviews)</span> : null}
    </p>
  );
}
