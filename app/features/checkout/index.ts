/**
 * What other features may use from checkout (docs/decisions/060): handing it an unpaid order to pay, a
 * mandate's window, and city and state filled in from the pincode.
 */
export { savePendingOrder } from "./pending-order";
export { SubscriptionWindowButton } from "./subscription-window";
export { PincodeHint, typedPincode, usePincodePrefill, type PincodeLookup } from "./pincode-prefill";
