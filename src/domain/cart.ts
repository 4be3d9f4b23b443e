/**
 * The cart lives in the browser (localStorage `cartItems`) in the spec's item shape. These pure rules
 * decide how adds merge; the server never trusts `price` from here — it reprices every line.
 */
import { toPaise, type Paise } from "./money";

export const CART_STORAGE_KEY = "cartItems";
export const CART_UPDATED_EVENT = "cart-updated";
export const MIN_QUANTITY = 1;
export const MAX_LINE_QUANTITY = 99;
export const BADGE_CAP = 9;

export type CartItem = {
  id: number;
  name: string;
  /** Rupees for one bag of this weight, as shown when it was added. */
  price: number;
  quantity: number;
  /** Grams as text without "g", e.g. "250". */
  weight: string;
  /** Empty on quick add; "pour-over" from a mood card; the chosen method elsewhere. */
  brewingMethod: string;
  image: string;
};

export type MergeRule = "id-weight" | "id-weight-method";

function sameLine(a: CartItem, b: CartItem, rule: MergeRule): boolean {
  if (a.id !== b.id || a.weight !== b.weight) return false;
  return rule === "id-weight" || a.brewingMethod === b.brewingMethod;
}

/**
 * Adds `item` to `items`: a line with the same id and weight (and brewing method, under the
 * product/shop rule) gets its quantity raised; otherwise the item is appended. Never mutates.
 */
export function addToCart(items: readonly CartItem[], item: CartItem, rule: MergeRule): CartItem[] {
  const quantity = clampQuantity(item.quantity);
  const index = items.findIndex((line) => sameLine(line, item, rule));
  if (index === -1) return [...items, { ...item, quantity }];
  return items.map((line, i) =>
    i === index ? { ...line, quantity: clampQuantity(line.quantity + quantity) } : line,
  );
}

/** Sets a line's quantity; 0 or less removes it. Lines are addressed by position. */
export function setLineQuantity(items: readonly CartItem[], index: number, quantity: number): CartItem[] {
  if (quantity <= 0) return items.filter((_, i) => i !== index);
  return items.map((line, i) => (i === index ? { ...line, quantity: clampQuantity(quantity) } : line));
}

export function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return MIN_QUANTITY;
  return Math.min(MAX_LINE_QUANTITY, Math.max(MIN_QUANTITY, Math.floor(quantity)));
}

export function cartCount(items: readonly CartItem[]): number {
  return items.reduce((sum, line) => sum + line.quantity, 0);
}

/** "9+" above nine, the number otherwise, nothing for an empty cart. */
export function badgeText(count: number): string {
  if (count <= 0) return "";
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(count);
}

export function lineTotal(line: CartItem): Paise {
  return toPaise(line.price) * line.quantity;
}

export function cartSubtotal(items: readonly CartItem[]): Paise {
  return items.reduce((sum, line) => sum + lineTotal(line), 0);
}

/** Reads whatever is stored, keeping only well-formed lines (storage can hold anything). */
export function parseCart(raw: string | null): CartItem[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry): CartItem[] => {
    if (typeof entry !== "object" || entry === null) return [];
    const line = entry as Record<string, unknown>;
    const id = Number(line.id);
    const price = Number(line.price);
    const quantity = Number(line.quantity);
    if (!Number.isInteger(id) || id <= 0 || !Number.isFinite(price) || price < 0) return [];
    if (!Number.isFinite(quantity) || quantity <= 0) return [];
    return [
      {
        id,
        name: String(line.name ?? ""),
        price,
        quantity: clampQuantity(quantity),
        weight: String(line.weight ?? "250").replace(/g$/i, ""),
        brewingMethod: String(line.brewingMethod ?? ""),
        image: String(line.image ?? ""),
      },
    ];
  });
}
