import { GIFT_MESSAGE_MAX } from "@domain/gift";
import { Label, textareaClass } from "~/components/ui/field";
import { cn } from "~/lib/utils";

export type GiftMessageProps = {
  value: string;
  error?: string;
  onChange: (event: { target: { value: string } }) => void;
};

/** The gift message, counted against what the packing slip holds (decision 154). */
export default function GiftMessage({ value, error, onChange }: GiftMessageProps) {
  const id = "checkout-giftMessage";
  const over = value.trim().length > GIFT_MESSAGE_MAX;
  return (
    <div className="space-y-1.5 sm:col-span-2">
      <div className="flex items-baseline justify-between gap-3">
        <Label htmlFor={id}>Gift message (optional)</Label>
        <span
          id={`${id}-count`}
          className={cn("text-xs tabular-nums", over ? "font-semibold text-terracotta-600" : "text-coffee-500")}
        >
          {value.trim().length} / {GIFT_MESSAGE_MAX}
          <span className="sr-only"> characters</span>
        </span>
      </div>
      <textarea
        id={id}
        name="giftMessage"
        value={value}
        onChange={onChange}
        rows={4}
        placeholder="Printed on the packing slip, e.g. Happy birthday! Love, Asha"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error ${id}-count` : `${id}-count`}
        className={cn(
          textareaClass,
          "min-h-[6.5rem] resize-y leading-relaxed",
          error && "border-terracotta-600 focus:border-terracotta-600",
        )}
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-terracotta-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
