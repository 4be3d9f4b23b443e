import { createColumnHelper } from "@tanstack/react-table";
import { Plus } from "lucide-react";
import { useMemo } from "react";
import type { AdminCoffee } from "@domain/admin/types";
import { Button } from "~/components/ui/button";
import { formatPaise, titleCase } from "../format";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { DataTable } from "../ui/data-table";
import { QueryView } from "../ui/query-view";
import { RowActions } from "../ui/row-actions";
import { Sheet } from "../ui/sheet";
import { TabHeader } from "../ui/tab-header";
import { useCrudState } from "../use-crud-state";
import { useAdminQuery, useDeleteEntity, useSaveEntity } from "../use-admin-data";
import { CoffeeForm } from "./coffee-form";

const column = createColumnHelper<AdminCoffee>();

export function OriginsTab() {
  const query = useAdminQuery<AdminCoffee[]>("/coffees");
  const crud = useCrudState<AdminCoffee>();
  const save = useSaveEntity<AdminCoffee>({ path: "/coffees", label: "Coffee" });
  const remove = useDeleteEntity({ path: "/coffees", label: "Coffee" });

  const columns = useMemo(
    () => [
      column.accessor("name", {
        header: "Origin",
        cell: ({ row: { original: c } }) => (
          <div className="min-w-0">
            <p className="font-semibold">{c.name}</p>
            <p className="max-w-sm truncate text-xs text-coffee-500">{c.tastingNotes.join(", ")}</p>
          </div>
        ),
      }),
      column.accessor("region", {
        header: "Region",
        cell: ({ row: { original: c } }) => [c.region, c.estate].filter(Boolean).join(" · "),
      }),
      column.accessor("altitude", {
        header: "Altitude",
        meta: { align: "right", wide: true },
        cell: (info) => (info.getValue() ? `${info.getValue()} m` : "—"),
      }),
      column.accessor("processingMethod", {
        meta: { wide: true },
        header: "Process",
        cell: (info) => info.getValue() ?? "—",
      }),
      column.accessor("roastLevel", {
        header: "Roast",
        cell: (info) => (info.getValue() ? titleCase(info.getValue()!) : "—"),
      }),
      column.accessor("pricePaise", {
        header: "Price",
        meta: { align: "right" },
        cell: (info) => (info.getValue() === null ? "—" : formatPaise(info.getValue()!)),
      }),
      column.accessor((c) => c.moodIds.length, { id: "moods", header: "Moods", meta: { align: "right" } }),
      column.display({
        id: "actions",
        header: () => <span className="sr-only">Actions</span>,
        cell: ({ row: { original: c } }) => (
          <RowActions name={c.name} onEdit={() => crud.edit(c)} onDelete={() => crud.askDelete(c)} />
        ),
      }),
    ],
    [], // eslint-disable-line react-hooks/exhaustive-deps
  );

  const editing = crud.editing === "new" ? null : crud.editing;
  return (
    <>
      <TabHeader
        title="Origins"
        description="The green coffee behind each product: where it grows, how it is processed, what it tastes of. Moods recommend these."
        actions={
          <Button onClick={crud.create}>
            <Plus aria-hidden /> Add Origin
          </Button>
        }
      />
      <QueryView query={query} failure="Failed to fetch coffees">
        {(coffees) => (
          <DataTable
            label="Origins"
            data={coffees}
            columns={columns}
            initialSort={[{ id: "name", desc: false }]}
            searchPlaceholder="Search by name, region or process"
            empty="No origins yet."
            getRowId={(c) => String(c.id)}
          />
        )}
      </QueryView>
      <Sheet
        open={crud.editing !== null}
        onOpenChange={(open) => !open && crud.closeEditor()}
        title={editing ? `Edit ${editing.name}` : "Add Origin"}
        size="lg"
      >
        <CoffeeForm
          coffee={editing}
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
        title={`Delete ${crud.deleting?.name ?? "origin"}?`}
        description="It is removed from every mood that recommends it."
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={() => crud.deleting && remove.mutate(crud.deleting.id, { onSettled: crud.closeDelete })}
      />
    </>
  );
}
