import LoaderCircle from "lucide-react/icons/loader-circle";
import { memo, useDeferredValue, useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";
import { lazyPart, PartBoundary } from "~/lib/lazy-part";
import { LookupForm } from "./lookup-form";
import { rememberOrder, useOrderHistory, type RememberedOrder } from "./order-history-store";
import { OrderList } from "./order-list";
import type { OrderWithInvoice } from "./orders-api";
import { useRememberedOrders } from "./use-remembered-orders";

// One order in full (its invoice, refunds, cash on delivery…) shows only once its data has come: loaded
// then, so the list and the lookup (the first view) stay light (decision 140).
const OrderDetail = lazyPart(() => import("./order-detail").then((m) => m.OrderDetail));

/**
 * /orders: this browser's orders, a lookup by number, email and a mailed code, and one order in full
 * (`?order=`). A mail's link (`?order=…&token=…`) makes this browser remember that order, then shows it.
 */
export function OrdersPage() {
  // Both are the browser's and change right after hydration: taken deferred, the page's render for them is
  // cut into slices instead of one long task (issue 22, decision 170).
  const hydrated = useDeferredValue(useHydrated());
  const history = useDeferredValue(useOrderHistory());
  return <Orders hydrated={hydrated} history={history} />;
}

const Orders = memo(function Orders({ hydrated, history }: { hydrated: boolean; history: RememberedOrder[] }) {
  const states = useRememberedOrders(history);
  const [params, setParams] = useSearchParams();
  const [found, setFound] = useState(() => new Map<string, OrderWithInvoice>());
  const selected = params.get("order")?.trim().toUpperCase() || null;
  const email = params.get("email")?.trim() ?? "";
  const linkToken = params.get("token")?.trim() ?? "";
  const remembered = selected ? states.get(selected) : undefined;
  const detail = selected ? (found.get(selected) ?? (remembered?.status === "ready" ? remembered.data : null)) : null;

  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [selected]);

  // The link's token joins this browser's remembered orders (read like any other), and leaves the address bar.
  useEffect(() => {
    if (!selected || !linkToken) return;
    rememberOrder(selected, linkToken);
    setParams({ order: selected }, { replace: true });
  }, [selected, linkToken, setParams]);

  function show(data: OrderWithInvoice & { accessToken: string }) {
    rememberOrder(data.order.orderNumber, data.accessToken);
    setFound((current) => new Map(current).set(data.order.orderNumber, data));
    setParams({ order: data.order.orderNumber });
  }

  if (detail) {
    return (
      <section className="mx-auto max-w-5xl px-4 pb-16 pt-8 sm:px-6 sm:pt-12 print:max-w-none print:p-0">
        <h1 className="sr-only">Your Orders</h1>
        <PartBoundary
          fallback={
            <p role="status" className="flex items-center gap-2 text-coffee-500">
              <LoaderCircle aria-hidden className="size-5 animate-spin text-terracotta-500" /> Loading order{" "}
              {detail.order.orderNumber}…
            </p>
          }
        >
          <OrderDetail
            data={detail}
            accessToken={history.find((entry) => entry.orderNumber === detail.order.orderNumber)?.accessToken ?? null}
            onBack={() => setParams({})}
          />
        </PartBoundary>
      </section>
    );
  }

  const waiting = Boolean(selected && (!hydrated || linkToken || remembered?.status === "loading"));
  return (
    <section className="mx-auto max-w-5xl px-4 pb-16 pt-8 sm:px-6 sm:pt-12">
      <h1 className="text-4xl font-semibold sm:text-5xl">Your Orders</h1>
      <p className="mt-3 max-w-2xl text-coffee-600">
        Orders placed from this browser are listed here. Placed one somewhere else? Find it with its order number and
        email.
      </p>
      {waiting ? (
        <p role="status" className="mt-8 flex items-center gap-2 text-coffee-500">
          <LoaderCircle aria-hidden className="size-5 animate-spin text-terracotta-500" /> Loading order {selected}…
        </p>
      ) : null}
      <div className="mt-10 grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-labelledby="browser-orders-heading">
          <h2 id="browser-orders-heading" className="mb-4 text-2xl font-semibold">
            From this browser
          </h2>
          {/* As tall as the empty state the server renders: a short list read from this browser after
              hydration takes its place, with an invitation filling the rest, without moving the lookup
              below it on a phone (beside it on a laptop, the taller lookup sets the row's height). */}
          <div className="flex min-h-[21.5rem] flex-col gap-3 lg:min-h-0">
            <OrderList history={history} states={states} hydrated={hydrated} />
          </div>
        </section>
        <section
          aria-labelledby="lookup-heading"
          className="h-fit rounded-[var(--radius-card)] border border-coffee-800/10 bg-white p-6"
        >
          <h2 id="lookup-heading" className="text-2xl font-semibold">
            Find an order
          </h2>
          <p className="mb-5 mt-1 text-sm text-coffee-600">
            {selected && !waiting
              ? `Enter the email used for ${selected}: we'll send a code to it.`
              : "Your order number is in your confirmation email. We'll send a code to the email used for it."}
          </p>
          <LookupForm key={selected ?? ""} initialNumber={selected ?? ""} initialEmail={email} onFound={show} />
        </section>
      </div>
    </section>
  );
});
