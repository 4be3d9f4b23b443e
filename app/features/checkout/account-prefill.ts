import type { Dispatch, SetStateAction } from "react";
import { DETAILS_FIELDS, type DetailsValues } from "./details-fields";

/** Fills an untouched details form with the account's e-mail and default saved address (decision 095). */
export async function prefillFromAccount(
  setValues: Dispatch<SetStateAction<DetailsValues>>,
  signal: AbortSignal,
): Promise<void> {
  const { fetchAddresses } = await import("~/features/account");
  const { email, addresses } = await fetchAddresses(signal);
  const [address] = addresses;
  setValues((current) => {
    if (DETAILS_FIELDS.some((field) => current[field] !== "")) return current;
    if (!address) return { ...current, customerEmail: email };
    const { customerName, customerPhone, street, city, state, pincode } = address;
    return { ...current, customerName, customerEmail: email, customerPhone, street, city, state, pincode };
  });
}
