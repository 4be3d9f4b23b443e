/**
 * The checkout's calls to the orders and payments API (decisions 005, 006 and 009). Every non-OK answer
 * throws `ApiError` ("{status}: {body}"), as every client call does (~/lib/api).
 */
import type { OrderInput, OrderView } from "@domain/orders";
import type { PaymentMethod, PaymentProviderId } from "@domain/payment-providers";
import { apiRequest } from "~/lib/api";

export type PaymentProvider = PaymentProviderId;

/** The order payload as the browser sends it: the cart lines as stored, the totals the page showed. */
export type OrderPayload = Omit<OrderInput, "items" | "discountCode"> & {
  /** The code the shopper applied ("Have a code?"); the server checks and prices it again. */
  discountCode?: string;
  items: {
    id: number;
    name: string;
    price: number;
    quantity: number;
    weight: string;
    brewingMethod: string;
    image: string;
  }[];
  subtotal: number;
  shipping: number;
  tax: number;
  total: number;
};

export type CreatedOrder = {
  order: OrderView;
  /** `amount` in rupees, at most two decimals. */
  paymentStatus: { orderId: number; amount: number };
  /** Lets this browser read the order again (`X-Order-Token`). */
  accessToken: string;
};

export type PaymentDetails = { upiApp: string } | { bank: string } | { cardType: "credit" };

export type ProcessedPayment = {
  success: boolean;
  message: string;
  provider: PaymentProvider;
  prefill: { method?: "upi" | "netbanking" | "card"; bank?: string; upiApp?: string };
};

export type ProviderOrder = {
  success: boolean;
  message: string;
  key: string;
  amount: number;
  currency: "INR";
  orderId: string;
};

export type VerifiedPayment = { success: boolean; message: string; order: OrderView };

export function createOrder(payload: OrderPayload, idempotencyKey: string): Promise<CreatedOrder> {
  return apiRequest<CreatedOrder>("POST", "/api/orders", payload, { headers: { "Idempotency-Key": idempotencyKey } });
}

/** Every payment call carries the order's token: only the browser that placed the order may pay it. */
const withToken = (accessToken: string) => ({ headers: { "X-Order-Token": accessToken } });

export function processPayment(
  orderId: number,
  paymentMethod: PaymentMethod,
  paymentDetails: PaymentDetails | undefined,
  accessToken: string,
): Promise<ProcessedPayment> {
  return apiRequest<ProcessedPayment>(
    "POST",
    "/api/orders/process-payment",
    { orderId, paymentMethod, paymentDetails },
    withToken(accessToken),
  );
}

export function createProviderOrder(
  provider: PaymentProvider,
  body: { amount: number; orderId: number; customerInfo: { name: string; email: string; phone: string } },
  accessToken: string,
): Promise<ProviderOrder> {
  return apiRequest<ProviderOrder>("POST", `/api/${provider}/create-order`, body, withToken(accessToken));
}

export function verifyPayment(
  provider: PaymentProvider,
  body: { providerOrderId: string; providerPaymentId: string; signature: string; orderId: number },
  accessToken: string,
): Promise<VerifiedPayment> {
  return apiRequest<VerifiedPayment>("POST", `/api/${provider}/verify-payment`, body, withToken(accessToken));
}

/** A random v4 UUID; `crypto.randomUUID` exists only on secure origins, so build one when it is missing. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Whether this order may be paid on delivery (decision 085): the fee, or the reason it is not offered. */
export type CashQuote =
  | { available: true; feePaise: number; feeTaxPaise: number; orderTotalPaise: number; totalWithFeePaise: number }
  | { available: false; reason: string; field: string; orderTotalPaise: number };

export function quoteCashOnDelivery(orderId: number, accessToken: string, signal?: AbortSignal): Promise<CashQuote> {
  return apiRequest<CashQuote>(
    "POST",
    "/api/orders/cash-on-delivery/quote",
    { orderId },
    {
      ...withToken(accessToken),
      signal,
    },
  );
}

export function chooseCashOnDelivery(orderId: number, accessToken: string): Promise<{ order: OrderView }> {
  return apiRequest<{ order: OrderView }>("POST", "/api/orders/cash-on-delivery", { orderId }, withToken(accessToken));
}
