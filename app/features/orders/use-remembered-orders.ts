import { useEffect, useEffectEvent, useState } from "react";
import { awaitsPayment, notePaymentDue, type RememberedOrder } from "./order-history-store";
import { fetchOwnOrder, type OrderWithInvoice } from "./orders-api";

export type RememberedState =
  { status: "loading" } | { status: "ready"; data: OrderWithInvoice } | { status: "failed"; message: string };

/** Fetches every order remembered in this browser with its token; each keeps its own state. */
export function useRememberedOrders(history: readonly RememberedOrder[]): Map<string, RememberedState> {
  const [states, setStates] = useState(() => new Map<string, RememberedState>());
  const historyKey = history.map((entry) => entry.orderNumber).join(",");

  // Fetched again when the list of orders changes, not when the same list is read again.
  const fetchAll = useEffectEvent(() => {
    const controller = new AbortController();
    const set = (orderNumber: string, state: RememberedState) =>
      setStates((current) => new Map(current).set(orderNumber, state));
    for (const { orderNumber, accessToken } of history) {
      set(orderNumber, { status: "loading" });
      fetchOwnOrder(orderNumber, accessToken, controller.signal).then(
        (data) => {
          set(orderNumber, { status: "ready", data });
          // The next visit's placeholder takes the shape this card has now.
          notePaymentDue(orderNumber, awaitsPayment(data.order));
        },
        () => {
          if (controller.signal.aborted) return;
          set(orderNumber, {
            status: "failed",
            message: "We couldn't load this order here just now. You can still find it with its number and email.",
          });
        },
      );
    }
    return () => controller.abort();
  });
  useEffect(() => fetchAll(), [historyKey]);

  return states;
}
