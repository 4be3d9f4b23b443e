import Minus from "lucide-react/icons/minus";
import Plus from "lucide-react/icons/plus";
import { MAX_LINE_QUANTITY } from "@domain/cart";
import { cn } from "~/lib/utils";

type Props = {
  value: number;
  onChange: (value: number) => void;
  /** Lowest value the minus button reaches: 1 on product pages, 0 (remove) in the cart. */
  min?: number;
  /** Highest value the plus button reaches: the bags in stock, at most MAX_LINE_QUANTITY. */
  max?: number;
  label: string;
  className?: string;
};

export function QuantityStepper({ value, onChange, min = 1, max = MAX_LINE_QUANTITY, label, className }: Props) {
  const top = Math.min(max, MAX_LINE_QUANTITY);
  return (
    <div
      className={cn("inline-flex h-11 items-center rounded-full border border-coffee-800/20 bg-white", className)}
      role="group"
      aria-label={label}
    >
      <button
        type="button"
        className="grid size-11 place-items-center rounded-full hover:bg-coffee-800/5 disabled:opacity-40"
        onClick={() => onChange(value - 1)}
        disabled={value <= min}
        aria-label={`Decrease ${label.toLowerCase()}`}
      >
        <Minus aria-hidden className="size-4" />
      </button>
      <output className="w-8 text-center text-sm font-semibold tabular-nums" aria-live="polite" aria-label={label}>
        {value}
      </output>
      <button
        type="button"
        className="grid size-11 place-items-center rounded-full hover:bg-coffee-800/5 disabled:opacity-40"
        onClick={() => onChange(value + 1)}
        disabled={value >= top}
        aria-label={`Increase ${label.toLowerCase()}`}
      >
        <Plus aria-hidden className="size-4" />
      </button>
    </div>
  );
}
