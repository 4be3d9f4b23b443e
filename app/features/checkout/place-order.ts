/**
 * What placing an order needs beyond the form: the payload, the call, and what the server's refusals mean
 * for the page. The details step loads it on the first focus in the form, or
 * at the latest on submit (issue 22).
 */
import type { CartItem, RepricedLine } from "@domain/cart";
import { purchasableSubtotal } from "@domain/cart";
import { toRupees } from "@domain/money";
import { totalsFor } from "@domain/totals";
import { ApiError } from "~/lib/api";
import { createOrder, type CreatedOrder, type OrderPayload } from "./checkout-api";
import { DETAILS_FIELDS, type DetailsErrors, type DetailsField } from "./details-fields";
import type { PlacedDetails } from "./validate-details";

export { newIdempotencyKey } from "./checkout-api";

export function orderPayload(
  details: PlacedDetails,
  items: readonly CartItem[],
  lines: readonly RepricedLine[],
  discountCode?: string,
): OrderPayload {
  const totals = totalsFor(purchasableSubtotal(lines));
  return {
    ...(discountCode ? { discountCode } : {}),
    customerName: details.customerName,
    customerEmail: details.customerEmail,
    customerPhone: details.customerPhone,
    shippingAddress: { street: details.street, city: details.city, state: details.state, pincode: details.pincode },
    ...(details.gift ? { gift: details.gift } : {}),
    items: items.map((item) => ({ ...item })),
    subtotal: toRupees(totals.subtotal),
    shipping: toRupees(totals.shipping),
    tax: toRupees(totals.tax),
    total: toRupees(totals.total),
  };
}

const GIFT_PATHS: Record<string, DetailsField | "gift"> = {
  gift: "gift",
  "gift.recipientName": "recipientName",
  "gift.recipientPhone": "recipientPhone",
  "gift.message": "giftMessage",
};

/** The server's field names ("shippingAddress.pincode", "gift.message") as the form's ("pincode", "giftMessage"). */
function formErrors(errors: Record<string, string>): DetailsErrors {
  const mapped: DetailsErrors = {};
  for (const [path, message] of Object.entries(errors)) {
    const field = GIFT_PATHS[path] ?? (path.replace(/^shippingAddress\./, "") as DetailsField);
    if (field === "gift" || DETAILS_FIELDS.includes(field)) mapped[field] ??= message;
  }
  return mapped;
}

/** Why an order was not made, as the details step shows it. */
export type Refusal = {
  /** The server's 409 or 429 message, or a line's problem: shown with the cart's problems until the cart changes. */
  stockMessage: string | null;
  fieldErrors: DetailsErrors | null;
  /** The code stopped working between "Apply" and "Place order" (used up meanwhile, say). */
  codeRefused: string | null;
  /** Sold out meanwhile: the page says so and reads its stock figures again, so the summary can offer the right fix. */
  soldOut: boolean;
};

/** Sends the order once with `key`; a refusal is answered for the page to show. */
export async function placeOrder(
  payload: OrderPayload,
  key: string,
): Promise<{ created: CreatedOrder } | { refused: Refusal }> {
  try {
    return { created: await createOrder(payload, key) };
  } catch (error) {
    const refused: Refusal = { stockMessage: null, fieldErrors: null, codeRefused: null, soldOut: false };
    if (error instanceof ApiError && error.status === 409) {
      refused.stockMessage = error.serverMessage ?? "Some coffees in your cart are no longer in stock";
      refused.soldOut = true;
      return { refused };
    }
    // Too many unpaid orders held (decision 032): the server says how to go on.
    if (error instanceof ApiError && error.status === 429 && error.serverMessage)
      refused.stockMessage = error.serverMessage;
    if (error instanceof ApiError && error.status === 400) {
      refused.fieldErrors = formErrors(error.fieldErrors);
      refused.codeRefused = error.fieldErrors.discountCode ?? null;
      const lineProblem = Object.entries(error.fieldErrors).find(([path]) => path.startsWith("items"));
      if (lineProblem) refused.stockMessage = lineProblem[1];
    }
    return { refused };
  }
}
