import { createColumnHelper } from "@tanstack/react-table";
import Download from "lucide-react/icons/download";
import { useMemo, useState } from "react";
import type { AdminSubscriber } from "@domain/admin/types";
import { Button } from "~/components/ui/button";
import { downloadCsv } from "../api";
import { formatDate } from "../format";
import { useMoodNames } from "../moods/use-mood-names";
import { Badge } from "../ui/badge";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { ACTIONS_COLUMN, DataTable } from "../ui/data-table";
import { QueryView } from "../ui/query-view";
import { RowActions } from "../ui/row-actions";
import { TabHeader } from "../ui/tab-header";
import { failureToast, useAdminQuery, useDeleteEntity } from "../use-admin-data";

const column = createColumnHelper<AdminSubscriber>();

export function NewsletterTab() {
  const query = useAdminQuery<AdminSubscriber[]>("/newsletter-subscribers");
  const remove = useDeleteEntity({ path: "/newsletter-subscribers", label: "Subscriber" });
  const [deleting, setDeleting] = useState<AdminSubscriber | null>(null);
  const [exporting, setExporting] = useState(false);
  const moodName = useMoodNames();

  const columns = useMemo(
    () => [
      column.accessor("email", {
        header: "Email",
        cell: ({ row: { original: s } }) => (
          <span className="font-medium">
            {s.email}
            {s.unsubscribedAt ? <Badge className="ml-2">Unsubscribed</Badge> : null}
          </span>
        ),
      }),
      column.accessor((s) => s.moods.map(moodName).join(", "), {
        id: "moods",
        header: "Favourite moods",
        cell: ({ row: { original: s } }) => s.moods.map(moodName).join(", ") || "—",
      }),
      column.accessor("createdAt", { header: "Joined", cell: (info) => formatDate(info.getValue()) }),
      column.display({
        id: ACTIONS_COLUMN,
        header: () => <span className="sr-only">Actions</span>,
        cell: ({ row: { original: s } }) => <RowActions name={s.email} onDelete={() => setDeleting(s)} />,
      }),
    ],
    [moodName],
  );

  async function exportCsv() {
    setExporting(true);
    try {
      await downloadCsv("/newsletter-subscribers/export.csv", "newsletter-subscribers.csv");
    } catch (error) {
      failureToast(error, "Failed to export subscribers");
    } finally {
      setExporting(false);
    }
  }

  return (
    <>
      <TabHeader
        title="Newsletter"
        description="Readers of the weekly letter, with the coffee mood they like best."
        actions={
          <Button type="button" variant="outline" onClick={() => void exportCsv()} disabled={exporting}>
            <Download aria-hidden /> {exporting ? "Exporting..." : "Export CSV"}
          </Button>
        }
      />
      <QueryView query={query} failure="Failed to fetch newsletter subscribers">
        {(subscribers) => (
          <DataTable
            label="Newsletter subscribers"
            data={subscribers}
            columns={columns}
            initialSort={[{ id: "createdAt", desc: true }]}
            searchPlaceholder="Search by email or mood"
            empty="No one has joined the newsletter yet."
            getRowId={(s) => String(s.id)}
          />
        )}
      </QueryView>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Remove ${deleting?.email ?? "this subscriber"}?`}
        description="They will no longer receive the newsletter."
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
      />
    </>
  );
}
