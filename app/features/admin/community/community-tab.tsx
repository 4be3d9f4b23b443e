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
import { PaidSubscriptions } from "./paid-subscriptions";

const column = createColumnHelper<AdminSubscription>();

/**
 * The subscriptions console (issue 19 items 6 and 7): the paid subscriptions first, then the
 * "interested" sign-ups of the old form (e-mail, moods, frequency, no payment), who can be invited by
 * mail to start a paid subscription.
 */
export function CommunityTab() {
  return (
    <>
      <TabHeader
        title="Community"
        description="Coffee subscriptions: who pays, what to roast for the next two weeks, and the sign-ups still to invite."
      />
      <section aria-labelledby="paid-subscriptions-title" className="space-y-4">
        <h3 id="paid-subscriptions-title" className="text-xl font-semibold">
          Subscribers
        </h3>
        <PaidSubscriptions />
      </section>
      <section aria-labelledby="interested-title" className="mt-10 space-y-4">
        <h3 id="interested-title" className="text-xl font-semibold">
          Interested
        </h3>
        <p className="text-sm text-coffee-600">
          Sign-ups from the earlier form, with no payment. Invite them by e-mail to start a subscription with their mood
          and frequency filled in; each is invited once.
        </p>
        <InterestedSignUps />
      </section>
    </>
  );
}

/** Coffee subscriptions. Pause and activate are saved (the first panel's button only logged). */
function InterestedSignUps() {
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
  const invite = useMutation({
    mutationFn: (s: AdminSubscription) => adminApi.post<AdminSubscription>(`/subscriptions/${s.id}/invite`),
    onSuccess: async (saved) => {
      toast({ title: "Invitation sent", description: saved.email });
      await refresh();
    },
    onError: (error) => failureToast(error, "Failed to send the invitation"),
  });
  const inviteAll = useMutation({
    mutationFn: () => adminApi.post<{ invited: number }>("/subscriptions/invite-all"),
    onSuccess: async ({ invited }) => {
      toast({
        title: invited ? `${invited} ${invited === 1 ? "invitation" : "invitations"} sent` : "Nobody left to invite",
      });
      await refresh();
    },
    onError: (error) => failureToast(error, "Failed to send the invitations"),
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
      column.accessor((s) => s.invitedAt ?? "", {
        id: "invited",
        header: "Invited",
        cell: ({ row: { original: s } }) => (s.invitedAt ? `Invited on ${formatDate(s.invitedAt)}` : "Not yet"),
      }),
      column.accessor("createdAt", {
        header: "Since",
        meta: { wide: true },
        cell: (info) => formatDate(info.getValue()),
      }),
      column.display({
        id: ACTIONS_COLUMN,
        header: () => <span className="sr-only">Actions</span>,
        cell: ({ row: { original: s } }) => (
          <RowActions name={`the subscription of ${s.email}`} onDelete={() => setDeleting(s)}>
            {s.invitedAt ? null : (
              <Button
                type="button"
                size="sm"
                variant="accent"
                disabled={invite.isPending && invite.variables?.id === s.id}
                onClick={() => invite.mutate(s)}
                aria-label={`Invite ${s.email} to start a subscription`}
              >
                Invite
              </Button>
            )}
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
    [toggle, invite, moodName],
  );

  const uninvited = (query.data ?? []).filter((s) => s.isActive && !s.invitedAt).length;

  return (
    <>
      <QueryView query={query} failure="Failed to fetch subscriptions">
        {(subscriptions) => (
          <DataTable
            label="Interested sign-ups"
            data={subscriptions.filter((s) => state === "all" || (state === "active") === s.isActive)}
            columns={columns}
            initialSort={[{ id: "createdAt", desc: true }]}
            searchPlaceholder="Search by email, mood or frequency"
            empty="No sign-ups yet."
            getRowId={(s) => String(s.id)}
            toolbar={
              <>
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
                <Button
                  type="button"
                  variant="outline"
                  disabled={inviteAll.isPending || uninvited === 0}
                  onClick={() => inviteAll.mutate()}
                >
                  {inviteAll.isPending ? "Inviting..." : `Invite all not yet invited (${uninvited})`}
                </Button>
              </>
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
