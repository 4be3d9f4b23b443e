/**
 * Reading orders from the browser (decisions 006 and 033): with the token this browser was given or the one in
 * the order mail's link, or by number and e-mail plus a one-time code mailed to that address.
 */
import type { Invoice } from "@domain/invoice";
import type { OrderView, ShopperRefund } from "@domain/orders";
import { apiRequest } from "~/lib/api";

export type OrderWithInvoice = { order: OrderView; invoice: Invoice; refunds?: ShopperRefund[] };

/** "Pay now and save the fee" on a cash-on-delivery order (decision 086): the provider's payment page. */
export function payAhead(orderId: number, accessToken: string): Promise<{ url: string; amountPaise: number }> {
  return apiRequest(
    "POST",
    "/api/orders/cash-on-delivery/pay-now",
    { orderId },
    {
      headers: { "X-Order-Token": accessToken },
    },
  );
}

export function fetchOwnOrder(
  orderNumber: string,
  accessToken: string,
  signal?: AbortSignal,
): Promise<OrderWithInvoice> {
  return apiRequest<OrderWithInvoice>("GET", `/api/orders/${encodeURIComponent(orderNumber)}`, undefined, {
    headers: { "X-Order-Token": accessToken },
    signal,
  });
}

/** Asks for a code; the answer is the same whether or not number and e-mail match. */
export function requestLookupCode(orderNumber: string, email: string): Promise<{ message: string }> {
  return apiRequest<{ message: string }>("POST", "/api/orders/lookup", { orderNumber, email });
}

export function openWithCode(
  orderNumber: string,
  email: string,
  code: string,
): Promise<OrderWithInvoice & { accessToken: string }> {
  return apiRequest("POST", "/api/orders/lookup/verify", { orderNumber, email, code });
}
