import { createColumnHelper } from "@tanstack/react-table";
import { ExternalLink, Plus } from "lucide-react";
import { useMemo } from "react";
import type { AdminPage } from "@domain/admin/types";
import { Button } from "~/components/ui/button";
import { formatDate } from "../format";
import { Badge, StatusBadge } from "../ui/badge";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { DataTable } from "../ui/data-table";
import { QueryView } from "../ui/query-view";
import { RowActions } from "../ui/row-actions";
import { Sheet } from "../ui/sheet";
import { TabHeader } from "../ui/tab-header";
import { useCrudState } from "../use-crud-state";
import { useAdminQuery, useDeleteEntity, useSaveEntity } from "../use-admin-data";
import { PageForm } from "./page-form";

const column = createColumnHelper<AdminPage>();

export function PagesTab() {
  const query = useAdminQuery<AdminPage[]>("/pages");
  const crud = useCrudState<AdminPage>();
  const save = useSaveEntity<AdminPage>({ path: "/pages", label: "Page" });
  const remove = useDeleteEntity({ path: "/pages", label: "Page" });

  const columns = useMemo(
    () => [
      column.accessor("title", {
        header: "Page",
        cell: ({ row: { original: p } }) => (
          <div>
            <p className="flex items-center gap-2 font-semibold">
              {p.title}
              {p.isHomepage ? <Badge tone="info">Homepage</Badge> : null}
            </p>
            <p className="text-xs text-coffee-500">{p.path}</p>
          </div>
        ),
      }),
      column.accessor("status", { header: "Status", cell: (info) => <StatusBadge status={info.getValue()} /> }),
      column.accessor("template", { meta: { wide: true }, header: "Template" }),
      column.accessor("menuOrder", { header: "Menu order", meta: { align: "right" } }),
      column.accessor("updatedAt", { header: "Updated", cell: (info) => formatDate(info.getValue()) }),
      column.display({
        id: "actions",
        header: () => <span className="sr-only">Actions</span>,
        cell: ({ row: { original: p } }) => (
          <RowActions name={p.title} onEdit={() => crud.edit(p)} onDelete={() => crud.askDelete(p)}>
            {p.status === "published" ? (
              <a
                href={p.path}
                target="_blank"
                rel="noreferrer"
                className="grid size-9 place-items-center rounded-full text-coffee-500 hover:bg-coffee-800/5 hover:text-coffee-800"
                aria-label={`Open ${p.title} (opens in a new tab)`}
                title="Open on the site"
              >
                <ExternalLink aria-hidden className="size-4" />
              </a>
            ) : null}
          </RowActions>
        ),
      }),
    ],
    [], // eslint-disable-line react-hooks/exhaustive-deps
  );

  const editing = crud.editing === "new" ? null : crud.editing;
  return (
    <>
      <TabHeader
        title="Pages"
        description="The site's own pages: about, contact, brew guide, sourcing and the rest."
        actions={
          <Button onClick={crud.create}>
            <Plus aria-hidden /> New Page
          </Button>
        }
      />
      <QueryView query={query} failure="Failed to fetch pages">
        {(pages) => (
          <DataTable
            label="Pages"
            data={pages}
            columns={columns}
            initialSort={[{ id: "menuOrder", desc: false }]}
            searchPlaceholder="Search by title or path"
            empty="No pages yet."
            getRowId={(p) => String(p.id)}
          />
        )}
      </QueryView>
      <Sheet
        open={crud.editing !== null}
        onOpenChange={(open) => !open && crud.closeEditor()}
        title={editing ? `Edit ${editing.title}` : "New Page"}
        size="lg"
      >
        <PageForm
          page={editing}
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
        title={`Delete ${crud.deleting?.title ?? "page"}?`}
        description="The page leaves the site for good. To hide it but keep it, set it to draft."
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={() => crud.deleting && remove.mutate(crud.deleting.id, { onSettled: crud.closeDelete })}
      />
    </>
  );
}
