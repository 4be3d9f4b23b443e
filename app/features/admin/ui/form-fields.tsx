/**
 * Form fields bound to react-hook-form (inside a FormProvider). Each shows its label, an optional
 * hint, and the field's error from the zod schema the server uses, tied to the input for screen readers.
 */
import { useId, type ComponentProps, type ReactNode } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { inputClass } from "./input-class";
import { cn } from "~/lib/utils";

type Base = { name: string; label: string; hint?: ReactNode; required?: boolean; className?: string };

/**
 * A field's error, once the owner has been there: left the field, or pressed save (or the server named it).
 * A row just added to a list (a redirect) is checked by react-hook-form at once, and counts as changed
 * since the defaults have no such row, but says nothing until then (issue 16).
 */
function useFieldState(name: string) {
  const { register, formState, getFieldState } = useFormContext();
  const { error, isTouched } = getFieldState(name, formState);
  const visited = isTouched || formState.submitCount > 0 || error?.type === "server";
  return { register, message: visited ? error?.message : undefined };
}

function Shell({
  id,
  label,
  hint,
  required,
  message,
  className,
  children,
  counter,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  required?: boolean;
  message?: string;
  className?: string;
  children: ReactNode;
  counter?: ReactNode;
}) {
  return (
    <div className={cn("space-y-1.5", className)}>
      <div className="flex items-baseline justify-between gap-3">
        <span className="text-sm font-semibold">
          <label htmlFor={id}>{label}</label>
          {required ? (
            <span aria-hidden className="text-terracotta-600">
              {" "}
              *
            </span>
          ) : null}
        </span>
        {counter}
      </div>
      {children}
      {hint && !message ? (
        <p id={`${id}-hint`} className="text-xs text-coffee-500">
          {hint}
        </p>
      ) : null}
      {message ? (
        <p id={`${id}-error`} className="text-sm font-medium text-terracotta-600">
          {message}
        </p>
      ) : null}
    </div>
  );
}

function describedBy(id: string, hint: ReactNode, message?: string) {
  return message ? `${id}-error` : hint ? `${id}-hint` : undefined;
}

export function TextField({
  name,
  label,
  hint,
  required,
  className,
  ...input
}: Base & Omit<ComponentProps<"input">, "name">) {
  const id = useId();
  const { register, message } = useFieldState(name);
  return (
    <Shell id={id} label={label} hint={hint} required={required} message={message} className={className}>
      <input
        id={id}
        className={cn(inputClass, "pr-4")}
        aria-invalid={message ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(id, hint, message)}
        {...input}
        {...register(name)}
      />
    </Shell>
  );
}

/** A counter for fields with a limit ("42/60"), amber past the recommended range, red over the limit. */
function Counter({ name, max, recommended }: { name: string; max: number; recommended?: [number, number] }) {
  const value = (useWatch({ name }) as string | undefined) ?? "";
  const length = value.length;
  const tone =
    length > max
      ? "text-terracotta-600"
      : recommended && length > 0 && (length < recommended[0] || length > recommended[1])
        ? "text-coffee-500"
        : "text-forest-600";
  return (
    <span className={cn("text-xs font-medium tabular-nums", tone)} aria-live="polite">
      {length}/{max}
    </span>
  );
}

export function TextAreaField({
  name,
  label,
  hint,
  required,
  className,
  max,
  recommended,
  rows = 4,
  ...input
}: Base & Omit<ComponentProps<"textarea">, "name"> & { max?: number; recommended?: [number, number] }) {
  const id = useId();
  const { register, message } = useFieldState(name);
  return (
    <Shell
      id={id}
      label={label}
      hint={hint}
      required={required}
      message={message}
      className={className}
      counter={max ? <Counter name={name} max={max} recommended={recommended} /> : undefined}
    >
      <textarea
        id={id}
        rows={rows}
        className="w-full rounded-xl border border-coffee-800/20 bg-white px-4 py-2.5 text-sm leading-relaxed text-coffee-800 placeholder:text-coffee-400 focus:border-coffee-800 focus:outline-none focus:ring-2 focus:ring-terracotta-500/30"
        aria-invalid={message ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(id, hint, message)}
        {...input}
        {...register(name)}
      />
    </Shell>
  );
}

/** A one-line text field with a live length counter (meta title, meta description). */
export function CountedField({
  name,
  label,
  hint,
  max,
  recommended,
  className,
}: Base & { max: number; recommended?: [number, number] }) {
  const id = useId();
  const { register, message } = useFieldState(name);
  return (
    <Shell
      id={id}
      label={label}
      hint={hint}
      message={message}
      className={className}
      counter={<Counter name={name} max={max} recommended={recommended} />}
    >
      <input
        id={id}
        className={cn(inputClass, "pr-4")}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy(id, hint, message)}
        {...register(name)}
      />
    </Shell>
  );
}

export function SelectField({
  name,
  label,
  hint,
  required,
  className,
  options,
  placeholder,
}: Base & { options: readonly { value: string; label: string }[]; placeholder?: string }) {
  const id = useId();
  const { register, message } = useFieldState(name);
  return (
    <Shell id={id} label={label} hint={hint} required={required} message={message} className={className}>
      <select
        id={id}
        className={cn(inputClass, "pr-8")}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy(id, hint, message)}
        {...register(name)}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Shell>
  );
}

export function CheckboxField({ name, label, hint, className }: Base) {
  const id = useId();
  const { register, message } = useFieldState(name);
  return (
    <div
      className={cn("flex items-start gap-3 rounded-xl border border-coffee-800/10 bg-white px-3 py-2.5", className)}
    >
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 size-4 accent-coffee-800"
        aria-describedby={describedBy(id, hint, message)}
        {...register(name)}
      />
      <div>
        <label htmlFor={id} className="text-sm font-semibold">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="text-xs text-coffee-500">
            {hint}
          </p>
        ) : null}
        {message ? (
          <p id={`${id}-error`} className="text-sm font-medium text-terracotta-600">
            {message}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** A titled group of fields, two columns from a tablet up. */
export function FormSection({
  title,
  children,
  className,
}: {
  title?: string;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={title ? id : undefined} className={className}>
      {title ? (
        <h3 id={id} className="mb-3 font-sans text-xs font-bold uppercase tracking-wider text-coffee-400">
          {title}
        </h3>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </div>
  );
}

export const options = <T extends string>(values: readonly T[], label: (value: T) => string = (v) => v) =>
  values.map((value) => ({ value, label: label(value) }));
