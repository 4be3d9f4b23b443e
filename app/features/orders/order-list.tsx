import ChevronRight from "lucide-react/icons/chevron-right";
import CreditCard from "lucide-react/icons/credit-card";
import Package from "lucide-react/icons/package";
import { Link } from "react-router";
import { formatRupees } from "@domain/money";
import type { OrderView } from "@domain/orders";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import { lazyPart, PartBoundary } from "~/lib/lazy-part";
import { CompletePaymentButton } from "./complete-payment";
import { awaitsPayment, type RememberedOrder } from "./order-history-store";
import { StatusBadges } from "./order-status";
import type { RememberedState } from "./use-remembered-orders";

/** Only a shipped order shows its parcel: loaded then, not with the page (first-view budget, decision 140). */
const ParcelTracking = lazyPart(() => import("./parcel-tracking").then((module) => module.ParcelTracking));

const placedOn = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});

function itemsLine(order: OrderView): string {
  const bags = order.items.reduce((sum, item) => sum + item.quantity, 0);
  const names = order.items.map((item) => item.productName);
  const shown = names.slice(0, 2).join(", ") + (names.length > 2 ? ` and ${names.length - 2} more` : "");
  return `${bags} ${bags === 1 ? "bag" : "bags"} · ${shown}`;
}

function OrderCard({ entry, state }: { entry: RememberedOrder; state: RememberedState | undefined }) {
  if (!state || state.status === "loading") {
    // Line for line as tall as the card it becomes, so nothing below it moves when the order arrives.
    return (
      <div className="flex items-center gap-4 rounded-2xl border border-coffee-800/10 bg-white p-5" aria-busy="true">
        <div className="min-w-0 flex-1">
          <div className="flex items-center justify-between gap-2">
            <p className="font-mono font-semibold">{entry.orderNumber}</p>
            <span aria-hidden className="h-4 w-16 rounded bg-cream-100" />
          </div>
          <div aria-hidden className="mt-1 flex h-5 items-center">
            <span className="h-3.5 w-2/3 rounded bg-cream-100" />
          </div>
          {entry.awaitsPayment ? (
            // Grey shapes of its badges and its button, sized by their unseen words: the row wraps where the
            // order's own will (decision 157).
            <div aria-hidden className="mt-3 flex min-h-6 flex-wrap items-center justify-between gap-3">
              <StatusBadges order={{ status: "pending", paymentStatus: "pending" }} skeleton />
              <span className="rounded-full bg-cream-100">
                <span className={cn(buttonVariants({ variant: "accent" }), "invisible")}>
                  <CreditCard /> Complete payment
                </span>
              </span>
            </div>
          ) : (
            <div aria-hidden className="mt-3 flex h-6 items-center gap-2">
              <span className="h-6 w-28 rounded-full bg-cream-100" />
              <span className="h-6 w-24 rounded-full bg-cream-100" />
            </div>
          )}
        </div>
        <span aria-hidden className="hidden size-5 shrink-0 sm:block" />
        <p className="sr-only">Loading…</p>
      </div>
    );
  }
  if (state.status === "failed") {
    return (
      <div className="rounded-2xl border border-coffee-800/10 bg-white p-5">
        <p className="font-mono font-semibold">{entry.orderNumber}</p>
        <p className="mt-2 text-sm text-coffee-600">{state.message}</p>
      </div>
    );
  }
  const { order } = state.data;
  // The order number is the link; its ::after covers the card, so the whole card opens the order.
  return (
    <div className="group relative flex items-center gap-4 rounded-2xl border border-coffee-800/10 bg-white p-5 transition-colors hover:border-coffee-800/40 has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-terracotta-500">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Link
            to={{ search: `?order=${encodeURIComponent(order.orderNumber)}` }}
            className="font-mono font-semibold outline-none after:absolute after:inset-0 after:rounded-2xl"
          >
            {order.orderNumber}
          </Link>
          <p className="font-semibold tabular-nums">{formatRupees(order.totalPaise)}</p>
        </div>
        <p className="mt-1 truncate text-sm text-coffee-600">
          {placedOn.format(new Date(order.createdAt))} · {itemsLine(order)}
        </p>
        <div className="mt-3 flex min-h-6 flex-wrap items-center justify-between gap-3">
          <StatusBadges order={order} />
          {awaitsPayment(order) ? <CompletePaymentButton order={order} accessToken={entry.accessToken} /> : null}
        </div>
        {/* Above the card's own link, so the shopper follows the parcel straight from the list. */}
        {order.status === "shipped" ? (
          <PartBoundary failed={null}>
            <ParcelTracking order={order} compact />
          </PartBoundary>
        ) : null}
      </div>
      <ChevronRight
        aria-hidden
        className="hidden size-5 shrink-0 text-coffee-400 transition-transform group-hover:translate-x-0.5 sm:block"
      />
    </div>
  );
}

/** The orders placed from this browser, newest first; an honest empty state when there are none. */
export function OrderList({
  history,
  states,
  hydrated,
}: {
  history: RememberedOrder[];
  states: Map<string, RememberedState>;
  hydrated: boolean;
}) {
  // Until this browser's storage is read, the empty state holds the place (invisible, inert): most visitors see it,
  // and nothing jumps.
  if (!hydrated || history.length === 0) {
    return (
      <div
        inert={!hydrated}
        className={`flex flex-col ${hydrated ? "" : "invisible"} items-center rounded-[var(--radius-card)] border border-dashed border-coffee-800/20 px-6 py-12 text-center`}
      >
        <span className="grid size-16 place-items-center rounded-full bg-cream-100">
          <Package aria-hidden className="size-7 text-coffee-400" />
        </span>
        <p className="mt-4 text-lg font-semibold">No orders from this browser yet</p>
        <p className="mt-2 max-w-sm text-sm text-coffee-600">
          Orders you place here show up on their own. Ordered on another phone or browser? Find it with its number and
          email.
        </p>
        <Link className={cn(buttonVariants(), "mt-6")} to="/shop">
          Browse Coffees
        </Link>
      </div>
    );
  }
  return (
    <>
      <ul className="space-y-3" aria-label="Orders from this browser">
        {history.map((entry) => (
          <li key={entry.orderNumber}>
            <OrderCard entry={entry} state={states.get(entry.orderNumber)} />
          </li>
        ))}
      </ul>
      <div className="flex flex-1 flex-col items-center justify-center gap-3 rounded-2xl border border-dashed border-coffee-800/20 px-5 py-4 text-center sm:flex-row sm:justify-between sm:text-left">
        <p className="text-sm text-coffee-600">Ready for your next bag?</p>
        <Link className={buttonVariants({ variant: "outline", size: "sm" })} to="/shop">
          Browse Coffees
        </Link>
      </div>
    </>
  );
}
