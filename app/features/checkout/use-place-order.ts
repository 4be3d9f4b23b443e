/**
 * Creating the order from the details step: the order payload (@domain/orders), one Idempotency-Key per distinct
 * attempt (a double click, a retry or a second submit of the same cart and details gets the first
 * order back), and the checkout's toasts when it fails.
 */
import { useRef, useState } from "react";
import { useRevalidator } from "react-router";
import type { CartItem, RepricedLine } from "@domain/cart";
import { purchasableSubtotal } from "@domain/cart";
import { toRupees } from "@domain/money";
import { totalsFor } from "@domain/totals";
import { OUT_OF_STOCK_TOAST } from "~/features/cart";
import { toast } from "~/lib/toast";
import { ApiError } from "~/lib/api";
import { createOrder, newIdempotencyKey, type CreatedOrder, type OrderPayload } from "./checkout-api";
import { DETAILS_FIELDS, type DetailsErrors, type DetailsField } from "./details-fields";
import type { PlacedDetails } from "./validate-details";

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

export function usePlaceOrder(
  onCodeRefused: (message: string) => void,
  onCreated: (created: CreatedOrder, items: CartItem[]) => void,
) {
  const keys = useRef(new Map<string, string>());
  const [submitting, setSubmitting] = useState(false);
  const [serverErrors, setServerErrors] = useState<DetailsErrors>({});
  /** The server's 409 message ("Only 2 of Morning Dust left in stock") until the cart changes. */
  const [stockMessage, setStockMessage] = useState<{ message: string; cartKey: string } | null>(null);
  const revalidator = useRevalidator();

  async function place(details: PlacedDetails, items: CartItem[], lines: RepricedLine[], discountCode?: string) {
    const payload = orderPayload(details, items, lines, discountCode);
    const body = JSON.stringify(payload);
    const key = keys.current.get(body) ?? newIdempotencyKey();
    keys.current.set(body, key);
    setSubmitting(true);
    try {
      const created = await createOrder(payload, key);
      setStockMessage(null);
      onCreated(created, items);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        toast(OUT_OF_STOCK_TOAST);
        setStockMessage({
          message: error.serverMessage ?? "Some coffees in your cart are no longer in stock",
          cartKey: JSON.stringify(items),
        });
        // Fresh stock figures, so the summary can offer the right fix.
        void revalidator.revalidate();
      } else {
        // Too many unpaid orders held (decision 032): the server says how to go on.
        if (error instanceof ApiError && error.status === 429 && error.serverMessage)
          setStockMessage({ message: error.serverMessage, cartKey: JSON.stringify(items) });
        if (error instanceof ApiError && error.status === 400) {
          setServerErrors(formErrors(error.fieldErrors));
          if (error.fieldErrors.discountCode) onCodeRefused(error.fieldErrors.discountCode);
          const lineProblem = Object.entries(error.fieldErrors).find(([path]) => path.startsWith("items"));
          if (lineProblem) setStockMessage({ message: lineProblem[1], cartKey: JSON.stringify(items) });
        }
        toast({ title: "Error", description: "Failed to create order", variant: "destructive" });
      }
    } finally {
      setSubmitting(false);
    }
  }

  /** A 409 from the payment step (the coffee sold while the order waited): same message, same fixes. */
  function reportStock(message: string, items: CartItem[]) {
    setStockMessage({ message, cartKey: JSON.stringify(items) });
    void revalidator.revalidate();
  }

  /**
   * The order made from these attempts can no longer be paid (it expired, or the shop cancelled it):
   * the next submit is a new attempt with a new key, or the server would hand back that same order.
   */
  function startOver() {
    keys.current.clear();
  }

  return {
    place,
    submitting,
    serverErrors,
    stockMessage,
    reportStock,
    startOver,
    revalidating: revalidator.state === "loading",
  };
}
