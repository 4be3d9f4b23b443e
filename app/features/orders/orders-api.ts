/** Reading orders from the browser (CONTRACT-6): with the token this browser was given, or by number and e-mail. */
import type { Invoice } from "@domain/invoice";
import type { OrderView } from "@domain/orders";
import { apiRequest } from "~/lib/api";

export type OrderWithInvoice = { order: OrderView; invoice: Invoice };

export function fetchOwnOrder(orderNumber: string, accessToken: string, signal?: AbortSignal): Promise<OrderWithInvoice> {
  return apiRequest<OrderWithInvoice>("GET", `/api/orders/${encodeURIComponent(orderNumber)}`, undefined, {
    headers: { "X-Order-Token": accessToken },
    signal,
  });
}

export function lookupOrder(orderNumber: string, email: string): Promise<OrderWithInvoice> {
  return apiRequest<OrderWithInvoice>("POST", "/api/orders/lookup", { orderNumber, email });
}
