import { formatRupees } from "@domain/money";
import { cn } from "~/lib/utils";

/** A price with the optional struck-through compare-at price and the weight it is for. */
export function PriceTag({
  price,
  compareAt,
  grams,
  className,
}: {
  price: number;
  compareAt?: number | null;
  grams?: number;
  className?: string;
}) {
  const showCompare = compareAt != null && compareAt > price;
  return (
    <p className={cn("flex flex-wrap items-baseline gap-x-2", className)}>
      <span className="font-semibold">{formatRupees(price)}</span>
      {showCompare ? (
        <s className="text-sm text-coffee-400">
          <span className="sr-only">was </span>
          {formatRupees(compareAt)}
        </s>
      ) : null}
      {grams ? <span className="text-sm font-normal text-coffee-500">for {grams}g</span> : null}
    </p>
  );
}
