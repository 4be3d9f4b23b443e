import { DiscountCodeChecked, type AdminDiscountCode } from "@domain/admin/discounts";
import { PRODUCT_CATEGORIES } from "@domain/coffee-attributes";
import { DISCOUNT_KIND_LABELS, DISCOUNT_KINDS } from "@domain/discounts";
import { titleCase } from "../format";
import { CheckGroup } from "../ui/check-group";
import { EntityForm, toFormValues } from "../ui/entity-form";
import { CheckboxField, FormSection, options, SelectField, TextField } from "../ui/form-fields";
import { ProductPicker } from "./product-picker";

const KEYS = [
  "code",
  "description",
  "kind",
  "percentOff",
  "amountOff",
  "usageLimit",
  "perEmailLimit",
  "firstOrderOnly",
  "isActive",
] as const satisfies readonly (keyof AdminDiscountCode)[];

/** An ISO time as a date-time field shows it, in India time ("2026-12-01T10:00"). */
const localIst = (iso: string | null) =>
  iso ? new Date(new Date(iso).getTime() + 330 * 60_000).toISOString().slice(0, 16) : "";

function valuesOf(code: AdminDiscountCode | null) {
  if (!code)
    return {
      ...Object.fromEntries(KEYS.map((key) => [key, ""])),
      kind: "percent",
      perEmailLimit: "1",
      minSubtotal: "",
      startsAt: "",
      endsAt: "",
      firstOrderOnly: false,
      isActive: true,
      productIds: [] as number[],
      categories: [] as string[],
    };
  return {
    ...toFormValues(code, KEYS),
    productIds: code.productIds,
    categories: code.categories,
    minSubtotal: code.minSubtotal === "0.00" ? "" : code.minSubtotal,
    startsAt: localIst(code.startsAt),
    endsAt: localIst(code.endsAt),
  };
}

export function DiscountForm({
  code,
  onSave,
  onCancel,
}: {
  code: AdminDiscountCode | null;
  onSave: (values: Record<string, unknown>) => Promise<unknown>;
  onCancel: () => void;
}) {
  return (
    <EntityForm
      schema={DiscountCodeChecked}
      defaultValues={valuesOf(code)}
      onSubmit={onSave}
      onCancel={onCancel}
      failure="Failed to save discount code"
      submitLabel={code ? "Save Changes" : "Add Code"}
    >
      <FormSection title="The offer">
        <TextField name="code" label="Code" required hint="Letters, digits, hyphens; shoppers may type any case." />
        <SelectField name="kind" label="Kind" options={options(DISCOUNT_KINDS, (kind) => DISCOUNT_KIND_LABELS[kind])} />
        <TextField name="percentOff" label="Percent off" type="number" inputMode="numeric" min="1" max="100" />
        <TextField name="amountOff" label="Amount off (₹)" inputMode="decimal" />
        <TextField name="description" label="Description" className="sm:col-span-2" />
      </FormSection>
      <FormSection title="Rules">
        <TextField name="minSubtotal" label="Minimum subtotal (₹)" inputMode="decimal" />
        <TextField name="usageLimit" label="Total uses" type="number" inputMode="numeric" hint="Empty: no limit." />
        <TextField
          name="perEmailLimit"
          label="Uses per e-mail"
          type="number"
          inputMode="numeric"
          hint="Empty: no limit."
        />
        <TextField name="startsAt" label="Starts (IST)" type="datetime-local" />
        <TextField name="endsAt" label="Ends (IST)" type="datetime-local" />
        <CheckboxField name="firstOrderOnly" label="First order only" />
        <CheckboxField name="isActive" label="Active" />
      </FormSection>
      <FormSection title="Which coffees">
        <ProductPicker name="productIds" />
        <CheckGroup
          name="categories"
          label="Only these categories"
          options={PRODUCT_CATEGORIES.map((value) => ({ value, label: titleCase(value) }))}
          className="sm:col-span-2"
        />
      </FormSection>
    </EntityForm>
  );
}
