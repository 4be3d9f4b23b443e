import { useMutation } from "@tanstack/react-query";
import { createColumnHelper } from "@tanstack/react-table";
import Download from "lucide-react/icons/download";
import { useMemo, useState } from "react";
import type { AdminPaidSubscription, AdminPaidSubscriptions } from "@domain/admin/types";
import { frequencyLabel } from "@domain/subscription-plans";
import { SUBSCRIPTION_STATUS_LABELS, SUBSCRIPTION_STATUSES, type SubscriptionStatus } from "@domain/subscriptions";
import { Button } from "~/components/ui/button";
import { toast } from "~/lib/toast";
import { adminApi, downloadCsv } from "../api";
import { formatDate, formatPaiseWhole } from "../format";
import { StatusBadge } from "../ui/badge";
import { Figure } from "../ui/figure";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { ACTIONS_COLUMN, DataTable, ToolbarSelect } from "../ui/data-table";
import { QueryView } from "../ui/query-view";
import { CycleTroubleNote, DueSoon, PauseDialog } from "./console-parts";
import { failureToast, useAdminQuery, useRefreshAdmin } from "../use-admin-data";

type Row = AdminPaidSubscription;
type OwnerAction = { action: "pause"; until: string } | { action: "resume" } | { action: "cancel" };
const DONE: Record<OwnerAction["action"], string> = {
  pause: "Subscription paused",
  resume: "Subscription resumed",
  cancel: "Subscription cancelled",
};
const column = createColumnHelper<Row>();
/** What a row offers, by its status (the server still answers 409 for anything else). */
const ROW_ACTIONS: {
  label: "Pause" | "Resume" | "Cancel";
  variant: "outline" | "accent" | "ghost";
  when: SubscriptionStatus[];
}[] = [
  { label: "Pause", variant: "outline", when: ["active"] },
  { label: "Resume", variant: "accent", when: ["paused"] },
  { label: "Cancel", variant: "ghost", when: ["active", "paused", "halted"] },
];
const STATUS_OPTIONS = [
  { value: "all", label: "All" },
  ...SUBSCRIPTION_STATUSES.map((status) => ({ value: status, label: SUBSCRIPTION_STATUS_LABELS[status] })),
];
/** The paid subscriptions (issue 19 item 6): state, pause/resume/cancel, the bags due, the CSV. */
export function PaidSubscriptions() {
  const query = useAdminQuery<AdminPaidSubscriptions>("/paid-subscriptions");
  const refresh = useRefreshAdmin();
  const [status, setStatus] = useState("all");
  const [pausing, setPausing] = useState<Row | null>(null);
  const [cancelling, setCancelling] = useState<Row | null>(null);
  const [exporting, setExporting] = useState(false);
  const act = useMutation({
    mutationFn: ({ row, change }: { row: Row; change: OwnerAction }) =>
      adminApi.post<Row>(`/paid-subscriptions/${row.id}/actions`, change),
    onSuccess: async (saved, { change }) => {
      toast({ title: DONE[change.action], description: `${saved.customerName} · ${saved.customerEmail}` });
      setPausing(null);
      setCancelling(null);
      await refresh();
    },
    onError: (error) => failureToast(error, "Failed to change the subscription"),
  });
  // The sandbox's bank declines this subscription's next renewal (a failure, its retries and the halt, on demand).
  const declineNext = useMutation({
    mutationFn: (row: Row) => adminApi.post(`/paid-subscriptions/${row.id}/decline-next`, { count: 1 }),
    onSuccess: (_answer, row) =>
      toast({ title: "The next renewal will fail", description: `${row.customerName} · sandbox bank` }),
    onError: (error) => failureToast(error, "Failed to set the sandbox's bank"),
  });
  const busy = (row: Row) =>
    (act.isPending && act.variables?.row.id === row.id) ||
    (declineNext.isPending && declineNext.variables?.id === row.id);
  const canDecline = query.data?.canDeclineRenewals ?? false;

  async function exportCsv() {
    setExporting(true);
    try {
      await downloadCsv("/paid-subscriptions/export.csv", "subscriptions.csv");
    } catch (error) {
      failureToast(error, "Failed to export subscriptions");
    } finally {
      setExporting(false);
    }
  }

  const columns = useMemo(
    () => [
      column.accessor("customerName", {
        header: "Subscriber",
        cell: ({ row: { original: s } }) => (
          <div className="min-w-0">
            <p className="font-medium">{s.customerName}</p>
            <p className="truncate text-xs text-coffee-500">{s.customerEmail}</p>
          </div>
        ),
      }),
      column.accessor("status", { header: "Status", cell: (info) => <StatusBadge status={info.getValue()} /> }),
      column.accessor((s) => `${s.planName} ${s.moodName} ${frequencyLabel(s.frequency)}`, {
        id: "box",
        header: "Plan, mood, frequency",
        cell: ({ row: { original: s } }) => (
          <div className="min-w-0">
            <p>{s.planName}</p>
            <p className="text-xs text-coffee-500">
              {s.moodName} · {frequencyLabel(s.frequency)}
            </p>
          </div>
        ),
      }),
      column.accessor((s) => s.nextChargeAt ?? "", {
        id: "next",
        header: "Next delivery",
        cell: ({ row: { original: s } }) =>
          s.status === "paused" && s.resumeAt ? `Resumes ${formatDate(s.resumeAt)}` : formatDate(s.nextChargeAt),
      }),
      column.accessor("cyclesPaid", {
        header: "Cycles",
        meta: { align: "right" },
        cell: ({ row: { original: s } }) => (
          <div className="whitespace-nowrap">
            <p>{s.cyclesPaid} paid</p>
            <p className={`text-xs ${s.failures ? "font-semibold text-terracotta-600" : "text-coffee-500"}`}>
              {s.failures} {s.failures === 1 ? "failure" : "failures"}
            </p>
            <CycleTroubleNote trouble={s.trouble} />
          </div>
        ),
      }),
      column.display({
        id: ACTIONS_COLUMN,
        header: () => <span className="sr-only">Actions</span>,
        cell: ({ row: { original: s } }) => (
          // At most two buttons a line, so the pinned column leaves the cycles readable at 1366 px.
          <div className="flex max-w-56 flex-wrap items-center justify-end gap-1">
            {ROW_ACTIONS.filter((item) => item.when.includes(s.status)).map((item) => (
              <Button
                key={item.label}
                type="button"
                size="sm"
                variant={item.variant}
                disabled={busy(s)}
                onClick={() =>
                  item.label === "Pause"
                    ? setPausing(s)
                    : item.label === "Cancel"
                      ? setCancelling(s)
                      : act.mutate({ row: s, change: { action: "resume" } })
                }
                aria-label={`${item.label} the subscription of ${s.customerName}`}
              >
                {item.label}
              </Button>
            ))}
            {canDecline && s.status === "active" ? (
              <Button
                type="button"
                size="sm"
                variant="ghost"
                disabled={busy(s)}
                onClick={() => declineNext.mutate(s)}
                aria-label={`Fail the next renewal of ${s.customerName} (sandbox)`}
              >
                Fail next renewal
              </Button>
            ) : null}
          </div>
        ),
      }),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `busy` reads the mutations, listed
    [act, declineNext, canDecline],
  );

  return (
    <QueryView query={query} failure="Failed to fetch subscriptions">
      {(d) => (
        <div className="space-y-6">
          <div className="grid gap-4 sm:grid-cols-3 xl:grid-cols-5">
            <Figure label="Monthly recurring revenue" value={formatPaiseWhole(d.summary.mrrPaise)} />
            <Figure label="Active subscribers" value={String(d.summary.activeSubscribers)} />
            <Figure label="Paused" value={String(d.summary.pausedSubscribers)} />
            <Figure
              label="Held: out of stock"
              value={String(d.summary.heldCycles)}
              note={d.summary.heldCycles ? "Restock or roast the mood's coffees" : "No cycle held"}
            />
            <Figure
              label="Failed renewals"
              value={String(d.summary.failedRenewals)}
              note={d.summary.failedRenewals ? "Retried, then halted and mailed" : "None unpaid"}
            />
          </div>
          <DueSoon due={d.due} />
          <DataTable
            label="Paid subscriptions"
            data={d.subscriptions.filter((s) => status === "all" || s.status === status)}
            columns={columns}
            initialSort={[{ id: "next", desc: false }]}
            searchPlaceholder="Search by name, e-mail, plan or mood"
            empty="No paid subscriptions yet."
            getRowId={(s) => String(s.id)}
            toolbar={
              <>
                <ToolbarSelect label="Status" value={status} onChange={setStatus} options={STATUS_OPTIONS} />
                <Button type="button" variant="outline" disabled={exporting} onClick={() => void exportCsv()}>
                  <Download aria-hidden /> {exporting ? "Exporting..." : "Export CSV"}
                </Button>
              </>
            }
          />
          <PauseDialog
            row={pausing}
            pending={act.isPending}
            onClose={() => setPausing(null)}
            onPause={(row, until) => act.mutate({ row, change: { action: "pause", until } })}
          />
          <ConfirmDialog
            open={cancelling !== null}
            onOpenChange={(open) => !open && setCancelling(null)}
            title="Cancel this subscription?"
            description={`${cancelling?.customerName ?? ""} will not be charged again and gets no more deliveries. They are told by e-mail. This cannot be undone; to stop it for a while, pause it instead.`}
            confirmLabel="Cancel subscription"
            pending={act.isPending}
            onConfirm={() => cancelling && act.mutate({ row: cancelling, change: { action: "cancel" } })}
          />
        </div>
      )}
    </QueryView>
  );
}
