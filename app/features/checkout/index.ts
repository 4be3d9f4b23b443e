/** What other features may use from checkout (docs/decisions/060): handing it an unpaid order to pay. */
export { savePendingOrder } from "./pending-order";
