import { useEffect, type Dispatch, type SetStateAction } from "react";
import { hasSignedInHint } from "@domain/account-hint";
import { DETAILS_FIELDS, type DetailsValues } from "./details-fields";

/**
 * A signed-in shopper's details step starts filled with the account's e-mail and default saved address
 * (decision 095). Only an untouched form is filled; without the sign-in cookie nothing is asked, and the
 * account's code is not loaded (issue 22).
 */
export function useAccountPrefill(ready: boolean, setValues: Dispatch<SetStateAction<DetailsValues>>): void {
  useEffect(() => {
    if (!ready || !hasSignedInHint(document.cookie)) return;
    const controller = new AbortController();
    import("~/features/account")
      .then(({ fetchAddresses }) => fetchAddresses(controller.signal))
      .then(({ email, addresses }) => {
        const [address] = addresses;
        setValues((current) => {
          if (DETAILS_FIELDS.some((field) => current[field] !== "")) return current;
          if (!address) return { ...current, customerEmail: email };
          const { customerName, customerPhone, street, city, state, pincode } = address;
          return { ...current, customerName, customerEmail: email, customerPhone, street, city, state, pincode };
        });
      })
      .catch(() => {});
    return () => controller.abort();
  }, [ready, setValues]);
}
