import TriangleAlert from "lucide-react/icons/triangle-exclamation-point";
import type { RepricedLine } from "@domain/cart";

const fixButton =
  "inline-flex min-h-9 items-center rounded-full border border-coffee-800/25 bg-white px-3 text-sm font-medium hover:border-coffee-800";

/**
 * What stops this cart from being ordered (a coffee gone, not enough bags), with one-tap fixes;
 * also the server's own 409 message, which can be newer than the page's stock figures.
 */
export function CartProblems({
  lines,
  stockOf,
  serverMessage,
  onQuantity,
}: {
  lines: RepricedLine[];
  stockOf: (productId: number) => number;
  serverMessage: string | null;
  onQuantity: (index: number, quantity: number) => void;
}) {
  const problems = lines.map((line, index) => ({ line, index })).filter(({ line }) => !line.available || !line.inStock);
  if (problems.length === 0 && !serverMessage) return null;
  return (
    <div role="alert" className="rounded-2xl border border-terracotta-500/50 bg-terracotta-500/10 p-4 text-sm">
      <p className="flex items-center gap-2 font-semibold text-terracotta-600">
        <TriangleAlert aria-hidden className="size-4 shrink-0" />
        {serverMessage ?? "Some coffees in your cart can't be ordered as they are"}
      </p>
      <ul className="mt-3 space-y-3">
        {problems.map(({ line, index }) => {
          const stock = stockOf(line.id);
          const label = `${line.name} (${line.weight}g)`;
          const reason = !line.available
            ? "is no longer sold"
            : stock > 0
              ? `— only ${stock} left`
              : "is sold out for now";
          return (
            <li key={`${line.id}-${line.weight}-${index}`} className="flex flex-wrap items-center gap-2">
              <span className="mr-auto text-coffee-700">
                {label} {reason}
              </span>
              {line.available && stock > 0 ? (
                <button
                  type="button"
                  className={fixButton}
                  onClick={() => onQuantity(index, stock)}
                  aria-label={`Change ${label} to ${stock}`}
                >
                  Change to {stock}
                </button>
              ) : null}
              <button
                type="button"
                className={fixButton}
                onClick={() => onQuantity(index, 0)}
                aria-label={`Remove ${label}`}
              >
                Remove
              </button>
            </li>
          );
        })}
      </ul>
      {problems.length === 0 ? <p className="mt-2 text-coffee-700">Adjust your cart, then continue.</p> : null}
    </div>
  );
}
