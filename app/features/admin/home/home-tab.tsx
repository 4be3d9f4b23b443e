import { createColumnHelper } from "@tanstack/react-table";
import Plus from "lucide-react/icons/plus";
import { useMemo } from "react";
import { HomeSectionInput } from "@domain/admin/content";
import type { AdminHomeSection } from "@domain/admin/types";
import { Button } from "~/components/ui/button";
import { formatDate } from "../format";
import { StatusBadge } from "../ui/badge";
import { ACTIONS_COLUMN, DataTable } from "../ui/data-table";
import { EntityForm, toFormValues } from "../ui/entity-form";
import { CheckboxField, FormSection, TextAreaField, TextField } from "../ui/form-fields";
import { ImageField } from "../ui/image-field";
import { QueryView } from "../ui/query-view";
import { RowActions } from "../ui/row-actions";
import { Sheet } from "../ui/sheet";
import { TabHeader } from "../ui/tab-header";
import { useCrudState } from "../use-crud-state";
import { useAdminQuery, useSaveEntity } from "../use-admin-data";

const column = createColumnHelper<AdminHomeSection>();
const KEYS = [
  "section",
  "title",
  "subtitle",
  "content",
  "buttonText",
  "buttonUrl",
  "imageUrl",
  "order",
  "isActive",
] as const satisfies readonly (keyof AdminHomeSection)[];

/** The home page's sections, by section id, order and active flag (PUT by section id). */
export function HomeTab() {
  const query = useAdminQuery<AdminHomeSection[]>("/home-content");
  const crud = useCrudState<AdminHomeSection>();
  const save = useSaveEntity<AdminHomeSection>({
    path: "/home-content",
    label: "Home section",
    updatedText: "Home page content updated successfully",
  });

  const { edit } = crud;
  const columns = useMemo(
    () => [
      column.accessor("section", {
        header: "Section",
        cell: (info) => <code className="rounded bg-cream-100 px-1.5 py-0.5 text-xs">{info.getValue()}</code>,
      }),
      column.accessor((s) => s.title ?? "", {
        id: "title",
        header: "Title",
        cell: ({ row: { original: s } }) => (
          <div className="max-w-md">
            <p className="truncate font-medium">{s.title || "—"}</p>
            <p className="truncate text-xs text-coffee-500">{s.subtitle}</p>
          </div>
        ),
      }),
      column.accessor("order", { header: "Order", meta: { align: "right" } }),
      column.accessor((s) => (s.isActive ? "active" : "paused"), {
        id: "state",
        header: "Shown",
        cell: ({ row: { original: s } }) => <StatusBadge status={s.isActive ? "active" : "hidden"} />,
      }),
      column.accessor("updatedAt", { header: "Updated", cell: (info) => formatDate(info.getValue()) }),
      column.display({
        id: ACTIONS_COLUMN,
        header: () => <span className="sr-only">Actions</span>,
        cell: ({ row: { original: s } }) => <RowActions name={`the ${s.section} section`} onEdit={() => edit(s)} />,
      }),
    ],
    [edit],
  );

  const editing = crud.editing === "new" ? null : crud.editing;
  const defaults = editing
    ? toFormValues(editing, KEYS)
    : { ...Object.fromEntries(KEYS.map((key) => [key, ""])), order: "0", isActive: true };
  return (
    <>
      <TabHeader
        title="Home"
        description="The sections of the home page, in order. Hidden sections stay here and leave the page."
        actions={
          <Button type="button" onClick={crud.create}>
            <Plus aria-hidden /> Add Section
          </Button>
        }
      />
      <QueryView query={query} failure="Failed to fetch home content">
        {(sections) => (
          <DataTable
            label="Home page sections"
            data={sections}
            columns={columns}
            initialSort={[{ id: "order", desc: false }]}
            searchPlaceholder="Search sections"
            empty="No sections yet."
            getRowId={(s) => String(s.id)}
          />
        )}
      </QueryView>
      <Sheet
        open={crud.editing !== null}
        onOpenChange={(open) => !open && crud.closeEditor()}
        title={editing ? `Edit the ${editing.section} section` : "Add Section"}
      >
        <EntityForm
          schema={HomeSectionInput}
          defaultValues={defaults}
          onCancel={crud.closeEditor}
          failure="Failed to save home page content"
          submitLabel={editing ? "Save Changes" : "Add Section"}
          onSubmit={async (values) => {
            await save.mutateAsync({ id: editing?.section, values });
            crud.closeEditor();
          }}
        >
          <FormSection>
            <TextField
              name="section"
              label="Section id"
              required
              readOnly={editing !== null}
              hint={
                editing ? "The home page finds the section by this id." : "Such as hero, philosophy, batch_of_month."
              }
            />
            <TextField name="order" label="Order" type="number" inputMode="numeric" min="0" />
            <TextField name="title" label="Title" className="sm:col-span-2" />
            <TextAreaField name="subtitle" label="Subtitle" rows={2} className="sm:col-span-2" />
            <TextAreaField name="content" label="Content" rows={5} className="sm:col-span-2" />
            <TextField name="buttonText" label="Button text" />
            <TextField name="buttonUrl" label="Button link" placeholder="/shop" />
            <ImageField name="imageUrl" label="Image" />
            <CheckboxField name="isActive" label="Shown on the home page" className="sm:col-span-2" />
          </FormSection>
        </EntityForm>
      </Sheet>
    </>
  );
}
