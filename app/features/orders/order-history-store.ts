/**
 * The orders placed from this browser: localStorage `bbOrders`, each an order number and the access
 * token its 201 answer gave (the token, not the e-mail, is what lets this browser read it again).
 */
import { useSyncExternalStore } from "react";

export const ORDER_HISTORY_KEY = "bbOrders";
const MAX_REMEMBERED = 25;

export type RememberedOrder = { orderNumber: string; accessToken: string; placedAt: string };

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
        typeof entry.placedAt === "string",
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

/** Newest first; remembering an order twice keeps one entry. */
export function rememberOrder(orderNumber: string, accessToken: string, placedAt = new Date().toISOString()): void {
  const rest = readOrderHistory().filter((entry) => entry.orderNumber !== orderNumber);
  const next = [{ orderNumber, accessToken, placedAt }, ...rest].slice(0, MAX_REMEMBERED);
  try {
    window.localStorage.setItem(ORDER_HISTORY_KEY, JSON.stringify(next));
  } catch {
    // A full or blocked storage only costs the shortcut; the lookup by number and e-mail still works.
  }
  for (const listener of listeners) listener();
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
