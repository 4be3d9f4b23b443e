import ArrowUpRight from "lucide-react/icons/arrow-up-right";
import CircleAlert from "lucide-react/icons/circle-exclamation-point";
import Plus from "lucide-react/icons/plus";
import { lazy, Suspense, type ReactNode } from "react";
import { useSearchParams } from "react-router";
import type { AdminDashboard, AdminPaidSubscriptions } from "@domain/admin/types";
import { ORDER_STATUSES } from "@domain/orders";
import { Button } from "~/components/ui/button";
import { formatDateTime, formatPaise, formatPaiseWhole, titleCase } from "../format";
import { StatusBadge } from "../ui/badge";
import { Figure } from "../ui/figure";
import { QueryView } from "../ui/query-view";
import { Spinner } from "../ui/spinner";
import { TabHeader } from "../ui/tab-header";
import { useAdminQuery } from "../use-admin-data";
import { responsiveImage, THUMBNAIL_SIZES } from "~/lib/responsive-image";

const SalesChart = lazy(() => import("./sales-chart"));

function Card({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section aria-label={title} className={`rounded-2xl border border-coffee-800/10 bg-white p-5 ${className ?? ""}`}>
      <h3 className="font-sans text-xs font-bold uppercase tracking-wider text-coffee-400">{title}</h3>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** Monthly recurring revenue and active subscribers, from the subscriptions console's summary (issue 19 item 6). */
function SubscriptionFigures() {
  const query = useAdminQuery<AdminPaidSubscriptions>("/paid-subscriptions");
  const summary = query.data?.summary;
  const loading = query.isError ? "—" : "…";
  return (
    <>
      <Figure
        label="Monthly recurring revenue"
        value={summary ? formatPaiseWhole(summary.mrrPaise) : loading}
        note="Active subscriptions, per 30 days"
      />
      <Figure
        label="Active subscribers"
        value={summary ? String(summary.activeSubscribers) : loading}
        note={summary ? `${summary.pausedSubscribers} paused` : "Paid subscriptions"}
      />
    </>
  );
}

export function DashboardTab() {
  const query = useAdminQuery<AdminDashboard>("/dashboard");
  const [, setParams] = useSearchParams();
  const go = (tab: string, extra: Record<string, string> = {}) =>
    setParams({ tab, ...extra }, { preventScrollReset: true });

  return (
    <>
      <TabHeader
        title="Dashboard"
        description="The shop today, from real orders and stock."
        actions={
          <>
            <Button type="button" onClick={() => go("products", { new: "1" })}>
              <Plus aria-hidden /> Add Product
            </Button>
            <Button type="button" variant="outline" onClick={() => go("cafes", { new: "1" })}>
              <Plus aria-hidden /> Add Café
            </Button>
          </>
        }
      />
      <QueryView query={query} failure="Failed to fetch the dashboard">
        {(d) => {
          const busiest = Math.max(1, ...ORDER_STATUSES.map((s) => d.ordersByStatus[s] ?? 0));
          type Need = { text: string; tab: string; filters?: Record<string, string> };
          const candidates: (Need | null)[] = [
            d.pendingPayment
              ? {
                  text: `${d.pendingPayment} ${d.pendingPayment === 1 ? "order awaits" : "orders await"} payment`,
                  tab: "orders",
                }
              : null,
            d.refundsDue.orders
              ? {
                  text: `${formatPaiseWhole(d.refundsDue.paise)} to refund on ${d.refundsDue.orders} cancelled paid ${d.refundsDue.orders === 1 ? "order" : "orders"}`,
                  tab: "orders",
                  filters: { status: "cancelled", paymentStatus: "paid" },
                }
              : null,
            d.lowStockCount
              ? {
                  text: `${d.lowStockCount} ${d.lowStockCount === 1 ? "product is" : "products are"} low on stock${d.outOfStockCount ? `, ${d.outOfStockCount} sold out` : ""}`,
                  tab: "stock",
                }
              : null,
            d.pendingCafes
              ? {
                  text: `${d.pendingCafes} café ${d.pendingCafes === 1 ? "suggestion" : "suggestions"} to review`,
                  tab: "cafes",
                }
              : null,
            d.unhandledMessages
              ? {
                  text: `${d.unhandledMessages} new ${d.unhandledMessages === 1 ? "message" : "messages"}`,
                  tab: "messages",
                }
              : null,
            d.mailWaiting
              ? {
                  text: `${d.mailWaiting} ${d.mailWaiting === 1 ? "mail is" : "mails are"} waiting in the outbox`,
                  tab: "outbox",
                }
              : null,
          ];
          const needs = candidates.filter((item): item is Need => item !== null);
          return (
            <div className="space-y-6">
              <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
                <Figure
                  label="Revenue today"
                  value={formatPaiseWhole(d.revenue.today.paise)}
                  note={`${d.revenue.today.orders} paid ${d.revenue.today.orders === 1 ? "order" : "orders"}`}
                />
                <Figure
                  label="Last 7 days"
                  value={formatPaiseWhole(d.revenue.last7Days.paise)}
                  note={`${d.revenue.last7Days.orders} paid orders`}
                />
                <Figure
                  label="Last 30 days"
                  value={formatPaiseWhole(d.revenue.last30Days.paise)}
                  note={`${d.revenue.last30Days.orders} paid orders`}
                />
                <Figure
                  label="Low stock"
                  value={String(d.lowStockCount)}
                  note={`of ${d.productCount} products · ${d.outOfStockCount} sold out`}
                />
                <SubscriptionFigures />
              </div>

              {needs.length ? (
                <section
                  aria-label="Needs attention"
                  className="rounded-2xl border border-gold-500/40 bg-gold-400/15 p-4"
                >
                  <ul className="flex flex-wrap gap-2">
                    {needs.map((item) => (
                      <li key={item.text}>
                        <button
                          type="button"
                          onClick={() => go(item.tab, item.filters)}
                          className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1.5 text-sm font-medium shadow-sm hover:bg-cream-50"
                        >
                          <CircleAlert aria-hidden className="size-4 text-terracotta-500" /> {item.text}
                          <ArrowUpRight aria-hidden className="size-3.5 text-coffee-400" />
                        </button>
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null}

              <div className="grid grid-cols-1 gap-6 xl:grid-cols-3">
                <Card title="Sales, last 30 days" className="xl:col-span-2">
                  <Suspense
                    fallback={
                      <div className="grid h-60 place-items-center">
                        <Spinner />
                      </div>
                    }
                  >
                    <SalesChart days={d.salesByDay} />
                  </Suspense>
                  <p className="mt-2 text-xs text-coffee-500">
                    Paid orders by the day they were paid (India time); cancelled orders are not sales. All time:{" "}
                    {formatPaiseWhole(d.revenue.allTime.paise)} from {d.revenue.allTime.orders} orders.
                  </p>
                </Card>
                <Card title="Orders by status">
                  <ul className="space-y-2.5">
                    {ORDER_STATUSES.map((status) => {
                      const count = d.ordersByStatus[status] ?? 0;
                      return (
                        <li key={status} className="text-sm">
                          <div className="flex justify-between">
                            <span>{titleCase(status)}</span>
                            <span className="font-semibold tabular-nums">{count}</span>
                          </div>
                          <div aria-hidden className="mt-1 h-1.5 rounded-full bg-cream-200">
                            <div
                              className="h-full rounded-full bg-coffee-700"
                              style={{ width: `${(count / busiest) * 100}%` }}
                            />
                          </div>
                        </li>
                      );
                    })}
                  </ul>
                  <p className="mt-4 text-xs text-coffee-500">{d.totalOrders} orders in all.</p>
                </Card>
              </div>

              <div className="grid grid-cols-1 gap-6 xl:grid-cols-3">
                <Card title="Recent orders" className="xl:col-span-2">
                  {d.recentOrders.length === 0 ? (
                    <p className="py-6 text-center text-sm text-coffee-500">No orders yet.</p>
                  ) : (
                    <ul className="divide-y divide-coffee-800/5">
                      {d.recentOrders.map((o) => (
                        <li key={o.id} className="flex flex-wrap items-center justify-between gap-3 py-2.5 text-sm">
                          <div className="min-w-0">
                            <p className="font-semibold tabular-nums">{o.orderNumber}</p>
                            <p className="truncate text-xs text-coffee-500">
                              {o.customerName} · {formatDateTime(o.createdAt)}
                            </p>
                          </div>
                          {/* Wraps on a phone: "Cancelled · Pending · ₹970" is wider than 320 px leaves. */}
                          <div className="flex flex-wrap items-center gap-2">
                            <StatusBadge status={o.status} />
                            <StatusBadge status={o.paymentStatus} />
                            <span className="text-right font-semibold tabular-nums sm:w-24">
                              {formatPaise(o.totalPaise)}
                            </span>
                          </div>
                        </li>
                      ))}
                    </ul>
                  )}
                  <Button type="button" variant="ghost" size="sm" className="mt-2" onClick={() => go("orders")}>
                    All orders <ArrowUpRight aria-hidden />
                  </Button>
                </Card>
                <Card title="Top selling">
                  {d.topProducts.length === 0 ? (
                    <p className="py-6 text-center text-sm text-coffee-500">Nothing sold yet.</p>
                  ) : (
                    <ol className="space-y-3">
                      {d.topProducts.slice(0, 4).map((p, index) => (
                        <li key={`${p.productId}-${p.name}`} className="flex items-center gap-3">
                          <span className="w-4 text-sm font-bold text-coffee-400">{index + 1}</span>
                          <img
                            {...responsiveImage(p.image || "/api/placeholder/80/80", THUMBNAIL_SIZES)}
                            alt=""
                            className="size-10 rounded-lg border border-coffee-800/10 bg-cream-100 object-cover"
                          />
                          <div className="min-w-0 flex-1">
                            <p className="truncate text-sm font-semibold">{p.name}</p>
                            <p className="text-xs text-coffee-500">
                              {p.quantity} sold · {formatPaiseWhole(p.revenuePaise)}
                            </p>
                          </div>
                        </li>
                      ))}
                    </ol>
                  )}
                </Card>
              </div>
            </div>
          );
        }}
      </QueryView>
    </>
  );
}
