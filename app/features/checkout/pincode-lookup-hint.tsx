import { useState, type ReactNode } from "react";
import { isPincode } from "@domain/geo";
import { lazyPart, PartBoundary } from "~/lib/lazy-part";
import type { PincodePrefillProps, PlaceFields } from "./pincode-prefill";

const PincodePrefill = lazyPart(() =>
  import("./pincode-prefill").then((module) => module.PincodePrefill),
) as unknown as <V extends PlaceFields>(props: PincodePrefillProps<V>) => ReactNode;

/**
 * The line under a pincode field, with city and state filled in from the pincode (`pincode-prefill.tsx`).
 * Its code loads when the pincode first has six digits, not with the page (issue 22); from then on it
 * stays, so it remembers which fields it filled and never overwrites what the shopper typed.
 */
export function PincodeLookupHint<V extends PlaceFields>({ values, setValues }: PincodePrefillProps<V>) {
  const [wanted, setWanted] = useState(false);
  if (!wanted && isPincode(values.pincode.trim())) setWanted(true);
  if (!wanted) return null;
  return (
    <PartBoundary>
      <PincodePrefill values={values} setValues={setValues} />
    </PartBoundary>
  );
}
