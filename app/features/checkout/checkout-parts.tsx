import Check from "lucide-react/icons/check";
import ChevronDown from "lucide-react/icons/chevron-down";
import LoaderCircle from "lucide-react/icons/loader-circle";
import ShoppingBag from "lucide-react/icons/shopping-bag";
import TriangleAlert from "lucide-react/icons/triangle-exclamation-point";
import { Link } from "react-router";
import { cartCount, purchasableSubtotal, type CartItem, type RepricedLine } from "@domain/cart";
import { totalsWithDiscount } from "@domain/discounts";
import { formatRupees } from "@domain/money";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/utils";

export const STEPS = [
  { id: "details", label: "Details" },
  { id: "payment", label: "Payment" },
  { id: "success", label: "Confirmation" },
] as const;
export type StepId = (typeof STEPS)[number]["id"];

/** Where the shopper is: three numbered steps, the current one announced. */
export function StepIndicator({ current }: { current: StepId }) {
  const currentIndex = STEPS.findIndex((step) => step.id === current);
  return (
    <ol aria-label="Checkout steps" className="flex items-center gap-2 text-sm sm:gap-3">
      {STEPS.map((step, index) => {
        const done = index < currentIndex;
        const active = index === currentIndex;
        return (
          <li key={step.id} aria-current={active ? "step" : undefined} className="flex items-center gap-2 sm:gap-3">
            {index > 0 ? (
              <span
                aria-hidden
                className={cn("h-px w-6 sm:w-10", done || active ? "bg-coffee-800" : "bg-coffee-800/20")}
              />
            ) : null}
            <span
              aria-hidden
              className={cn(
                "grid size-7 shrink-0 place-items-center rounded-full text-xs font-bold",
                done
                  ? "bg-forest-600 text-white"
                  : active
                    ? "bg-coffee-800 text-cream-50"
                    : "border border-coffee-800/25 text-coffee-500",
              )}
            >
              {done ? <Check className="size-3.5" /> : index + 1}
            </span>
            {/* On a phone only the current step is named; the others stay numbered (and named for screen readers). */}
            <span className={cn("font-medium", active ? "text-coffee-800" : "sr-only text-coffee-500 sm:not-sr-only")}>
              {step.label}
              {done ? <span className="sr-only"> (done)</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/** An empty cart has nothing to check out: say so and point back to the coffee, never sample items. */
export function EmptyCheckout({ hasOrders }: { hasOrders: boolean }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-12 text-center sm:py-16">
      <span className="grid size-20 place-items-center rounded-full bg-cream-100">
        <ShoppingBag aria-hidden className="size-9 text-coffee-400" />
      </span>
      <h2 className="mt-6 text-3xl font-semibold">Your cart is empty</h2>
      <p className="mt-3 text-coffee-500">Pick a coffee for how you feel today, then come back here.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link className={buttonVariants()} to="/shop">
          Browse Coffees
        </Link>
        <Link className={buttonVariants({ variant: "outline" })} to={hasOrders ? "/orders" : "/discover-your-mood"}>
          {hasOrders ? "Your Orders" : "Find Your Coffee Mood"}
        </Link>
      </div>
    </section>
  );
}

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

/** On a phone the summary sits below the form: a one-line glance at it, linked. */
export function SummaryJump({
  items,
  lines,
  ready,
  discount = null,
}: {
  items: CartItem[];
  lines: RepricedLine[];
  ready: boolean;
  discount?: { discountPaise: number; freeShipping: boolean } | null;
}) {
  const count = cartCount(items);
  // Before the cart is read it holds its place (invisible), so the form below does not jump.
  return (
    <a
      href="#order-summary"
      aria-hidden={ready ? undefined : true}
      tabIndex={ready ? undefined : -1}
      className={`flex items-center justify-between gap-3 rounded-2xl bg-cream-100 px-4 py-3 text-sm font-medium lg:hidden ${ready ? "" : "invisible"}`}
    >
      <span className="flex items-center gap-2">
        <ShoppingBag aria-hidden className="size-4 text-coffee-500" />
        {count} {count === 1 ? "bag" : "bags"} ·{" "}
        {formatRupees(totalsWithDiscount(purchasableSubtotal(lines), discount).total)}
      </span>
      <span className="flex items-center gap-1 text-coffee-600">
        Order summary <ChevronDown aria-hidden className="size-4" />
      </span>
    </a>
  );
}

export function StepLoading() {
  return (
    <div role="status" className="flex min-h-64 items-center justify-center gap-3 text-coffee-500">
      <LoaderCircle aria-hidden className="size-6 animate-spin text-terracotta-500" /> Loading…
    </div>
  );
}
