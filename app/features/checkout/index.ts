/**
 * What other features may use from checkout (docs/decisions/060): handing it an unpaid order to pay.
 * The subscription start page (a route) takes the mandate's window and the pincode prefill from their
 * own modules, so the order pages that import this index load neither (decision 140).
 */
export { savePendingOrder } from "./pending-order";
