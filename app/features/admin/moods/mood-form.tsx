import { useFormContext, useWatch } from "react-hook-form";
import { MOOD_COLOR_SCHEMES, MOOD_DEFAULTS, MoodInput } from "@domain/admin/moods";
import type { AdminCoffee, AdminMood } from "@domain/admin/types";
import { titleCase } from "../format";
import { EntityForm, toFormValues } from "../ui/entity-form";
import { FormSection, options, SelectField, TextAreaField, TextField } from "../ui/form-fields";
import { ImageField } from "../ui/image-field";
import { CoffeePicker } from "./coffee-picker";

const KEYS = [
  "name",
  "description",
  "emoji",
  "colorScheme",
  "colorCode",
  "imageUrl",
  "characteristics",
  "ritual",
  "sortOrder",
] as const satisfies readonly (keyof AdminMood)[];

function valuesOf(mood: AdminMood | null) {
  if (!mood)
    return {
      ...Object.fromEntries(KEYS.map((key) => [key, ""])),
      emoji: MOOD_DEFAULTS.emoji,
      colorScheme: MOOD_DEFAULTS.colorScheme,
      colorCode: MOOD_DEFAULTS.colorCode,
      sortOrder: "0",
      coffeeIds: [],
    };
  return { ...toFormValues(mood, KEYS), coffeeIds: mood.coffeeIds };
}

/** The text field holds the value the schema checks; the swatch beside it is a native colour picker. */
function ColourSwatch() {
  const { setValue } = useFormContext();
  const value = (useWatch({ name: "colorCode" }) as string) ?? "";
  const valid = /^#[0-9a-fA-F]{6}$/.test(value);
  return (
    <label className="mt-7 inline-flex items-center gap-2 text-sm">
      <input
        type="color"
        value={valid ? value : MOOD_DEFAULTS.colorCode}
        onChange={(event) =>
          setValue("colorCode", event.target.value.toUpperCase(), { shouldDirty: true, shouldValidate: true })
        }
        className="size-11 cursor-pointer rounded-xl border border-coffee-800/20 bg-white p-1"
      />
      <span className="text-coffee-500">Pick a colour</span>
    </label>
  );
}

export function MoodForm({
  mood,
  coffees,
  onSave,
  onCancel,
}: {
  mood: AdminMood | null;
  coffees: AdminCoffee[];
  onSave: (values: Record<string, unknown>) => Promise<unknown>;
  onCancel: () => void;
}) {
  return (
    <EntityForm
      schema={MoodInput}
      defaultValues={valuesOf(mood)}
      onSubmit={onSave}
      onCancel={onCancel}
      failure="Failed to save mood"
      submitLabel={mood ? "Save Changes" : "Add Mood"}
    >
      <FormSection title="The mood">
        <TextField name="name" label="Name" required />
        <TextField name="emoji" label="Emoji" hint="At most 2 characters." />
        <TextAreaField name="description" label="Description" rows={3} className="sm:col-span-2" />
        <TextField name="characteristics" label="Characteristics" hint="Comma-separated." className="sm:col-span-2" />
        <TextAreaField name="ritual" label="Ritual" rows={2} className="sm:col-span-2" />
      </FormSection>
      <FormSection title="Look">
        <SelectField name="colorScheme" label="Colour scheme" options={options(MOOD_COLOR_SCHEMES, titleCase)} />
        <div className="flex gap-3">
          <TextField name="colorCode" label="Colour" hint="# and 6 hex digits." className="flex-1" />
          <ColourSwatch />
        </div>
        <TextField name="sortOrder" label="Order" type="number" inputMode="numeric" min="0" />
        <ImageField name="imageUrl" label="Image" />
      </FormSection>
      <FormSection title="Recommends">
        <CoffeePicker name="coffeeIds" coffees={coffees} />
      </FormSection>
    </EntityForm>
  );
}
