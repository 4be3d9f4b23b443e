import { useEffect, useRef, useState } from "react";
import { isPincode } from "@domain/geo";
import { ApiError, apiRequest } from "~/lib/api";

/** A place in the postal directory (decision 007). */
export type PincodePlace = { pincode: string; city: string; district: string; state: string };

/** Its own call, not in the checkout's API: the details form needs only this one before an order exists. */
function lookupPincode(pincode: string, signal?: AbortSignal): Promise<PincodePlace> {
  return apiRequest<PincodePlace>("GET", `/api/pincodes/${pincode}`, undefined, { signal });
}

export type PincodeLookup =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "found"; place: PincodePlace }
  /** Not in the postal directory: a gentle hint, never a block (new pincodes appear every year). */
  | { status: "unknown" };

const answers = new Map<string, PincodePlace | null>();

/**
 * Looks the pincode up once it has six digits and calls `onFound` with the place, so the form can
 * prefill city and state. A failed lookup (offline, server trouble) simply shows nothing.
 */
export function usePincodeLookup(pincode: string, onFound: (place: PincodePlace) => void): PincodeLookup {
  const [lookup, setLookup] = useState<PincodeLookup>({ status: "idle" });
  const onFoundRef = useRef(onFound);
  onFoundRef.current = onFound;

  useEffect(() => {
    const pin = pincode.trim();
    if (!isPincode(pin)) {
      setLookup({ status: "idle" });
      return;
    }
    const known = answers.get(pin);
    if (known !== undefined) {
      setLookup(known ? { status: "found", place: known } : { status: "unknown" });
      if (known) onFoundRef.current(known);
      return;
    }
    const controller = new AbortController();
    setLookup({ status: "loading" });
    lookupPincode(pin, controller.signal).then(
      (place) => {
        answers.set(pin, place);
        setLookup({ status: "found", place });
        onFoundRef.current(place);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 404) {
          answers.set(pin, null);
          setLookup({ status: "unknown" });
        } else {
          setLookup({ status: "idle" });
        }
      },
    );
    return () => controller.abort();
  }, [pincode]);

  return lookup;
}
