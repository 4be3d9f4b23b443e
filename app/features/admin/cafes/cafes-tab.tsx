import { createColumnHelper } from "@tanstack/react-table";
import { Check, Crown, Plus } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import type { AdminCafe } from "@domain/admin/types";
import { Button } from "~/components/ui/button";
import { toast } from "~/lib/toast";
import { adminApi } from "../api";
import { formatDate } from "../format";
import { Badge, StatusBadge } from "../ui/badge";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { DataTable } from "../ui/data-table";
import { QueryView } from "../ui/query-view";
import { RowActions } from "../ui/row-actions";
import { Sheet } from "../ui/sheet";
import { TabHeader } from "../ui/tab-header";
import { useCrudState } from "../use-crud-state";
import { failureToast, useAdminQuery, useDeleteEntity, useRefreshAdmin, useSaveEntity } from "../use-admin-data";
import { cafeFeatureLabel } from "@domain/cafes";
import { CafeForm } from "./cafe-form";

const column = createColumnHelper<AdminCafe>();
type View = "approved" | "pending" | "rejected";

export function CafesTab() {
  const query = useAdminQuery<AdminCafe[]>("/cafes");
  const crud = useCrudState<AdminCafe>();
  const save = useSaveEntity<AdminCafe>({ path: "/cafes", label: "Café" });
  const remove = useDeleteEntity({ path: "/cafes", label: "Café" });
  const refresh = useRefreshAdmin();
  const [view, setView] = useState<View>("approved");
  const [reviewing, setReviewing] = useState<number | null>(null);
  const [params, setParams] = useSearchParams();

  useEffect(() => {
    if (params.get("new") !== "1") return;
    crud.create();
    setParams({ tab: "cafes" }, { replace: true, preventScrollReset: true });
  }, [params]); // eslint-disable-line react-hooks/exhaustive-deps

  async function review(cafe: AdminCafe, decision: "approve" | "reject") {
    setReviewing(cafe.id);
    try {
      await adminApi.post(`/cafes/${cafe.id}/${decision}`);
      toast({
        title: decision === "approve" ? "Café approved" : "Café rejected",
        description:
          decision === "approve"
            ? `${cafe.name} is now listed on the café finder.`
            : `${cafe.name} will not be listed.`,
      });
      await refresh();
    } catch (error) {
      failureToast(error, `Failed to ${decision} café`);
    } finally {
      setReviewing(null);
    }
  }

  const columns = useMemo(
    () => [
      column.accessor("name", {
        header: "Café",
        cell: ({ row: { original: c } }) => (
          <div className="min-w-0">
            <p className="flex items-center gap-2 font-semibold">
              {c.name}
              {c.weeklyPick ? (
                <Badge tone="warn">
                  <Crown aria-hidden className="size-3" /> Weekly pick
                </Badge>
              ) : null}
            </p>
            <p className="max-w-md truncate text-xs text-coffee-500">{c.description}</p>
          </div>
        ),
      }),
      column.accessor((c) => `${c.address}, ${c.city}`, {
        id: "where",
        header: "Where",
        cell: ({ row: { original: c } }) => (
          <span className="text-sm">
            {c.city}
            <span className="block max-w-56 truncate text-xs text-coffee-500">{c.address}</span>
          </span>
        ),
      }),
      column.accessor((c) => c.features.join(" "), {
        id: "features",
        meta: { wide: true },
        header: "Features",
        enableSorting: false,
        cell: ({ row: { original: c } }) => (
          <span className="text-xs text-coffee-600">{c.features.map(cafeFeatureLabel).join(", ") || "—"}</span>
        ),
      }),
      column.accessor("rating", {
        header: "Rating",
        meta: { align: "right" },
        cell: (info) => (info.getValue() === null ? "—" : info.getValue()!.toFixed(1)),
      }),
      column.accessor("status", {
        header: "Status",
        cell: ({ row: { original: c } }) =>
          c.latitude === null ? (
            <span className="flex gap-1">
              <StatusBadge status={c.status} />
              <Badge tone="warn">No position</Badge>
            </span>
          ) : (
            <StatusBadge status={c.status} />
          ),
      }),
      column.accessor("createdAt", {
        meta: { wide: true },
        header: "Added",
        cell: (info) => formatDate(info.getValue()),
      }),
      column.display({
        id: "actions",
        header: () => <span className="sr-only">Actions</span>,
        cell: ({ row: { original: c } }) => (
          <RowActions name={c.name} onEdit={() => crud.edit(c)} onDelete={() => crud.askDelete(c)}>
            {c.status !== "approved" ? (
              <Button
                size="sm"
                variant="accent"
                disabled={reviewing === c.id}
                onClick={() => void review(c, "approve")}
                aria-label={`Approve ${c.name}`}
              >
                <Check aria-hidden /> Approve
              </Button>
            ) : null}
            {c.status === "pending" ? (
              <Button
                size="sm"
                variant="outline"
                disabled={reviewing === c.id}
                onClick={() => void review(c, "reject")}
                aria-label={`Reject ${c.name}`}
              >
                Reject
              </Button>
            ) : null}
          </RowActions>
        ),
      }),
    ],
    [reviewing], // eslint-disable-line react-hooks/exhaustive-deps
  );

  const editing = crud.editing === "new" ? null : crud.editing;
  return (
    <>
      <TabHeader
        title="Cafés"
        description="The café finder: cafés pouring our coffee, the café of the week, and spots visitors suggest."
        actions={
          <Button onClick={crud.create}>
            <Plus aria-hidden /> Add Café
          </Button>
        }
      />
      <QueryView query={query} failure="Failed to fetch cafes">
        {(cafes) => {
          const count = (status: View) => cafes.filter((c) => c.status === status).length;
          const views: [View, string][] = [
            ["approved", `Listed (${count("approved")})`],
            ["pending", `Review queue (${count("pending")})`],
            ["rejected", `Rejected (${count("rejected")})`],
          ];
          return (
            <>
              <div
                className="mb-4 inline-flex flex-wrap rounded-full border border-coffee-800/15 bg-white p-1"
                role="group"
                aria-label="Which cafés"
              >
                {views.map(([value, label]) => (
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
              <DataTable
                label={
                  view === "pending"
                    ? "Café submissions to review"
                    : view === "approved"
                      ? "Listed cafés"
                      : "Rejected cafés"
                }
                data={cafes.filter((c) => c.status === view)}
                columns={columns}
                initialSort={[{ id: view === "approved" ? "name" : "createdAt", desc: view !== "approved" }]}
                searchPlaceholder="Search by name, city or address"
                empty={
                  view === "pending"
                    ? "No submissions are waiting. Visitors' suggestions appear here."
                    : view === "approved"
                      ? "No cafés are listed yet."
                      : "No rejected cafés."
                }
                getRowId={(c) => String(c.id)}
              />
            </>
          );
        }}
      </QueryView>
      <Sheet
        open={crud.editing !== null}
        onOpenChange={(open) => !open && crud.closeEditor()}
        title={editing ? `Edit ${editing.name}` : "Add Café"}
        description={editing?.submittedByEmail ? `Suggested by ${editing.submittedByEmail}` : undefined}
      >
        <CafeForm
          cafe={editing}
          onCancel={crud.closeEditor}
          onSave={async (values) => {
            await save.mutateAsync({ id: editing?.id, values });
            crud.closeEditor();
          }}
        />
      </Sheet>
      <ConfirmDialog
        open={crud.deleting !== null}
        onOpenChange={(open) => !open && crud.closeDelete()}
        title={`Delete ${crud.deleting?.name ?? "café"}?`}
        description="It leaves the café finder for good. To keep it but hide it, reject it instead."
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={() => crud.deleting && remove.mutate(crud.deleting.id, { onSettled: crud.closeDelete })}
      />
    </>
  );
}
