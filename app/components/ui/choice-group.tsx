import { RadioGroup } from "radix-ui";
import { cn } from "~/lib/utils";

type Option = { value: string; label: string; hint?: string };

/** A row of pill-shaped radio buttons (weights, brewing methods). */
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
  const id = `choice-${name}`;
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <p id={id} className="text-sm font-semibold">
        {label}
      </p>
      <RadioGroup.Root aria-labelledby={id} aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined} name={name} value={value ?? ""} onValueChange={onChange} className="mt-2 flex flex-wrap gap-2" orientation="horizontal">
        {options.map((option) => (
          <RadioGroup.Item
            key={option.value}
            value={option.value}
            className={cn(
              "flex min-h-11 flex-col items-center justify-center rounded-2xl border border-coffee-800/20 bg-white px-4 py-1.5 text-sm font-medium transition-colors",
              "hover:border-coffee-800/50 data-[state=checked]:border-coffee-800 data-[state=checked]:bg-coffee-800 data-[state=checked]:text-cream-50",
            )}
          >
            <span>{option.label}</span>
            {option.hint ? <span className="text-xs font-normal opacity-80">{option.hint}</span> : null}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
      {error ? (
        <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-terracotta-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
