import { CAFE_STATUSES, CafeInput } from "@domain/admin/cafes";
import type { AdminCafe } from "@domain/admin/types";
import { CAFE_CITIES, CAFE_FEATURE_LABELS, CAFE_FEATURES } from "@domain/cafes";
import { titleCase } from "../format";
import { CheckGroup } from "../ui/check-group";
import { EntityForm, toFormValues } from "../ui/entity-form";
import { CheckboxField, FormSection, options, SelectField, TextAreaField, TextField } from "../ui/form-fields";
import { ImageField } from "../ui/image-field";

const KEYS = [
  "name",
  "description",
  "address",
  "city",
  "state",
  "pincode",
  "latitude",
  "longitude",
  "rating",
  "imageUrl",
  "phone",
  "website",
  "weeklyPick",
  "status",
] as const satisfies readonly (keyof AdminCafe)[];

function valuesOf(cafe: AdminCafe | null) {
  if (!cafe)
    return {
      ...Object.fromEntries(KEYS.map((key) => [key, ""])),
      rating: "4",
      status: "approved",
      weeklyPick: false,
      features: [] as string[],
    };
  return { ...toFormValues(cafe, KEYS), features: cafe.features };
}

export function CafeForm({
  cafe,
  onSave,
  onCancel,
}: {
  cafe: AdminCafe | null;
  onSave: (values: Record<string, unknown>) => Promise<unknown>;
  onCancel: () => void;
}) {
  return (
    <EntityForm
      schema={CafeInput}
      defaultValues={valuesOf(cafe)}
      onSubmit={onSave}
      onCancel={onCancel}
      failure="Failed to save café"
      submitLabel={cafe ? "Save Changes" : "Add Café"}
    >
      <FormSection title="The café">
        <TextField name="name" label="Name" required className="sm:col-span-2" />
        <TextAreaField name="description" label="Description" required rows={3} className="sm:col-span-2" />
        <TextField name="address" label="Address" required className="sm:col-span-2" />
        <TextField name="city" label="City" required list="admin-cafe-cities" />
        <datalist id="admin-cafe-cities">
          {CAFE_CITIES.map((city) => (
            <option key={city} value={city} />
          ))}
        </datalist>
        <TextField name="state" label="State" />
        <TextField name="pincode" label="Pincode" inputMode="numeric" />
        <TextField name="rating" label="Rating (0–5)" type="number" inputMode="decimal" step="0.1" min="0" max="5" />
      </FormSection>
      <FormSection title="On the map">
        <TextField name="latitude" label="Latitude" inputMode="decimal" hint="Any decimal, e.g. 12.9716" />
        <TextField name="longitude" label="Longitude" inputMode="decimal" hint="Any decimal, e.g. 77.5946" />
      </FormSection>
      <FormSection title="Details">
        <CheckGroup
          name="features"
          label="Features"
          options={CAFE_FEATURES.map((value) => ({ value, label: CAFE_FEATURE_LABELS[value] }))}
          className="sm:col-span-2"
        />
        <TextField name="phone" label="Phone" type="tel" />
        <TextField name="website" label="Website" type="url" />
        <ImageField name="imageUrl" label="Photo" />
      </FormSection>
      <FormSection title="Listing">
        <SelectField name="status" label="Status" options={options(CAFE_STATUSES, titleCase)} />
        <CheckboxField
          name="weeklyPick"
          label="Café of the week"
          hint="Only one café at a time; choosing this one replaces the current pick."
        />
      </FormSection>
    </EntityForm>
  );
}
