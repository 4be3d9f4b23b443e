import Gift from "lucide-react/icons/gift";
import type { ReactNode } from "react";
import { GIFT_MESSAGE_MAX } from "@domain/gift";
import { Label, textareaClass } from "~/components/ui/field";
import { cn } from "~/lib/utils";

type Props = {
  gift: boolean;
  onGift: (gift: boolean) => void;
  error?: string;
  message: { value: string; error?: string; onChange: (event: { target: { value: string } }) => void };
  /** The recipient's name and phone fields. */
  children: ReactNode;
};

/**
 * "This is a gift" (decision 154): ticked, it asks who receives the parcel and a message for the packing
 * slip (which then prints no prices); the address below becomes the recipient's.
 */
export function GiftFields({ gift, onGift, error, message, children }: Props) {
  return (
    <div className="space-y-4">
      <div className="rounded-2xl border border-coffee-800/15 bg-white px-4 py-2">
        <label className="flex min-h-11 cursor-pointer items-center gap-3 font-semibold">
          <input
            id="checkout-gift"
            name="gift"
            type="checkbox"
            checked={gift}
            onChange={(event) => onGift(event.target.checked)}
            aria-describedby={error ? "checkout-gift-error" : "checkout-gift-hint"}
            aria-invalid={error ? true : undefined}
            className="size-5 shrink-0 accent-terracotta-600"
          />
          <Gift aria-hidden className="size-4 shrink-0 text-terracotta-600" />
          This is a gift
        </label>
        <p id="checkout-gift-hint" className="pb-2 pl-8 text-sm text-coffee-500">
          We send it to someone else, with your message and no prices in the box. The invoice comes to you.
        </p>
      </div>
      {error ? (
        <p id="checkout-gift-error" className="text-sm font-medium text-terracotta-600">
          {error}
        </p>
      ) : null}
      {gift ? (
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-4 text-lg font-semibold">Who is it for?</legend>
          {children}
          <GiftMessage {...message} />
        </fieldset>
      ) : null}
    </div>
  );
}

function GiftMessage({ value, error, onChange }: Props["message"]) {
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
