/**
 * The skeleton every record tab shares (origins, moods, cafés, pages, blog posts, products): a header
 * with its add button, the list in a table with edit and delete at the end of each row, the form in a
 * sheet, and a confirmation before deleting — saving and deleting with the panel's toasts (use-admin-data.ts).
 */
import type { ColumnDef, SortingState } from "@tanstack/react-table";
import Plus from "lucide-react/icons/plus";
import { useEffect, useMemo, type ReactNode } from "react";
import { useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { useCrudState } from "../use-crud-state";
import { useAdminQuery, useDeleteEntity, useSaveEntity } from "../use-admin-data";
import { ConfirmDialog } from "./confirm-dialog";
import { ACTIONS_COLUMN, DataTable } from "./data-table";
import { QueryView } from "./query-view";
import { RowActions } from "./row-actions";
import { Sheet } from "./sheet";
import { TabHeader } from "./tab-header";

/** What the table shows of the loaded records: which rows, named how, in which order. */
export type CrudTable<T> = {
  label: string;
  rows: T[];
  initialSort: SortingState;
  searchPlaceholder: string;
  empty: string;
  toolbar?: ReactNode;
};

export type FormSlot<T> = {
  record: T | null;
  onSave: (values: Record<string, unknown>) => Promise<void>;
  onCancel: () => void;
};

type Props<T extends { id: number }> = {
  /** The API's list, create, update and delete paths start here ("/coffees"). */
  path: string;
  /** Names one record in the toasts: "Coffee" → "Coffee created successfully". */
  label: string;
  title: string;
  description: string;
  /** The add button's words, and the new record's sheet title unless `newTitle` says otherwise. */
  addLabel: string;
  newTitle?: string;
  /** The toast when the list cannot be loaded. */
  failure: string;
  /** The record's name on its row buttons and in the titles. */
  nameOf: (record: T) => string;
  editTitle?: (record: T) => string;
  /** The tab's own columns; the row actions are added after them. Keep them memoised. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- TanStack's column value type differs per column
  columns: ColumnDef<T, any>[];
  /** More buttons before edit and delete (open on the site, approve…). Keep it memoised. */
  rowActions?: (record: T) => ReactNode;
  table: (records: T[]) => CrudTable<T>;
  /** Shown above the table (a view switch). */
  above?: (records: T[]) => ReactNode;
  sheetSize?: "md" | "lg";
  sheetDescription?: (record: T | null) => string | undefined;
  form: (slot: FormSlot<T>) => ReactNode;
  remove: {
    title?: (record: T | null) => string;
    description: string | ((record: T | null) => string);
    confirmLabel?: (record: T | null) => string;
  };
  /** A link to this tab with ?new=1 (the dashboard's shortcuts) opens the new-record sheet. */
  tabId?: string;
};

export function CrudTab<T extends { id: number }>(props: Props<T>) {
  const { path, label, nameOf, columns, rowActions, remove: removal, tabId } = props;
  const query = useAdminQuery<T[]>(path);
  const crud = useCrudState<T>();
  const save = useSaveEntity<T>({ path, label });
  const remove = useDeleteEntity({ path, label });
  const [params, setParams] = useSearchParams();
  const { create, edit, askDelete, closeEditor, closeDelete } = crud;

  useEffect(() => {
    if (!tabId || params.get("new") !== "1") return;
    create();
    setParams({ tab: tabId }, { replace: true, preventScrollReset: true });
  }, [params, tabId, create, setParams]);

  const allColumns = useMemo(
    () => [
      ...columns,
      {
        id: ACTIONS_COLUMN,
        header: () => <span className="sr-only">Actions</span>,
        cell: ({ row: { original } }: { row: { original: T } }) => (
          <RowActions name={nameOf(original)} onEdit={() => edit(original)} onDelete={() => askDelete(original)}>
            {rowActions?.(original)}
          </RowActions>
        ),
      } satisfies ColumnDef<T>,
    ],
    [columns, rowActions, nameOf, edit, askDelete],
  );

  const editing = crud.editing === "new" ? null : crud.editing;
  const deleting = crud.deleting;
  const thing = label.toLowerCase();
  return (
    <>
      <TabHeader
        title={props.title}
        description={props.description}
        actions={
          <Button type="button" onClick={create}>
            <Plus aria-hidden /> {props.addLabel}
          </Button>
        }
      />
      <QueryView query={query} failure={props.failure}>
        {(records) => {
          const { rows, ...table } = props.table(records);
          return (
            <>
              {props.above?.(records)}
              <DataTable {...table} data={rows} columns={allColumns} getRowId={(r) => String(r.id)} />
            </>
          );
        }}
      </QueryView>
      <Sheet
        open={crud.editing !== null}
        onOpenChange={(open) => !open && closeEditor()}
        title={
          editing ? (props.editTitle ?? ((r: T) => `Edit ${nameOf(r)}`))(editing) : (props.newTitle ?? props.addLabel)
        }
        description={props.sheetDescription?.(editing)}
        size={props.sheetSize}
      >
        {props.form({
          record: editing,
          onCancel: closeEditor,
          onSave: async (values) => {
            await save.mutateAsync({ id: editing?.id, values });
            closeEditor();
          },
        })}
      </Sheet>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && closeDelete()}
        title={removal.title ? removal.title(deleting) : `Delete ${deleting ? nameOf(deleting) : thing}?`}
        description={typeof removal.description === "string" ? removal.description : removal.description(deleting)}
        confirmLabel={removal.confirmLabel?.(deleting) ?? "Delete"}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: closeDelete })}
      />
    </>
  );
}
