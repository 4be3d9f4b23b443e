import Trash2 from "lucide-react/icons/trash";
import { Link } from "react-router";
import { grindLabel } from "@domain/grind";
import { lineTotal, type RepricedLine } from "@domain/cart";
import { formatRupees, toPaise } from "@domain/money";
import { QuantityStepper } from "~/components/ui/quantity-stepper";
import { ProductImage } from "~/components/product/product-image";
import { RoastNote } from "~/components/product/roast-note";

type Props = {
  line: RepricedLine;
  /** Bags of this coffee in stock now (null when the product is gone). */
  stock: number | null;
  /** Roast day of the bags this line would get (decision 152). */
  roastedOn?: string | null;
  onQuantity: (quantity: number) => void;
};

/** What the shopper can do about a line the shop cannot fill: the number, and a button that fixes it. */
function StockProblem({
  stock,
  label,
  onQuantity,
}: {
  stock: number;
  /** "Nilgiri Estate Reserve (250g)": names the line for screen readers, as checkout's fix buttons do. */
  label: string;
  onQuantity: (quantity: number) => void;
}) {
  if (stock <= 0)
    return <p className="text-sm font-medium text-terracotta-600">Sold out for now — remove it to check out.</p>;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <p className="text-sm font-medium text-terracotta-600">
        {stock === 1 ? "Only 1 bag left." : `Only ${stock} bags left.`}
      </p>
      <button
        type="button"
        onClick={() => onQuantity(stock)}
        aria-label={`Change ${label} to ${stock}`}
        className="min-h-11 rounded-full px-3 text-sm font-semibold text-coffee-800 underline underline-offset-4 hover:bg-coffee-800/5"
      >
        Change to {stock}
      </button>
    </div>
  );
}

export function CartLine({ line, stock, roastedOn = null, onQuantity }: Props) {
  const href = line.slug ? `/product/${line.slug}` : null;
  return (
    <li className="flex gap-4 py-5">
      <div className="size-20 shrink-0 overflow-hidden rounded-2xl bg-cream-100 sm:size-28">
        <ProductImage
          src={line.image}
          alt=""
          sizes="(min-width: 640px) 112px, 80px"
          loading="lazy"
          className="size-full object-cover"
        />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 className="truncate text-lg font-semibold">
              {href ? (
                <Link to={href} className="hover:text-terracotta-600">
                  {line.name}
                </Link>
              ) : (
                line.name
              )}
            </h2>
            <p className="text-sm text-coffee-500">
              {line.weight}g{line.brewingMethod ? ` · ${grindLabel(line.brewingMethod, line.chicoryPercent)}` : ""} ·{" "}
              {formatRupees(toPaise(line.price))} each
            </p>
          </div>
          <p className="shrink-0 font-semibold tabular-nums">{formatRupees(lineTotal(line))}</p>
        </div>
        {!line.available ? (
          <p className="text-sm font-medium text-terracotta-600">No longer available — remove it to check out.</p>
        ) : !line.inStock ? (
          <StockProblem stock={stock ?? 0} label={`${line.name} (${line.weight}g)`} onQuantity={onQuantity} />
        ) : line.priceChanged ? (
          <p className="text-sm text-coffee-500">Price updated to today's price.</p>
        ) : null}
        {line.available && line.inStock ? <RoastNote roastedOn={roastedOn} /> : null}
        <div className="mt-auto flex items-center justify-between gap-3">
          <QuantityStepper
            value={line.quantity}
            min={0}
            max={Math.max(line.quantity, stock ?? 0)}
            onChange={onQuantity}
            label={`Quantity of ${line.name} ${line.weight}g`}
          />
          <button
            type="button"
            onClick={() => onQuantity(0)}
            aria-label={`Remove ${line.name} ${line.weight}g`}
            className="inline-flex min-h-11 items-center gap-1 rounded-full px-3 text-sm text-coffee-500 hover:bg-coffee-800/5 hover:text-coffee-800"
          >
            <Trash2 aria-hidden className="size-4" /> <span className="hidden sm:inline">Remove</span>
          </button>
        </div>
      </div>
    </li>
  );
}
