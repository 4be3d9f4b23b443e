import type { ComponentProps, ReactNode } from "react";
import { inputClass, Label } from "~/components/ui/field";
import { cn } from "~/lib/utils";

type Props = Omit<ComponentProps<"input">, "id" | "name"> & {
  name: string;
  label: string;
  /** The schema's message, shown under the field and announced once the shopper has submitted. */
  error?: string;
  /** A quieter line under the field (a pincode's place); replaced by the error when there is one. */
  hint?: ReactNode;
  multiline?: boolean;
  className?: string;
};

/** A labelled checkout input whose error and hint are tied to it for screen readers. */
export function TextField({ name, label, error, hint, multiline = false, className, ...props }: Props) {
  const id = `checkout-${name}`;
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  const shared = {
    id,
    name,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    className: cn(inputClass, "pr-4", error && "border-terracotta-600 focus:border-terracotta-600"),
  };
  return (
    <div className={cn("space-y-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      {multiline ? (
        <textarea
          {...shared}
          {...(props as ComponentProps<"textarea">)}
          rows={2}
          className={cn(shared.className, "h-auto min-h-[4.5rem] resize-y py-2.5 leading-relaxed")}
        />
      ) : (
        <input type="text" {...shared} {...props} />
      )}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-terracotta-600">
          {error}
        </p>
      ) : hint ? (
        <div id={`${id}-hint`} aria-live="polite" className="text-sm text-coffee-500">
          {hint}
        </div>
      ) : null}
    </div>
  );
}
