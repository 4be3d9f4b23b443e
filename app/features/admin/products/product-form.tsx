import { useWatch } from "react-hook-form";
import { PROCESSING_METHODS, PRODUCT_CATEGORIES, PRODUCT_FORM_DEFAULTS, ROAST_LEVELS } from "@domain/admin/products";
import { PRODUCT_FORM_ORDER, ProductInput, productShownName } from "@domain/product-fields";
import type { AdminProduct } from "@domain/admin/types";
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
import { ImageField } from "../ui/image-field";
import { useMoodNameOptions } from "../moods/use-mood-names";

/**
 * One of the shop's moods (the owner's list), so the product's "Mood Pairing" links to a mood page that
 * exists and the mood engine pairs it (issue 16). A name no longer among the moods (renamed or deleted)
 * stays offered, marked, until another is chosen.
 */
function MoodPairingField() {
  const moods = useMoodNameOptions();
  const current = useWatch({ name: "moodPairing" }) as string | undefined;
  const options =
    current && !moods.some((mood) => mood.value === current)
      ? [...moods, { value: current, label: `${current} (not one of the moods)` }]
      : moods;
  return (
    <SelectField
      name="moodPairing"
      label="Mood pairing"
      options={options}
      placeholder="None"
      hint="Shown on the product page with a link to the mood."
    />
  );
}

/** Fields the form holds as text; the image, the brew recipe and the bag sizes have shapes of their own. */
const TEXT_KEYS = PRODUCT_FORM_ORDER.filter((key) => key !== "images" && key !== "brewRecipe" && key !== "gramOptions");

/** The spec's defaults for a new product: stock 0, low-stock 5 shown (10 if emptied), 250 g, active, tracked, not featured. */
function valuesOf(product: AdminProduct | null) {
  if (!product)
    return {
      ...Object.fromEntries(TEXT_KEYS.map((key) => [key, ""])),
      ...PRODUCT_FORM_DEFAULTS,
      stockQuantity: "0",
      lowStockThreshold: String(PRODUCT_FORM_DEFAULTS.lowStockThreshold),
      weight: "250",
      images: "",
      brewRecipe: { methods: "" },
    };
  // Each field under its input name, read from the answer's name for it (`altitude` from `altitudeM`).
  const shown = Object.fromEntries(TEXT_KEYS.map((key) => [key, product[productShownName(key)]]));
  return {
    ...toFormValues(shown, TEXT_KEYS),
    images: product.images[0] ?? "",
    brewRecipe: { ...(product.brewRecipe ?? {}), methods: (product.brewRecipe?.methods ?? []).join(", ") },
    gramOptions: product.gramOptions.map(({ weight, price }) => ({ weight, price })),
  };
}

export function ProductForm({
  product,
  onSave,
  onCancel,
}: {
  product: AdminProduct | null;
  onSave: (values: Record<string, unknown>) => Promise<unknown>;
  onCancel: () => void;
}) {
  return (
    <EntityForm
      schema={ProductInput}
      defaultValues={valuesOf(product)}
      onSubmit={onSave}
      onCancel={onCancel}
      failure="Failed to save product"
      submitLabel={product ? "Save Changes" : "Create Product"}
    >
      <FormSection title="Basics">
        <TextField name="name" label="Name" required className="sm:col-span-2" />
        <SelectField name="category" label="Category" options={options(PRODUCT_CATEGORIES, titleCase)} />
        <TextField name="slug" label="URL slug" hint="Leave empty to make it from the name." />
        <TextField name="sku" label="SKU" />
        <TextField name="barcode" label="Barcode" />
        <TextAreaField name="description" label="Description" className="sm:col-span-2" rows={3} />
      </FormSection>
      <FormSection title="Price and stock">
        <TextField
          name="price"
          label="Price (₹, 250 g)"
          required
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
        />
        <TextField
          name="compareAtPrice"
          label="Compare-at price (₹)"
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
        />
        <TextField
          name="costPrice"
          label="Cost price (₹)"
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
          hint="Never shown to shoppers."
        />
        <TextField name="weight" label="Weight (g)" type="number" inputMode="numeric" min="1" />
        <TextField
          name="stockQuantity"
          label="Stock"
          type="number"
          inputMode="numeric"
          min="0"
          hint={product ? "Stock changes are best made in the Stock tab, with a reason." : undefined}
        />
        <TextField
          name="lowStockThreshold"
          label="Low-stock threshold"
          type="number"
          inputMode="numeric"
          min="0"
          hint="Empty means 10."
        />
        <TextField
          name="maxPerCustomer"
          label="Per-customer limit"
          type="number"
          inputMode="numeric"
          min="1"
          hint="Most bags one customer may buy, e.g. for a limited drop. Empty: no limit."
        />
        <CheckboxField
          name="trackInventory"
          label="Track inventory"
          hint="Orders take stock; sold out at 0."
          className="sm:col-span-2"
        />
      </FormSection>
      <FormSection title="Image">
        <ImageField name="images" label="Product image" />
      </FormSection>
      <FormSection title="The coffee">
        <TextField name="origin" label="Origin" />
        <TextField name="region" label="Region" />
        <TextField name="district" label="District" />
        <TextField name="estate" label="Estate" />
        <TextField name="elevation" label="Elevation" placeholder="1,200–1,400 m" />
        <TextField name="altitude" label="Altitude (m)" type="number" inputMode="numeric" />
        <SelectField
          name="processingMethod"
          label="Processing method"
          options={options(PROCESSING_METHODS)}
          placeholder="—"
        />
        <SelectField name="roastLevel" label="Roast level" options={options(ROAST_LEVELS)} placeholder="—" />
        <TextField name="cultivars" label="Cultivars" />
        <TextField name="certification" label="Certification" />
        <TextField name="grade" label="Grade" />
        <TextField
          name="tastingNotes"
          label="Tasting notes"
          hint="Comma-separated: jaggery, orange peel, cocoa"
          className="sm:col-span-2"
        />
        <TextField name="tags" label="Tags" hint="Comma-separated." />
        <MoodPairingField />
      </FormSection>
      <FormSection title="Brewing">
        <TextField
          name="brewRecipe.methods"
          label="Brew methods"
          hint="Comma-separated: pour-over, french-press, south-indian-filter"
        />
        <TextField name="recommendedMethods" label="Recommended methods" hint="Comma-separated." />
      </FormSection>
      <FormSection title="Story">
        <TextAreaField name="bhumiNote" label="Bhūmi note" rows={3} className="sm:col-span-2" />
        <TextField name="farmerName" label="Farmer" />
        <TextField name="harvest" label="Harvest" />
        <TextAreaField name="farmerQuote" label="Farmer quote" rows={2} className="sm:col-span-2" />
        <TextAreaField name="batchStory" label="Batch story" rows={3} className="sm:col-span-2" />
      </FormSection>
      <FormSection title="Search engines">
        <CountedField name="seoTitle" label="SEO title" max={70} recommended={[50, 60]} className="sm:col-span-2" />
        <CountedField
          name="seoDescription"
          label="SEO description"
          max={170}
          recommended={[150, 160]}
          className="sm:col-span-2"
        />
      </FormSection>
      <FormSection title="Visibility">
        <CheckboxField name="isActive" label="Active" hint="Shown in the shop." />
        <CheckboxField name="isFeatured" label="Featured" hint="Shown on the home page." />
      </FormSection>
    </EntityForm>
  );
}
