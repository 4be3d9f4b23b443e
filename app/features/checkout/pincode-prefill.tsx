/**
 * City and state filled in from the pincode (decision 007's directory, `GET /api/pincodes/:pincode`):
 * the checkout's details form and the subscription start page both use it. Without script the fields
 * are simply typed by hand.
 */
import LoaderCircle from "lucide-react/icons/loader-circle";
import MapPin from "lucide-react/icons/map-pin";
import { useRef, type Dispatch, type SetStateAction } from "react";
import { usePincodeLookup, type PincodeLookup, type PincodePlace } from "./use-pincode-lookup";

export type PlaceFields = { pincode: string; city: string; state: string };

export type PincodePrefillProps<V extends PlaceFields> = { values: V; setValues: Dispatch<SetStateAction<V>> };

/** The lookup and the line under the pincode, as one part (see `pincode-lookup-hint.tsx`, which loads it). */
export function PincodePrefill<V extends PlaceFields>({ values, setValues }: PincodePrefillProps<V>) {
  return <PincodeHint lookup={usePincodePrefill(values, setValues)} />;
}

/**
 * Looks the pincode up and fills city and state — only fields that are empty or still hold what the
 * last lookup filled in, so nothing the shopper typed is overwritten.
 */
function usePincodePrefill<V extends PlaceFields>(values: V, setValues: Dispatch<SetStateAction<V>>): PincodeLookup {
  const autofilled = useRef<Partial<Record<"city" | "state", string>>>({});
  function fill(place: PincodePlace) {
    setValues((current) => {
      const next = { ...current };
      for (const key of ["city", "state"] as const) {
        const typed = current[key].trim();
        if (typed === "" || typed === autofilled.current[key]) {
          next[key] = place[key];
          autofilled.current[key] = place[key];
        }
      }
      return next;
    });
  }
  return usePincodeLookup(values.pincode, fill);
}

/** The line under the pincode: looking it up, the place found, or a gentle "we don't know it". */
function PincodeHint({ lookup }: { lookup: PincodeLookup }) {
  if (lookup.status === "loading") {
    return (
      <span className="inline-flex items-center gap-1.5">
        <LoaderCircle aria-hidden className="size-3.5 animate-spin" /> Looking up your pincode…
      </span>
    );
  }
  if (lookup.status === "found") {
    const { district, city, state } = lookup.place;
    const where = district && district !== city ? `${city}, ${district} district, ${state}` : `${city}, ${state}`;
    return (
      <span className="inline-flex items-start gap-1.5 text-forest-600">
        <MapPin aria-hidden className="mt-0.5 size-3.5 shrink-0" /> {where}
      </span>
    );
  }
  if (lookup.status === "unknown")
    return <span>We don't know this pincode yet — please check it, or fill in city and state yourself.</span>;
  return null;
}
