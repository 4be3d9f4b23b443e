import { useMutation } from "@tanstack/react-query";
import { createColumnHelper } from "@tanstack/react-table";
import RotateCw from "lucide-react/icons/rotate-cw";
import { useMemo, useState } from "react";
import type { AdminMail, AdminOutbox } from "@domain/admin/types";
import { Button } from "~/components/ui/button";
import { toast } from "~/lib/toast";
import { adminApi } from "../api";
import { formatDateTime } from "../format";
import { StatusBadge } from "../ui/badge";
import { ACTIONS_COLUMN, DataTable, ToolbarSelect } from "../ui/data-table";
import { QueryView } from "../ui/query-view";
import { Sheet } from "../ui/sheet";
import { TabHeader } from "../ui/tab-header";
import { failureToast, useAdminQuery, useRefreshAdmin } from "../use-admin-data";

const column = createColumnHelper<AdminMail>();

/** Every e-mail the shop wrote: sent, waiting (or kept here when no mail server is set), failed — with a retry. */
export function OutboxTab() {
  const query = useAdminQuery<AdminOutbox>("/outbox");
  const refresh = useRefreshAdmin();
  const [status, setStatus] = useState("all");
  const [reading, setReading] = useState<AdminMail | null>(null);
  const retry = useMutation({
    mutationFn: (mail: AdminMail) => adminApi.post(`/outbox/${mail.id}/retry`),
    onSuccess: async (_answer, mail) => {
      toast({ title: "Mail queued again", description: mail.subject });
      await refresh();
    },
    onError: (error) => failureToast(error, "Failed to retry the mail"),
  });

  const columns = useMemo(
    () => [
      column.accessor("subject", {
        header: "Mail",
        cell: ({ row: { original: m } }) => (
          <button type="button" className="max-w-md text-left" onClick={() => setReading(m)}>
            <span className="block truncate font-semibold underline-offset-4 hover:underline">{m.subject}</span>
            <span className="block truncate text-xs text-coffee-500">
              to {m.to}
              {m.template ? ` · ${m.template}` : ""}
            </span>
          </button>
        ),
      }),
      column.accessor("status", {
        header: "Status",
        cell: ({ row: { original: m } }) => <StatusBadge status={m.status === "pending" ? "waiting" : m.status} />,
      }),
      column.accessor("attempts", { header: "Tries", meta: { align: "right" } }),
      column.accessor("createdAt", {
        header: "Written",
        cell: (info) => <span className="whitespace-nowrap">{formatDateTime(info.getValue())}</span>,
      }),
      column.accessor((m) => m.sentAt ?? m.nextAttemptAt, {
        id: "when",
        header: "Sent / next try",
        cell: ({ row: { original: m } }) =>
          m.sentAt ? (
            formatDateTime(m.sentAt)
          ) : m.status === "failed" ? (
            <span className="text-xs text-terracotta-600">{m.lastError ?? "Failed"}</span>
          ) : (
            formatDateTime(m.nextAttemptAt)
          ),
      }),
      column.display({
        id: ACTIONS_COLUMN,
        header: () => <span className="sr-only">Actions</span>,
        cell: ({ row: { original: m } }) =>
          m.status !== "sent" ? (
            <div className="flex justify-end">
              <Button
                type="button"
                size="sm"
                variant="outline"
                disabled={retry.isPending}
                onClick={() => retry.mutate(m)}
                aria-label={`Retry “${m.subject}” to ${m.to}`}
              >
                <RotateCw aria-hidden /> Retry
              </Button>
            </div>
          ) : null,
      }),
    ],
    [retry],
  );

  return (
    <>
      <TabHeader
        title="Outbox"
        description="Order confirmations, shipping notes and welcome letters, as the shop wrote them."
      />
      <QueryView query={query} failure="Failed to fetch the outbox">
        {(outbox) => (
          <div className="space-y-4">
            {!outbox.sending ? (
              <p role="status" className="rounded-2xl border border-gold-500/40 bg-gold-400/15 px-4 py-3 text-sm">
                No mail server is set (<code>SMTP_URL</code>), so mail waits here instead of being sent. Open a mail to
                read it.
              </p>
            ) : null}
            <DataTable
              label="Outbox"
              data={outbox.mails.filter((m) => status === "all" || m.status === status)}
              columns={columns}
              initialSort={[{ id: "createdAt", desc: true }]}
              searchPlaceholder="Search by subject or address"
              empty="No mail yet."
              getRowId={(m) => String(m.id)}
              toolbar={
                <ToolbarSelect
                  label="Status"
                  value={status}
                  onChange={setStatus}
                  options={[
                    { value: "all", label: "All" },
                    { value: "sent", label: "Sent" },
                    { value: "pending", label: "Waiting" },
                    { value: "failed", label: "Failed" },
                  ]}
                />
              }
            />
          </div>
        )}
      </QueryView>
      <Sheet
        open={reading !== null}
        onOpenChange={(open) => !open && setReading(null)}
        title={reading?.subject ?? "Mail"}
        description={reading ? `To ${reading.to} · ${formatDateTime(reading.createdAt)}` : undefined}
      >
        {reading ? (
          <pre className="whitespace-pre-wrap px-6 py-6 font-sans text-sm leading-relaxed">{reading.text}</pre>
        ) : null}
      </Sheet>
    </>
  );
}
