import ShoppingBag from "lucide-react/icons/shopping-bag";
import { cartCount, purchasableSubtotal, type CartItem, type RepricedLine } from "@domain/cart";
import { totalsWithDiscount } from "@domain/totals";
import { formatRupees } from "@domain/money";
import { cn } from "~/lib/utils";
import { CheckIcon, ChevronDownIcon, LoaderCircleIcon } from "./step-icons";

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
              {done ? <CheckIcon className="size-3.5" /> : index + 1}
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
        Order summary <ChevronDownIcon className="size-4" />
      </span>
    </a>
  );
}

export function StepLoading() {
  return (
    <div role="status" className="flex min-h-64 items-center justify-center gap-3 text-coffee-500">
      <LoaderCircleIcon className="size-6 animate-spin text-terracotta-500" /> Loading…
    </div>
  );
}
