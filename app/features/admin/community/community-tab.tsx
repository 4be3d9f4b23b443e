import { useMutation } from "@tanstack/react-query";
import { createColumnHelper } from "@tanstack/react-table";
import { useMemo, useState } from "react";
import type { AdminSubscription } from "@domain/admin/types";
import { frequencyLabel } from "@domain/subscription-plans";
import { Button } from "~/components/ui/button";
import { toast } from "~/lib/toast";
import { adminApi } from "../api";
import { formatDate } from "../format";
import { useMoodNames } from "../moods/use-mood-names";
import { StatusBadge } from "../ui/badge";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { ACTIONS_COLUMN, DataTable, ToolbarSelect } from "../ui/data-table";
import { QueryView } from "../ui/query-view";
import { RowActions } from "../ui/row-actions";
import { TabHeader } from "../ui/tab-header";
import { failureToast, useAdminQuery, useDeleteEntity, useRefreshAdmin } from "../use-admin-data";

const column = createColumnHelper<AdminSubscription>();

/** Coffee subscriptions. Pause and activate are saved (the first panel's button only logged). */
export function CommunityTab() {
  const query = useAdminQuery<AdminSubscription[]>("/subscriptions");
  const refresh = useRefreshAdmin();
  const remove = useDeleteEntity({ path: "/subscriptions", label: "Subscription" });
  const [deleting, setDeleting] = useState<AdminSubscription | null>(null);
  const [state, setState] = useState("all");
  const moodName = useMoodNames();
  const toggle = useMutation({
    mutationFn: (s: AdminSubscription) =>
      adminApi.patch<AdminSubscription>(`/subscriptions/${s.id}`, { isActive: !s.isActive }),
    onSuccess: async (saved) => {
      toast({ title: saved.isActive ? "Subscription activated" : "Subscription paused", description: saved.email });
      await refresh();
    },
    onError: (error) => failureToast(error, "Failed to update subscription"),
  });

  const columns = useMemo(
    () => [
      column.accessor("email", {
        header: "Email",
        cell: (info) => <span className="font-medium">{info.getValue()}</span>,
      }),
      column.accessor("frequency", {
        header: "Frequency",
        cell: (info) => frequencyLabel(info.getValue()),
      }),
      column.accessor((s) => s.preferredMoods.map(moodName).join(", "), {
        id: "moods",
        meta: { wide: true },
        header: "Moods",
        cell: ({ row: { original: s } }) => s.preferredMoods.map(moodName).join(", ") || "—",
      }),
      column.accessor((s) => (s.isActive ? "active" : "paused"), {
        id: "state",
        header: "State",
        cell: (info) => <StatusBadge status={info.getValue()} />,
      }),
      column.accessor("createdAt", { header: "Since", cell: (info) => formatDate(info.getValue()) }),
      column.display({
        id: ACTIONS_COLUMN,
        header: () => <span className="sr-only">Actions</span>,
        cell: ({ row: { original: s } }) => (
          <RowActions name={`the subscription of ${s.email}`} onDelete={() => setDeleting(s)}>
            <Button
              type="button"
              size="sm"
              variant={s.isActive ? "outline" : "accent"}
              disabled={toggle.isPending && toggle.variables?.id === s.id}
              onClick={() => toggle.mutate(s)}
              aria-label={`${s.isActive ? "Pause" : "Activate"} the subscription of ${s.email}`}
            >
              {s.isActive ? "Pause" : "Activate"}
            </Button>
          </RowActions>
        ),
      }),
    ],
    [toggle, moodName],
  );

  return (
    <>
      <TabHeader
        title="Community"
        description="Monthly coffee subscriptions started on the site. Pausing stops the next deliveries until it is activated again."
      />
      <QueryView query={query} failure="Failed to fetch subscriptions">
        {(subscriptions) => (
          <DataTable
            label="Coffee subscriptions"
            data={subscriptions.filter((s) => state === "all" || (state === "active") === s.isActive)}
            columns={columns}
            initialSort={[{ id: "createdAt", desc: true }]}
            searchPlaceholder="Search by email, mood or frequency"
            empty="No subscriptions yet."
            getRowId={(s) => String(s.id)}
            toolbar={
              <ToolbarSelect
                label="State"
                value={state}
                onChange={setState}
                options={[
                  { value: "all", label: "All" },
                  { value: "active", label: "Active" },
                  { value: "paused", label: "Paused" },
                ]}
              />
            }
          />
        )}
      </QueryView>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this subscription?"
        description={`${deleting?.email ?? ""} will no longer receive coffee. To stop it for a while, pause it instead.`}
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
      />
    </>
  );
}
