/**
 * "Check delivery" (decision 150): a pincode (typed once, remembered in this browser) → the promised day,
 * whether cash on delivery is offered there, and how far the cart is from free shipping. Given a pincode
 * (checkout's address), it shows the answer without a field of its own. Its lines keep their height
 * while empty, so a remembered pincode's answer does not move the page.
 */
import Truck from "lucide-react/icons/truck";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { isPincode, PINCODE_MESSAGE, typedPincode } from "@domain/geo";
import { formatRupees, type Paise } from "@domain/money";
import { FREE_SHIPPING_FROM_PAISE, freeShippingShortfall } from "@domain/totals";
import { ApiError, apiRequest } from "~/lib/api";
import { cn } from "~/lib/utils";
import { rememberedPincode, rememberPincode } from "./remembered-pincode";

type Estimate = { pincode: string; place: string; label: string; codAvailable: boolean; codReason?: string };
type Answer =
  | { status: "idle" | "loading" }
  | { status: "found"; estimate: Estimate }
  | { status: "error"; message: string; unknown: boolean };

function useEstimate(pincode: string): Answer {
  const [answer, setAnswer] = useState<Answer>({ status: "idle" });
  useEffect(() => {
    if (!isPincode(pincode)) return setAnswer({ status: "idle" });
    const controller = new AbortController();
    setAnswer({ status: "loading" });
    apiRequest<Estimate>("GET", `/api/delivery-estimate?pincode=${pincode}`, undefined, {
      signal: controller.signal,
    }).then(
      (estimate) => setAnswer({ status: "found", estimate }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message = error instanceof ApiError ? error.serverMessage : undefined;
        setAnswer({
          status: "error",
          message: message ?? "We couldn't check this pincode just now. Please try again.",
          unknown: error instanceof ApiError && error.status === 404,
        });
      },
    );
    return () => controller.abort();
  }, [pincode]);
  return answer;
}

export function DeliveryCheck({ subtotal, pincode: given }: { subtotal: Paise | null; pincode?: string }) {
  const [typed, setTyped] = useState("");
  const [checked, setChecked] = useState("");
  const [invalid, setInvalid] = useState(false);
  useEffect(() => {
    if (given !== undefined) return;
    const stored = rememberedPincode();
    if (isPincode(stored)) {
      setTyped(stored);
      setChecked(stored);
    }
  }, [given]);
  useEffect(() => {
    if (given && isPincode(given)) rememberPincode(given);
  }, [given]);
  // A pincode typed before this box's code came (it loads when used) is in the field, not yet in state.
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const early = typedPincode(field.current?.value ?? "");
    if (early) setTyped(early);
  }, []);
  const pincode = given ?? checked;
  const answer = useEstimate(pincode);

  function submit(event: FormEvent) {
    event.preventDefault();
    const pin = typedPincode(field.current?.value ?? typed);
    setInvalid(!isPincode(pin));
    if (!isPincode(pin)) return;
    rememberPincode(pin);
    setChecked(pin);
  }

  const shortfall = subtotal === null ? 0 : freeShippingShortfall(subtotal);
  return (
    <section aria-label="Delivery" className="rounded-2xl border border-coffee-800/10 bg-cream-50 p-4 text-sm">
      {given === undefined ? (
        <form className="flex items-end gap-2" onSubmit={submit} noValidate>
          <label className="min-w-0 flex-1 font-semibold">
            Check delivery
            <input
              type="text"
              inputMode="numeric"
              autoComplete="postal-code"
              placeholder="Pincode"
              ref={field}
              value={typed}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? "delivery-pincode-error" : undefined}
              onChange={(e) => setTyped(typedPincode(e.target.value))}
              className="mt-1 block h-11 w-full rounded-xl border border-coffee-800/20 bg-white px-3 font-normal"
            />
          </label>
          <button
            type="submit"
            className="h-11 rounded-xl border border-coffee-800/20 bg-white px-4 font-semibold hover:bg-cream-100"
          >
            Check
          </button>
        </form>
      ) : null}
      {/* Room for the answer on a phone (the day and place may take two lines), so it moves nothing below. */}
      <div
        className={cn(given === undefined && "mt-3", subtotal === null ? "min-h-[4.25rem]" : "min-h-[5.75rem]")}
        aria-live="polite"
      >
        {invalid ? (
          <p id="delivery-pincode-error" className="font-medium text-terracotta-600">
            {PINCODE_MESSAGE}
          </p>
        ) : answer.status === "found" ? (
          <>
            <p className="flex items-center gap-2">
              <Truck aria-hidden className="size-4 shrink-0 text-forest-600" />
              <span>
                <strong className="font-semibold">{answer.estimate.label}</strong> to {answer.estimate.place}
              </span>
            </p>
            <p className="mt-1 text-coffee-600">
              {answer.estimate.codAvailable ? "Cash on delivery available" : "Cash on delivery not available here yet"}
            </p>
          </>
        ) : answer.status === "error" && answer.unknown && given !== undefined ? (
          // The address form already says it does not know this pincode: no second warning here.
          <p className="text-coffee-500">No delivery date for this pincode yet.</p>
        ) : answer.status === "error" ? (
          <p className="font-medium text-terracotta-600">{answer.message}</p>
        ) : (
          <p className="text-coffee-500">
            {answer.status === "loading" ? "Checking…" : "Enter your pincode to see when it arrives."}
          </p>
        )}
        {subtotal !== null ? (
          <p className="mt-1 text-coffee-600">
            {subtotal <= 0
              ? `Free shipping on orders from ${formatRupees(FREE_SHIPPING_FROM_PAISE)}`
              : shortfall > 0
                ? `Your cart: add ${formatRupees(shortfall)} more for free shipping`
                : "Your cart ships free"}
          </p>
        ) : null}
      </div>
    </section>
  );
}
