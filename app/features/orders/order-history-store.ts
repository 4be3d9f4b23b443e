/**
 * The orders placed from this browser: localStorage `bbOrders`, each an order number and the access
 * token its 201 answer gave (the token, not the e-mail, is what lets this browser read it again).
 */
import { useSyncExternalStore } from "react";
import type { OrderView } from "@domain/orders";

export const ORDER_HISTORY_KEY = "bbOrders";
const MAX_REMEMBERED = 25;

export type RememberedOrder = {
  orderNumber: string;
  accessToken: string;
  placedAt: string;
  /**
   * Whether the order awaited payment when this browser last saw it: its card's placeholder takes that
   * shape (with the "Complete payment" row), so nothing moves when the order arrives (decision 157).
   */
  awaitsPayment?: boolean;
};

/** An order the shopper can still pay: placed, not paid, not given up (its bags are still held). */
export function awaitsPayment(order: Pick<OrderView, "status" | "paymentStatus">): boolean {
  return order.status === "pending" && order.paymentStatus !== "paid";
}

const EMPTY: RememberedOrder[] = [];
let cachedRaw: string | null = null;
let cached: RememberedOrder[] = EMPTY;
const listeners = new Set<() => void>();

function parse(raw: string | null): RememberedOrder[] {
  if (!raw) return EMPTY;
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return EMPTY;
    return value.filter(
      (entry: Partial<Record<keyof RememberedOrder, unknown>> | null): entry is RememberedOrder =>
        typeof entry === "object" &&
        entry !== null &&
        typeof entry.orderNumber === "string" &&
        entry.orderNumber.length > 0 &&
        typeof entry.accessToken === "string" &&
        entry.accessToken.length > 0 &&
        typeof entry.placedAt === "string" &&
        (entry.awaitsPayment === undefined || typeof entry.awaitsPayment === "boolean"),
    );
  } catch {
    return EMPTY;
  }
}

export function readOrderHistory(): RememberedOrder[] {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(ORDER_HISTORY_KEY);
  } catch {
    // Storage blocked (private mode, settings): nothing remembered.
  }
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = parse(raw);
  }
  return cached;
}

function write(entries: RememberedOrder[]): void {
  try {
    window.localStorage.setItem(ORDER_HISTORY_KEY, JSON.stringify(entries));
  } catch {
    // A full or blocked storage only costs the shortcut; the lookup by number and e-mail still works.
  }
  for (const listener of listeners) listener();
}

/** Newest first; remembering an order twice keeps one entry (and what was last seen of it, unless told anew). */
export function rememberOrder(
  orderNumber: string,
  accessToken: string,
  placedAt = new Date().toISOString(),
  paymentDue?: boolean,
): void {
  const history = readOrderHistory();
  const seen = paymentDue ?? history.find((entry) => entry.orderNumber === orderNumber)?.awaitsPayment;
  const entry: RememberedOrder = {
    orderNumber,
    accessToken,
    placedAt,
    ...(seen === undefined ? {} : { awaitsPayment: seen }),
  };
  write([entry, ...history.filter((other) => other.orderNumber !== orderNumber)].slice(0, MAX_REMEMBERED));
}

/** Notes whether a remembered order awaits payment, where it stands in the list; nothing when already noted. */
export function notePaymentDue(orderNumber: string, paymentDue: boolean): void {
  const history = readOrderHistory();
  if (!history.some((entry) => entry.orderNumber === orderNumber && entry.awaitsPayment !== paymentDue)) return;
  write(history.map((entry) => (entry.orderNumber === orderNumber ? { ...entry, awaitsPayment: paymentDue } : entry)));
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === ORDER_HISTORY_KEY) onChange();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener("storage", onStorage);
  };
}

/** The remembered orders; empty while server rendering and on the first client render. */
export function useOrderHistory(): RememberedOrder[] {
  return useSyncExternalStore(subscribe, readOrderHistory, () => EMPTY);
}
