import { useEffect, type Dispatch, type SetStateAction } from "react";
import { hasSignedInHint } from "@domain/account-hint";
import type { DetailsValues } from "./details-fields";

/**
 * A signed-in shopper's details step starts filled with the account's e-mail and default saved address
 * (decision 095). Only an untouched form is filled; without the sign-in cookie nothing is asked, and
 * neither the filling nor the account's code is loaded (issue 22).
 */
export function useAccountPrefill(ready: boolean, setValues: Dispatch<SetStateAction<DetailsValues>>): void {
  useEffect(() => {
    if (!ready || !hasSignedInHint(document.cookie)) return;
    const controller = new AbortController();
    import("./account-prefill")
      .then(({ prefillFromAccount }) => prefillFromAccount(setValues, controller.signal))
      .catch(() => {});
    return () => controller.abort();
  }, [ready, setValues]);
}
