import { useMutation } from "@tanstack/react-query";
import { createColumnHelper } from "@tanstack/react-table";
import { Download } from "lucide-react";
import { useId, useMemo, useState } from "react";
import type { AdminPaidSubscription, AdminPaidSubscriptions } from "@domain/admin/types";
import { frequencyLabel } from "@domain/subscription-plans";
import { SUBSCRIPTION_STATUS_LABELS, SUBSCRIPTION_STATUSES, type SubscriptionStatus } from "@domain/subscriptions";
import { Button } from "~/components/ui/button";
import { Input, Label } from "~/components/ui/field";
import { toast } from "~/lib/toast";
import { adminApi, downloadCsv } from "../api";
import { formatDate, formatPaiseWhole } from "../format";
import { StatusBadge } from "../ui/badge";
import { Figure } from "../ui/figure";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { ACTIONS_COLUMN, DataTable, ToolbarSelect } from "../ui/data-table";
import { Modal } from "../ui/modal";
import { QueryView } from "../ui/query-view";
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
const DAY_MS = 86_400_000;
/** A date in India, `days` from now, as the date input wants it (YYYY-MM-DD). */
const indianDateIn = (days: number) =>
  new Date(Date.now() + days * DAY_MS + 5.5 * 3_600_000).toISOString().slice(0, 10);

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
  const busy = (row: Row) => act.isPending && act.variables?.row.id === row.id;

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
          </div>
        ),
      }),
      column.display({
        id: ACTIONS_COLUMN,
        header: () => <span className="sr-only">Actions</span>,
        cell: ({ row: { original: s } }) => (
          <div className="flex items-center justify-end gap-1">
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
          </div>
        ),
      }),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `busy` reads the mutation, listed
    [act],
  );

  return (
    <QueryView query={query} failure="Failed to fetch subscriptions">
      {(d) => (
        <div className="space-y-6">
          <div className="grid gap-4 sm:grid-cols-3">
            <Figure label="Monthly recurring revenue" value={formatPaiseWhole(d.summary.mrrPaise)} />
            <Figure label="Active subscribers" value={String(d.summary.activeSubscribers)} />
            <Figure label="Paused" value={String(d.summary.pausedSubscribers)} />
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

/** What to roast: the bags of the deliveries due in the next 14 days, per coffee and size. */
function DueSoon({ due }: { due: AdminPaidSubscriptions["due"] }) {
  const total = due.bags.reduce((sum, entry) => sum + entry.bags, 0);
  return (
    <section aria-labelledby="due-soon-title" className="rounded-2xl border border-coffee-800/10 bg-white p-5">
      <h4 id="due-soon-title" className="font-sans text-xs font-bold uppercase tracking-wider text-coffee-400">
        Deliveries due in the next {due.days} days
      </h4>
      {due.bags.length === 0 ? (
        <p className="mt-3 text-sm text-coffee-500">Nothing due.</p>
      ) : (
        <>
          <p className="mt-2 text-sm text-coffee-600">
            {due.deliveries} {due.deliveries === 1 ? "delivery" : "deliveries"} · {total} {total === 1 ? "bag" : "bags"}{" "}
            to roast
          </p>
          <ul className="mt-3 divide-y divide-coffee-800/5">
            {due.bags.map((entry) => (
              <li
                key={`${entry.productId}-${entry.grams}`}
                className="flex items-baseline justify-between gap-3 py-2 text-sm"
              >
                <span className="min-w-0">
                  <span className="font-medium">{entry.name}</span>{" "}
                  <span className="text-coffee-500">· {entry.grams} g</span>
                </span>
                <span className="shrink-0 font-semibold tabular-nums">
                  {entry.bags} {entry.bags === 1 ? "bag" : "bags"}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function PauseDialog({
  row,
  pending,
  onClose,
  onPause,
}: {
  row: Row | null;
  pending: boolean;
  onClose: () => void;
  onPause: (row: Row, until: string) => void;
}) {
  const id = useId();
  const [until, setUntil] = useState(() => indianDateIn(30));
  return (
    <Modal
      open={row !== null}
      onClose={onClose}
      labelledBy={`${id}-title`}
      describedBy={`${id}-description`}
      className="w-[calc(100%-2rem)] max-w-md rounded-3xl p-6"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (row) onPause(row, until);
        }}
      >
        <h2 id={`${id}-title`} className="text-xl font-semibold">
          Pause this subscription?
        </h2>
        <p id={`${id}-description`} className="mt-2 text-sm text-coffee-600">
          {row?.customerName ?? ""} is not charged and gets no deliveries until the day you choose. They are told by
          e-mail.
        </p>
        <div className="mt-4 flex flex-col gap-1.5">
          <Label htmlFor={`${id}-until`}>Resume on</Label>
          <Input
            id={`${id}-until`}
            type="date"
            required
            min={indianDateIn(1)}
            value={until}
            onChange={(event) => setUntil(event.target.value)}
          />
        </div>
        <div className="mt-6 flex justify-end gap-3">
          <Button type="button" variant="outline" onClick={onClose}>
            Keep it active
          </Button>
          <Button type="submit" variant="accent" disabled={pending}>
            {pending ? "Working..." : "Pause"}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
