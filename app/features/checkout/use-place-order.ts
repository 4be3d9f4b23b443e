/**
 * Creating the order from the details step: the order payload (@domain/orders), one Idempotency-Key per distinct
 * attempt (a double click, a retry or a second submit of the same cart and details gets the first
 * order back), and the checkout's toasts when it fails.
 */
import { useRef, useState } from "react";
import { useRevalidator } from "react-router";
import type { CartItem, RepricedLine } from "@domain/cart";
import { OUT_OF_STOCK_TOAST } from "~/features/cart";
import { toast } from "~/lib/toast";
import type { CreatedOrder } from "./checkout-api";
import type { DetailsErrors } from "./details-fields";
import type { PlacedDetails } from "./validate-details";

const FAILED_TOAST = { title: "Error", description: "Failed to create order", variant: "destructive" } as const;

let placing: Promise<typeof import("./place-order")> | null = null;

/** The order's payload and call, fetched once (again after a failed fetch): before the first submit if possible. */
export function loadPlacing(): Promise<typeof import("./place-order")> {
  placing ??= import("./place-order").catch((error: unknown) => {
    placing = null;
    throw error;
  });
  return placing;
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
    setSubmitting(true);
    try {
      const { newIdempotencyKey, orderPayload, placeOrder } = await loadPlacing();
      const payload = orderPayload(details, items, lines, discountCode);
      const body = JSON.stringify(payload);
      const key = keys.current.get(body) ?? newIdempotencyKey();
      keys.current.set(body, key);
      const outcome = await placeOrder(payload, key);
      if ("created" in outcome) {
        setStockMessage(null);
        onCreated(outcome.created, items);
        return;
      }
      const { stockMessage, fieldErrors, codeRefused, soldOut } = outcome.refused;
      if (stockMessage) setStockMessage({ message: stockMessage, cartKey: JSON.stringify(items) });
      if (fieldErrors) setServerErrors(fieldErrors);
      if (codeRefused) onCodeRefused(codeRefused);
      toast(soldOut ? OUT_OF_STOCK_TOAST : FAILED_TOAST);
      if (soldOut) void revalidator.revalidate();
    } catch {
      // The placing code could not be fetched (offline, say): as for an order that could not be sent.
      toast(FAILED_TOAST);
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
