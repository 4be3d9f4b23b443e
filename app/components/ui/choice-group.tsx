import { useId } from "react";
import { cn } from "~/lib/utils";

type Option = { value: string; label: string; hint?: string };

/**
 * A row of pill-shaped choices (weights, brewing methods) built on native radio buttons: keyboard,
 * screen readers and forms work without any script.
 */
export function ChoiceGroup({
  label,
  options,
  value,
  onChange,
  name,
  className,
  error,
}: {
  label: string;
  options: Option[];
  value: string | undefined;
  onChange: (value: string) => void;
  name: string;
  className?: string;
  /** Shown under the choices and announced, when the shopper must pick one. */
  error?: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset
      className={className}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="text-sm font-semibold">{label}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((option) => (
          <label key={option.value} className="relative">
            <input
              type="radio"
              name={`${name}-${id}`}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="peer absolute inset-0 z-10 cursor-pointer opacity-0"
            />
            <span
              className={cn(
                "flex min-h-11 cursor-pointer flex-col items-center justify-center rounded-2xl border border-coffee-800/20 bg-white px-4 py-1.5 text-sm font-medium transition-colors",
                "hover:border-coffee-800/50 peer-checked:border-coffee-800 peer-checked:bg-coffee-800 peer-checked:text-cream-50",
                "peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-terracotta-500",
              )}
            >
              <span>{option.label}</span>
              {option.hint ? <span className="text-xs font-normal opacity-80">{option.hint}</span> : null}
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-terracotta-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
