import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { createColumnHelper, type ColumnSort, type SortingState } from "@tanstack/react-table";
import Download from "lucide-react/icons/download";
import Printer from "lucide-react/icons/printer";
import { useEffect, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { DEFAULT_ORDER_SORT } from "@domain/admin/orders";
import { courierName } from "@domain/couriers";
import type { AdminDashboard } from "@domain/admin/types";
import { ORDER_STATUSES, PAYMENT_STATUSES, type OrderView } from "@domain/orders";
import { Button, buttonVariants } from "~/components/ui/button";
import { downloadCsv, getPage } from "../api";
import { formatDateTime, formatPaise, titleCase } from "../format";
import { StatusBadge } from "../ui/badge";
import { ACTIONS_COLUMN, DataTable, ToolbarSelect } from "../ui/data-table";
import { QueryView } from "../ui/query-view";
import { TabHeader } from "../ui/tab-header";
import { adminKey, failureToast, useAdminQuery } from "../use-admin-data";
import { useDebouncedValue } from "../use-debounced-value";
import { CashSettingsButton } from "./cash-settings";
import { DeliverySettingsButton } from "./delivery-settings";
import { GrindPricesButton } from "./grind-prices-settings";
import { OrderSheet, type AdminOrder } from "./order-sheet";
import { slipsHref } from "./ship-form";
import { useOrderUpdate } from "./use-order-update";

const column = createColumnHelper<OrderView>();
type View = "all" | "pending-payment";
type Filters = { view: View; status: string; paymentStatus: string; q: string; sort: ColumnSort | undefined };

/** The server's default order; the column ids are the API's `sort` values (ORDER_SORTS). */
const NEWEST_FIRST: ColumnSort = { id: DEFAULT_ORDER_SORT.sort, desc: DEFAULT_ORDER_SORT.dir === "desc" };

/** The shop may hold thousands of orders: the server searches and pages them, 50 at a time. */
const PAGE_SIZE = 50;
const SEARCH_DELAY_MS = 300;
/** The server's limit on `q` (OrderQuery). */
const MAX_SEARCH = 100;

/** The list's filters as query parameters, shared by the page shown and the CSV export. */
function filterParams({ view, status, paymentStatus, q, sort }: Filters): URLSearchParams {
  const params = new URLSearchParams();
  if (view === "pending-payment") params.set("view", "pending-payment");
  else {
    if (status !== "all") params.set("status", status);
    if (paymentStatus !== "all") params.set("paymentStatus", paymentStatus);
  }
  if (q) params.set("q", q);
  // The server's own order (newest first) goes unsaid.
  if (sort && !(sort.id === NEWEST_FIRST.id && sort.desc)) {
    params.set("sort", sort.id);
    params.set("dir", sort.desc ? "desc" : "asc");
  }
  return params;
}

const oneOf = (allowed: readonly string[], value: string | null) =>
  value !== null && allowed.includes(value) ? value : "all";

export function OrdersTab() {
  const [params, setParams] = useSearchParams();
  const [view, setView] = useState<View>("all");
  // The dashboard's "to refund" link lands here with ?status=cancelled&paymentStatus=paid.
  const [status, setStatus] = useState(() => oneOf(ORDER_STATUSES, params.get("status")));
  const [paymentStatus, setPaymentStatus] = useState(() => oneOf(PAYMENT_STATUSES, params.get("paymentStatus")));
  useEffect(() => {
    if (!params.has("status") && !params.has("paymentStatus")) return;
    setView("all");
    setStatus(oneOf(ORDER_STATUSES, params.get("status")));
    setPaymentStatus(oneOf(PAYMENT_STATUSES, params.get("paymentStatus")));
    setParams({ tab: "orders" }, { replace: true, preventScrollReset: true });
  }, [params]); // eslint-disable-line react-hooks/exhaustive-deps -- runs when a link brings new filters, not when setParams changes

  const [search, setSearch] = useState("");
  const settled = useDebouncedValue(search, SEARCH_DELAY_MS);
  // An emptied box shows every order at once; typing waits until the owner pauses.
  const q = search.trim() ? settled.trim().slice(0, MAX_SEARCH) : "";
  const [sorting, setSorting] = useState<SortingState>([NEWEST_FIRST]);
  const filters = filterParams({ view, status, paymentStatus, q, sort: sorting[0] }).toString();
  // The page belongs to the filters it was chosen under: new filters, a new search or a new order start at page 1.
  const [paging, setPaging] = useState({ filters, page: 0 });
  const page = paging.filters === filters ? paging.page : 0;
  const setPage = (next: number) => setPaging({ filters, page: next });

  const path = `/orders?${filters ? `${filters}&` : ""}limit=${PAGE_SIZE}&offset=${page * PAGE_SIZE}`;
  const query = useQuery({
    queryKey: adminKey("/orders", path),
    queryFn: () => getPage<OrderView>(path),
    placeholderData: keepPreviousData,
  });
  const total = query.data?.total;
  // A page emptied by a change (the last unpaid order on it marked paid): step back to the last page.
  useEffect(() => {
    if (total !== undefined && page > 0 && page * PAGE_SIZE >= total)
      setPage(Math.max(0, Math.ceil(total / PAGE_SIZE) - 1));
  }, [total, page]); // eslint-disable-line react-hooks/exhaustive-deps -- setPage is new each render; the step back depends on these two
  // The shell keeps the dashboard's figures for the tab counts; the pending count comes from there.
  const dashboard = useAdminQuery<AdminDashboard>("/dashboard");
  const update = useOrderUpdate();
  const [selected, setSelected] = useState<AdminOrder | null>(null);
  const [exporting, setExporting] = useState(false);

  const columns = useMemo(
    () => [
      column.accessor("orderNumber", {
        header: "Order",
        cell: ({ row: { original: o } }) => (
          <div className="whitespace-nowrap">
            <p className="font-semibold tabular-nums">{o.orderNumber}</p>
            <p className="text-xs text-coffee-500">{formatDateTime(o.createdAt)}</p>
          </div>
        ),
      }),
      column.accessor((o) => `${o.customerName} ${o.customerEmail}`, {
        id: "customer",
        header: "Customer",
        cell: ({ row: { original: o } }) => (
          <div className="min-w-0">
            <p className="truncate font-medium">{o.customerName}</p>
            <p className="truncate text-xs text-coffee-500">{o.customerEmail}</p>
          </div>
        ),
      }),
      column.accessor((o) => o.items.reduce((sum, item) => sum + item.quantity, 0), {
        id: "bags",
        header: "Bags",
        meta: { align: "right", wide: true },
      }),
      column.accessor("totalPaise", {
        header: "Total",
        meta: { align: "right" },
        cell: (info) => formatPaise(info.getValue()),
      }),
      // The tracking number sits under the status it goes with: a column of its own left no room for the actions on a laptop.
      column.accessor("status", {
        header: "Status",
        cell: ({ row: { original: o } }) => (
          <div className="whitespace-nowrap">
            <StatusBadge status={o.status} />
            {o.trackingNumber ? (
              <p className="mt-1 text-xs text-coffee-500">
                {[courierName(o.courier), o.trackingNumber].filter(Boolean).join(" · ")}
              </p>
            ) : null}
          </div>
        ),
      }),
      column.accessor("paymentStatus", { header: "Payment", cell: (info) => <StatusBadge status={info.getValue()} /> }),
      column.display({
        id: ACTIONS_COLUMN,
        header: () => <span className="sr-only">Actions</span>,
        cell: ({ row: { original: o } }) => (
          // Stacked on a tablet, where side by side they would push the table wider than the screen.
          <div className="flex flex-col items-end gap-2 lg:flex-row lg:justify-end">
            {o.paymentStatus === "pending" && o.status !== "cancelled" ? (
              <Button
                type="button"
                size="sm"
                variant="accent"
                disabled={update.isPending}
                onClick={() => update.mutate({ id: o.id, patch: { paymentStatus: "paid" } })}
                aria-label={`Mark ${o.orderNumber} as paid`}
              >
                Mark as Paid
              </Button>
            ) : null}
            <Button
              type="button"
              size="sm"
              variant="outline"
              onClick={() => setSelected(o)}
              aria-label={`Manage ${o.orderNumber}`}
            >
              Manage
            </Button>
          </div>
        ),
      }),
    ],
    [update],
  );

  async function exportCsv() {
    setExporting(true);
    try {
      await downloadCsv(`/orders/export.csv${filters ? `?${filters}` : ""}`, "orders.csv");
    } catch (error) {
      failureToast(error, "Failed to export orders");
    } finally {
      setExporting(false);
    }
  }

  const pendingCount = dashboard.data?.pendingPayment ?? 0;
  return (
    <>
      <TabHeader
        title="Orders"
        description="Every order, its payment and its way to the customer. Cancelling an order puts its bags back in stock."
        actions={
          <div className="flex flex-wrap gap-2">
            <CashSettingsButton />
            <DeliverySettingsButton />
            <GrindPricesButton />
            {/* Every paid or cash order not yet shipped, one slip and label a page (decision 151). */}
            <a className={buttonVariants({ variant: "outline" })} href={slipsHref()} target="_blank" rel="noopener">
              <Printer aria-hidden /> Print Ready Slips
            </a>
            <Button type="button" variant="outline" onClick={() => void exportCsv()} disabled={exporting}>
              <Download aria-hidden /> {exporting ? "Exporting..." : "Export CSV"}
            </Button>
          </div>
        }
      />
      <div
        className="mb-4 inline-flex rounded-full border border-coffee-800/15 bg-white p-1"
        role="group"
        aria-label="Which orders"
      >
        {(
          [
            ["all", "All orders"],
            ["pending-payment", `Pending payment${pendingCount ? ` (${pendingCount})` : ""}`],
          ] as const
        ).map(([value, label]) => (
          <button
            key={value}
            type="button"
            aria-pressed={view === value}
            onClick={() => setView(value)}
            className={
              view === value
                ? "rounded-full bg-coffee-800 px-4 py-1.5 text-sm font-semibold text-cream-50"
                : "rounded-full px-4 py-1.5 text-sm font-medium text-coffee-600 hover:text-coffee-800"
            }
          >
            {label}
          </button>
        ))}
      </div>
      <QueryView query={query} failure="Failed to fetch orders">
        {({ rows, total: count }) => (
          <DataTable
            label={view === "pending-payment" ? "Orders awaiting payment" : "Orders"}
            data={rows}
            server={{
              search,
              onSearch: setSearch,
              page,
              pageSize: PAGE_SIZE,
              total: count,
              onPage: setPage,
              busy: query.isPlaceholderData,
              sorting,
              onSort: setSorting,
            }}
            columns={columns}
            searchPlaceholder="Search by order number, name or email"
            empty={view === "pending-payment" ? "No orders are waiting for payment." : "No orders match these filters."}
            getRowId={(o) => String(o.id)}
            toolbar={
              view === "all" ? (
                <>
                  <ToolbarSelect
                    label="Status"
                    value={status}
                    onChange={setStatus}
                    options={[
                      { value: "all", label: "All" },
                      ...ORDER_STATUSES.map((s) => ({ value: s, label: titleCase(s) })),
                    ]}
                  />
                  <ToolbarSelect
                    label="Payment"
                    value={paymentStatus}
                    onChange={setPaymentStatus}
                    options={[
                      { value: "all", label: "All" },
                      ...PAYMENT_STATUSES.map((s) => ({ value: s, label: titleCase(s) })),
                    ]}
                  />
                </>
              ) : null
            }
          />
        )}
      </QueryView>
      <OrderSheet order={selected} onClose={() => setSelected(null)} onChanged={setSelected} />
    </>
  );
}
