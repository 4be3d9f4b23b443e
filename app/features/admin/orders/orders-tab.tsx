import { createColumnHelper } from "@tanstack/react-table";
import { Download } from "lucide-react";
import { useMemo, useState } from "react";
import { ORDER_STATUSES, PAYMENT_STATUSES, type OrderView } from "@domain/orders";
import { Button } from "~/components/ui/button";
import { downloadCsv } from "../api";
import { formatDateTime, formatPaise, titleCase } from "../format";
import { StatusBadge } from "../ui/badge";
import { DataTable, ToolbarSelect } from "../ui/data-table";
import { QueryView } from "../ui/query-view";
import { TabHeader } from "../ui/tab-header";
import { failureToast, useAdminQuery } from "../use-admin-data";
import { OrderSheet } from "./order-sheet";
import { useOrderUpdate } from "./use-order-update";

const column = createColumnHelper<OrderView>();
type View = "all" | "pending-payment";

function ordersPath(view: View, status: string, paymentStatus: string) {
  const params = new URLSearchParams();
  if (view === "pending-payment") params.set("view", "pending-payment");
  else {
    if (status !== "all") params.set("status", status);
    if (paymentStatus !== "all") params.set("paymentStatus", paymentStatus);
  }
  const query = params.toString();
  return `/orders${query ? `?${query}` : ""}`;
}

export function OrdersTab() {
  const [view, setView] = useState<View>("all");
  const [status, setStatus] = useState("all");
  const [paymentStatus, setPaymentStatus] = useState("all");
  const path = ordersPath(view, status, paymentStatus);
  const query = useAdminQuery<OrderView[]>(path, ["/orders", path]);
  const pending = useAdminQuery<OrderView[]>("/orders?view=pending-payment", ["/orders", "/orders?view=pending-payment"]);
  const update = useOrderUpdate();
  const [selected, setSelected] = useState<OrderView | null>(null);
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
      column.accessor((o) => o.items.reduce((sum, item) => sum + item.quantity, 0), { id: "bags", header: "Bags", meta: { align: "right", wide: true } }),
      column.accessor("totalPaise", { header: "Total", meta: { align: "right" }, cell: (info) => formatPaise(info.getValue()) }),
      column.accessor("status", { header: "Status", cell: (info) => <StatusBadge status={info.getValue()} /> }),
      column.accessor("paymentStatus", { header: "Payment", cell: (info) => <StatusBadge status={info.getValue()} /> }),
      column.accessor((o) => o.trackingNumber ?? "", { id: "tracking", meta: { wide: true }, header: "Tracking", cell: (info) => info.getValue() || <span className="text-coffee-400">—</span> }),
      column.display({
        id: "actions",
        header: () => <span className="sr-only">Actions</span>,
        cell: ({ row: { original: o } }) => (
          <div className="flex justify-end gap-2">
            {o.paymentStatus === "pending" && o.status !== "cancelled" ? (
              <Button size="sm" variant="accent" disabled={update.isPending} onClick={() => update.mutate({ id: o.id, patch: { paymentStatus: "paid" } })} aria-label={`Mark ${o.orderNumber} as paid`}>
                Mark as Paid
              </Button>
            ) : null}
            <Button size="sm" variant="outline" onClick={() => setSelected(o)} aria-label={`Manage ${o.orderNumber}`}>
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
      await downloadCsv(path.replace(/^\/orders/, "/orders/export.csv"), `orders-${new Date().toISOString().slice(0, 10)}.csv`);
    } catch (error) {
      failureToast(error, "Failed to export orders");
    } finally {
      setExporting(false);
    }
  }

  const pendingCount = pending.data?.length ?? 0;
  return (
    <>
      <TabHeader
        title="Orders"
        description="Every order, its payment and its way to the customer. Cancelling an order puts its bags back in stock."
        actions={
          <Button variant="outline" onClick={() => void exportCsv()} disabled={exporting}>
            <Download aria-hidden /> {exporting ? "Exporting..." : "Export CSV"}
          </Button>
        }
      />
      <div className="mb-4 inline-flex rounded-full border border-coffee-800/15 bg-white p-1" role="group" aria-label="Which orders">
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
            className={view === value ? "rounded-full bg-coffee-800 px-4 py-1.5 text-sm font-semibold text-cream-50" : "rounded-full px-4 py-1.5 text-sm font-medium text-coffee-600 hover:text-coffee-800"}
          >
            {label}
          </button>
        ))}
      </div>
      <QueryView query={query} failure="Failed to fetch orders">
        {(orders) => (
          <DataTable
            label={view === "pending-payment" ? "Orders awaiting payment" : "Orders"}
            data={orders}
            columns={columns}
            initialSort={[{ id: "orderNumber", desc: true }]}
            searchPlaceholder="Search by order number, name or email"
            empty={view === "pending-payment" ? "No orders are waiting for payment." : "No orders match these filters."}
            getRowId={(o) => String(o.id)}
            toolbar={
              view === "all" ? (
                <>
                  <ToolbarSelect label="Status" value={status} onChange={setStatus} options={[{ value: "all", label: "All" }, ...ORDER_STATUSES.map((s) => ({ value: s, label: titleCase(s) }))]} />
                  <ToolbarSelect label="Payment" value={paymentStatus} onChange={setPaymentStatus} options={[{ value: "all", label: "All" }, ...PAYMENT_STATUSES.map((s) => ({ value: s, label: titleCase(s) }))]} />
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
