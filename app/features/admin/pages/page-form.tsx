import { PAGE_STATUSES, PageInput } from "@domain/admin/content";
import type { AdminPage } from "@domain/admin/types";
import { titleCase } from "../format";
import { EntityForm, toFormValues } from "../ui/entity-form";
import {
  CheckboxField,
  CountedField,
  FormSection,
  options,
  SelectField,
  TextAreaField,
  TextField,
} from "../ui/form-fields";
import { SlugFromTitle } from "../ui/slug-from-title";

const KEYS = [
  "title",
  "slug",
  "excerpt",
  "content",
  "status",
  "template",
  "isHomepage",
  "menuOrder",
  "metaTitle",
  "metaDescription",
] as const satisfies readonly (keyof AdminPage)[];

function valuesOf(page: AdminPage | null) {
  if (!page)
    return {
      ...Object.fromEntries(KEYS.map((key) => [key, ""])),
      status: "draft",
      template: "default",
      isHomepage: false,
      menuOrder: "0",
    };
  return toFormValues(page, KEYS);
}

export function PageForm({
  page,
  onSave,
  onCancel,
}: {
  page: AdminPage | null;
  onSave: (values: Record<string, unknown>) => Promise<unknown>;
  onCancel: () => void;
}) {
  return (
    <EntityForm
      schema={PageInput}
      defaultValues={valuesOf(page)}
      onSubmit={onSave}
      onCancel={onCancel}
      failure="Failed to save page"
      submitLabel={page ? "Save Changes" : "Create Page"}
    >
      <SlugFromTitle enabled={page === null} />
      <FormSection title="The page">
        <TextField name="title" label="Title" required className="sm:col-span-2" />
        <TextField name="slug" label="URL slug" hint="Made from the title." />
        <SelectField name="status" label="Status" options={options(PAGE_STATUSES, titleCase)} />
        <TextAreaField name="excerpt" label="Excerpt" rows={2} className="sm:col-span-2" />
        <TextAreaField
          name="content"
          label="Content"
          rows={12}
          className="sm:col-span-2"
          hint="Markdown: ## headings, - bullets, **bold**, *italic*."
        />
      </FormSection>
      <FormSection title="Placement">
        <TextField name="template" label="Template" />
        <TextField name="menuOrder" label="Menu order" type="number" inputMode="numeric" min="0" />
        <CheckboxField
          name="isHomepage"
          label="Homepage"
          hint="Use this page as the home page's text."
          className="sm:col-span-2"
        />
      </FormSection>
      <FormSection title="Search engines">
        <CountedField name="metaTitle" label="Meta title" max={60} recommended={[50, 60]} className="sm:col-span-2" />
        <CountedField
          name="metaDescription"
          label="Meta description"
          max={160}
          recommended={[150, 160]}
          className="sm:col-span-2"
        />
      </FormSection>
    </EntityForm>
  );
}
