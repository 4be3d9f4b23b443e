import { COFFEE_CATEGORIES, COFFEE_ROAST_LEVELS, CoffeeInput } from "@domain/admin/origins";
import type { AdminCoffee, AdminProduct } from "@domain/admin/types";
import { titleCase } from "../format";
import { EntityForm, toFormValues } from "../ui/entity-form";
import { FormSection, options, SelectField, TextAreaField, TextField } from "../ui/form-fields";
import { ImageField } from "../ui/image-field";
import { useAdminQuery } from "../use-admin-data";

const KEYS = [
  "name",
  "region",
  "description",
  "detailedDescription",
  "district",
  "estate",
  "altitude",
  "elevation",
  "processingMethod",
  "tastingNotes",
  "imageUrl",
  "price",
  "stock",
  "category",
  "roastLevel",
  "certification",
  "grade",
  "cultivars",
  "productId",
] as const satisfies readonly (keyof AdminCoffee)[];

function valuesOf(coffee: AdminCoffee | null) {
  if (!coffee) return { ...Object.fromEntries(KEYS.map((key) => [key, ""])), category: "single-origin", stock: "0" };
  return toFormValues(coffee, KEYS);
}

/** The coffee form: name, region and description required; altitude and price numbers; tasting notes comma-separated. */
export function CoffeeForm({
  coffee,
  onSave,
  onCancel,
}: {
  coffee: AdminCoffee | null;
  onSave: (values: Record<string, unknown>) => Promise<unknown>;
  onCancel: () => void;
}) {
  const products = useAdminQuery<AdminProduct[]>("/products");
  return (
    <EntityForm
      schema={CoffeeInput}
      defaultValues={valuesOf(coffee)}
      onSubmit={onSave}
      onCancel={onCancel}
      failure="Failed to save coffee"
      submitLabel={coffee ? "Save Changes" : "Add Origin"}
    >
      <FormSection title="The origin">
        <TextField name="name" label="Name" required />
        <TextField name="region" label="Region" required />
        <TextAreaField name="description" label="Description" required rows={3} className="sm:col-span-2" />
        <TextAreaField name="detailedDescription" label="Detailed description" rows={4} className="sm:col-span-2" />
        <TextField name="district" label="District" />
        <TextField name="estate" label="Estate" />
        <TextField name="altitude" label="Altitude (m)" type="number" inputMode="numeric" />
        <TextField name="elevation" label="Elevation" placeholder="1,200–1,400 m" />
      </FormSection>
      <FormSection title="The coffee">
        <TextField name="processingMethod" label="Processing method" />
        <SelectField
          name="roastLevel"
          label="Roast level"
          options={options(COFFEE_ROAST_LEVELS, titleCase)}
          placeholder="—"
        />
        <SelectField name="category" label="Category" options={options(COFFEE_CATEGORIES, titleCase)} />
        <TextField name="cultivars" label="Cultivars" />
        <TextField
          name="tastingNotes"
          label="Tasting notes"
          hint="Comma-separated: jaggery, orange peel, cocoa"
          className="sm:col-span-2"
        />
        <TextField name="certification" label="Certification" />
        <TextField name="grade" label="Grade" />
      </FormSection>
      <FormSection title="In the shop">
        <TextField name="price" label="Price (₹)" type="number" inputMode="decimal" step="0.01" min="0" />
        <TextField name="stock" label="Stock" type="number" inputMode="numeric" min="0" />
        <SelectField
          name="productId"
          label="Sold as"
          placeholder="Not linked to a product"
          options={(products.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
          hint="Mood cards show this product's live price, rating and stock."
          className="sm:col-span-2"
        />
        <ImageField name="imageUrl" label="Image" />
      </FormSection>
    </EntityForm>
  );
}
