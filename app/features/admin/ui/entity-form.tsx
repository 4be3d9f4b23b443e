import { zodResolver } from "@hookform/resolvers/zod";
import type { ReactNode } from "react";
import { FormProvider, useForm, type FieldValues, type Resolver, type UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { Button } from "~/components/ui/button";
import { failureToast, fieldErrorsOf } from "../use-admin-data";
import { SheetFooter } from "./sheet";

type Props = {
  /** The schema the API validates this payload with (src/domain/admin). */
  schema: z.ZodType;
  defaultValues: FieldValues;
  /** Sends the parsed values; a rejection with field errors marks those fields. */
  onSubmit: (values: Record<string, unknown>) => Promise<unknown>;
  onCancel: () => void;
  failure: string;
  submitLabel?: string;
  children: ReactNode | ((form: UseFormReturn) => ReactNode);
};

/**
 * A sheet's form: react-hook-form with the zod resolver on the server's own schema, so a field shows
 * the same message the API would answer; the API's field errors (if it still refuses) land on the
 * same fields, and the first wrong field takes the focus.
 */
export function EntityForm({
  schema,
  defaultValues,
  onSubmit,
  onCancel,
  failure,
  submitLabel = "Save",
  children,
}: Props) {
  const form = useForm({
    resolver: zodResolver(schema as never) as unknown as Resolver<FieldValues>,
    defaultValues,
    mode: "onTouched",
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      const fields = Object.entries(fieldErrorsOf(error));
      fields.forEach(([name, message], index) =>
        form.setError(name, { type: "server", message }, { shouldFocus: index === 0 }),
      );
      failureToast(error, failure);
    }
  });
  const { isSubmitting } = form.formState;
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="flex min-h-full flex-col">
        <div className="flex-1 space-y-8 px-6 py-6">{typeof children === "function" ? children(form) : children}</div>
        <SheetFooter>
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? "Saving..." : submitLabel}
          </Button>
        </SheetFooter>
      </form>
    </FormProvider>
  );
}

/** A saved record as a form holds it: lists joined with commas, numbers as text, null as "". */
export function toFormValues<T extends object>(record: T, keys: readonly (keyof T & string)[]): FieldValues {
  const values: FieldValues = {};
  for (const key of keys) {
    const value = record[key] as unknown;
    values[key] = Array.isArray(value)
      ? value.join(", ")
      : value === null || value === undefined
        ? ""
        : typeof value === "number"
          ? String(value)
          : value;
  }
  return values;
}
