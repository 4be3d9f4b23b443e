/** What other features may use from checkout (docs/decisions/060): handing it an unpaid order to pay, a mandate's window. */
export { savePendingOrder } from "./pending-order";
export { SubscriptionWindowButton } from "./subscription-window";
