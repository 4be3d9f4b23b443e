import type { ReactNode } from "react";
import { lazyPart, PartBoundary } from "~/lib/lazy-part";
import { GiftIcon } from "./step-icons";
import type { GiftMessageProps } from "./gift-message";

// The message box loads when the box is ticked (or the shopper reaches for it), not with the page.
const loadGiftMessage = () => import("./gift-message");
const GiftMessage = lazyPart(() => loadGiftMessage().then((m) => m.default));

type Props = {
  gift: boolean;
  onGift: (gift: boolean) => void;
  error?: string;
  message: GiftMessageProps;
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
        <label
          className="flex min-h-11 cursor-pointer items-center gap-3 font-semibold"
          onPointerEnter={() => void loadGiftMessage().catch(() => undefined)}
          onFocus={() => void loadGiftMessage().catch(() => undefined)}
        >
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
          <GiftIcon className="size-4 shrink-0 text-terracotta-600" />
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
          <PartBoundary>
            <GiftMessage {...message} />
          </PartBoundary>
        </fieldset>
      ) : null}
    </div>
  );
}
