/**
 * The browser cart: localStorage `cartItems`, shared by every tab. Writes broadcast `cart-updated`
 * in this tab; other tabs hear the `storage` event. Components read it through `useCart`.
 */
import { useSyncExternalStore } from "react";
import {
  addToCart,
  CART_STORAGE_KEY,
  CART_UPDATED_EVENT,
  cartCount,
  parseCart,
  setLineQuantity,
  type CartItem,
  type MergeRule,
} from "@domain/cart";

const EMPTY: CartItem[] = [];
let cachedRaw: string | null = null;
let cachedItems: CartItem[] = EMPTY;

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function readCart(): CartItem[] {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedItems = parseCart(raw);
  }
  return cachedItems;
}

export function writeCart(items: CartItem[]): void {
  try {
    if (items.length === 0) window.localStorage.removeItem(CART_STORAGE_KEY);
    else window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(items));
  } finally {
    window.dispatchEvent(new Event(CART_UPDATED_EVENT));
  }
}

export function addCartItem(item: CartItem, rule: MergeRule): void {
  writeCart(addToCart(readCart(), item, rule));
}

export function updateCartLine(index: number, quantity: number): void {
  writeCart(setLineQuantity(readCart(), index, quantity));
}

export function clearCart(): void {
  writeCart([]);
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CART_STORAGE_KEY) onChange();
  };
  window.addEventListener(CART_UPDATED_EVENT, onChange);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(CART_UPDATED_EVENT, onChange);
    window.removeEventListener("storage", onStorage);
  };
}

/** The cart's lines; empty during server rendering and the first client render. */
export function useCart(): CartItem[] {
  return useSyncExternalStore(subscribe, readCart, () => EMPTY);
}

export function useCartCount(): number {
  return cartCount(useCart());
}
