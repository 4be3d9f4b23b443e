/** What other features may use from the orders (docs/decisions/060): remembering an order and reading it back. */
export { awaitsPayment, notePaymentDue, rememberOrder, useOrderHistory } from "./order-history-store";
export { fetchOwnOrder, type OrderWithInvoice } from "./orders-api";
