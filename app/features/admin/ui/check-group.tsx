import { useId } from "react";
import { useFormContext } from "react-hook-form";

/** Several checkboxes feeding one list field (café features), as a labelled group. */
export function CheckGroup({
  name,
  label,
  options,
  className,
}: {
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  className?: string;
}) {
  const id = useId();
  const { register, formState, getFieldState } = useFormContext();
  const message = getFieldState(name, formState).error?.message;
  return (
    <fieldset className={className} aria-describedby={message ? `${id}-error` : undefined}>
      <legend className="mb-2 text-sm font-semibold">{label}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="inline-flex cursor-pointer items-center gap-2 rounded-full border border-coffee-800/15 bg-white px-3 py-1.5 text-sm has-[:checked]:border-coffee-800 has-[:checked]:bg-coffee-800 has-[:checked]:text-cream-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-terracotta-500"
          >
            <input type="checkbox" value={option.value} className="sr-only" {...register(name)} />
            {option.label}
          </label>
        ))}
      </div>
      {message ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-terracotta-600">
          {message}
        </p>
      ) : null}
    </fieldset>
  );
}
