import { createColumnHelper } from "@tanstack/react-table";
import { Plus } from "lucide-react";
import { useMemo } from "react";
import type { AdminCoffee, AdminMood } from "@domain/admin/types";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { DataTable } from "../ui/data-table";
import { QueryView } from "../ui/query-view";
import { RowActions } from "../ui/row-actions";
import { Sheet } from "../ui/sheet";
import { TabHeader } from "../ui/tab-header";
import { useCrudState } from "../use-crud-state";
import { useAdminQuery, useDeleteEntity, useSaveEntity } from "../use-admin-data";
import { MoodForm } from "./mood-form";

const column = createColumnHelper<AdminMood>();

export function MoodsTab() {
  const query = useAdminQuery<AdminMood[]>("/moods");
  const coffees = useAdminQuery<AdminCoffee[]>("/coffees");
  const crud = useCrudState<AdminMood>();
  const save = useSaveEntity<AdminMood>({ path: "/moods", label: "Mood" });
  const remove = useDeleteEntity({ path: "/moods", label: "Mood" });
  const names = useMemo(() => new Map((coffees.data ?? []).map((c) => [c.id, c.name])), [coffees.data]);

  const columns = useMemo(
    () => [
      column.accessor("name", {
        header: "Mood",
        cell: ({ row: { original: m } }) => (
          <div className="flex items-center gap-3">
            <span
              aria-hidden
              className="grid size-10 shrink-0 place-items-center rounded-xl text-xl"
              style={{ backgroundColor: `${m.colorCode}22` }}
            >
              {m.emoji}
            </span>
            <div className="min-w-0">
              <p className="font-semibold">{m.name}</p>
              <p className="max-w-sm truncate text-xs text-coffee-500">/mood/{m.slug}</p>
            </div>
          </div>
        ),
      }),
      column.accessor("colorCode", {
        header: "Colour",
        cell: ({ row: { original: m } }) => (
          <span className="inline-flex items-center gap-2 font-mono text-xs">
            <span
              aria-hidden
              className="size-4 rounded-full border border-coffee-800/10"
              style={{ backgroundColor: m.colorCode }}
            />
            {m.colorCode} · {m.colorScheme}
          </span>
        ),
      }),
      column.accessor((m) => m.coffeeIds.map((id) => names.get(id) ?? "").join(", "), {
        id: "coffees",
        header: "Recommends",
        enableSorting: false,
        cell: (info) => <span className="line-clamp-2 max-w-xs text-xs text-coffee-600">{info.getValue() || "—"}</span>,
      }),
      column.accessor("sortOrder", { header: "Order", meta: { align: "right" } }),
      column.display({
        id: "actions",
        header: () => <span className="sr-only">Actions</span>,
        cell: ({ row: { original: m } }) => (
          <RowActions name={m.name} onEdit={() => crud.edit(m)} onDelete={() => crud.askDelete(m)} />
        ),
      }),
    ],
    [names], // eslint-disable-line react-hooks/exhaustive-deps
  );

  const editing = crud.editing === "new" ? null : crud.editing;
  return (
    <>
      <TabHeader
        title="Moods"
        description="How shoppers find coffee: each mood, its look, and the origins it recommends."
        actions={
          <Button onClick={crud.create}>
            <Plus aria-hidden /> Add Mood
          </Button>
        }
      />
      <QueryView query={query} failure="Failed to fetch moods">
        {(moods) => (
          <DataTable
            label="Moods"
            data={moods}
            columns={columns}
            initialSort={[{ id: "sortOrder", desc: false }]}
            searchPlaceholder="Search moods"
            empty="No moods yet."
            getRowId={(m) => String(m.id)}
          />
        )}
      </QueryView>
      <Sheet
        open={crud.editing !== null}
        onOpenChange={(open) => !open && crud.closeEditor()}
        title={editing ? `Edit ${editing.name}` : "Add Mood"}
      >
        <MoodForm
          mood={editing}
          coffees={coffees.data ?? []}
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
        title={`Delete ${crud.deleting?.name ?? "mood"}?`}
        description="The mood and its page leave the site; the coffees it recommended stay."
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={() => crud.deleting && remove.mutate(crud.deleting.id, { onSettled: crud.closeDelete })}
      />
    </>
  );
}
