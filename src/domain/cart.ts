/**
 * The cart lives in the browser (localStorage `cartItems`, decision 008) in the shape stored carts have.
 * These pure rules decide how adds merge; the server never trusts `price` from here — it reprices every line.
 */
import { toPaise, toRupees, type Paise } from "./money";
import { priceForWeight } from "./pricing";
import { chicoryFor, grindPriceChange, priceWithGrind, type GrindPrices } from "./grind";

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
  /** Only on a South Indian filter line: per cent of chicory (0, 20 or 30; decision 153). */
  chicoryPercent?: number;
};

export type MergeRule = "id-weight" | "id-weight-method";

function sameLine(a: CartItem, b: CartItem, rule: MergeRule): boolean {
  if (a.id !== b.id || a.weight !== b.weight) return false;
  if (rule === "id-weight") return true;
  // The chicory share is part of the grind: an 80 : 20 filter line never merges with a 70 : 30 one.
  return (
    a.brewingMethod === b.brewingMethod &&
    chicoryFor(a.brewingMethod, a.chicoryPercent) === chicoryFor(b.brewingMethod, b.chicoryPercent)
  );
}

/**
 * Adds `item` to `items`: a line with the same id and weight (and brewing method, under the
 * product/shop rule) gets its quantity raised; otherwise the item is appended. Never mutates.
 */
export function addToCart(items: readonly CartItem[], item: CartItem, rule: MergeRule): CartItem[] {
  const quantity = clampQuantity(item.quantity);
  const index = items.findIndex((line) => sameLine(line, item, rule));
  if (index === -1) return [...items, { ...item, quantity }];
  return items.map((line, i) => (i === index ? { ...line, quantity: clampQuantity(line.quantity + quantity) } : line));
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
/** A stored line's text field: strings and numbers as they are, anything else (an object) as the fallback. */
function textOf(value: unknown, fallback: string): string {
  return typeof value === "string" || typeof value === "number" ? String(value) : fallback;
}

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
    const brewingMethod = textOf(line.brewingMethod, "");
    const chicory = chicoryFor(brewingMethod, Number(line.chicoryPercent));
    return [
      {
        id,
        name: textOf(line.name, ""),
        price,
        quantity: clampQuantity(quantity),
        weight: textOf(line.weight, "250").replace(/g$/i, ""),
        brewingMethod,
        image: textOf(line.image, ""),
        ...(chicory === null ? {} : { chicoryPercent: chicory }),
      },
    ];
  });
}

/** A cart line for `grams` of a product, priced with the same rule the server charges. */
export function cartItemFor(
  product: {
    id: number;
    name: string;
    pricePaise: number;
    gramOptions?: readonly { weight: string; pricePaise: number }[] | null;
    images: readonly string[];
  },
  options: { grams: number; brewingMethod: string; quantity: number; chicoryPercent?: number | null },
  grindPrices: GrindPrices = {},
): CartItem | null {
  const base = priceForWeight(product, options.grams);
  if (base === null) return null;
  const chicory = chicoryFor(options.brewingMethod, options.chicoryPercent);
  const price = priceWithGrind(base, grindPriceChange(grindPrices, options.brewingMethod, chicory));
  return {
    id: product.id,
    name: product.name,
    price: toRupees(price),
    quantity: clampQuantity(options.quantity),
    weight: String(options.grams),
    brewingMethod: options.brewingMethod,
    image: product.images[0] ?? "",
    ...(chicory === null ? {} : { chicoryPercent: chicory }),
  };
}

/** "2x Forest Pour (500g) added to cart" — the toast's text. */
export function addedToCartMessage(item: Pick<CartItem, "quantity" | "name" | "weight">): string {
  return `${item.quantity}x ${item.name} (${item.weight}g) added to cart`;
}

export type CatalogueEntry = {
  id: number;
  slug: string;
  name: string;
  pricePaise: number;
  gramOptions: readonly { weight: string; pricePaise: number }[];
  stockQuantity: number;
  image: string | null;
  /** Roast day of the bag the shopper would get next (decision 152), when a batch holds one. */
  nextRoastOn?: string | null;
};

/** The figures of a product the cart needs to reprice a line. */
export function toCatalogueEntry(product: {
  id: number;
  slug: string;
  name: string;
  pricePaise: number;
  gramOptions: readonly { weight: string; pricePaise: number }[];
  stockQuantity: number;
  images: readonly string[];
  nextRoastOn?: string | null;
}): CatalogueEntry {
  const { id, slug, name, pricePaise, gramOptions, stockQuantity } = product;
  const image = product.images[0] ?? null;
  return { id, slug, name, pricePaise, gramOptions, stockQuantity, image, nextRoastOn: product.nextRoastOn ?? null };
}

export type RepricedLine = CartItem & {
  slug: string | null;
  available: boolean;
  inStock: boolean;
  priceChanged: boolean;
};

/**
 * The cart at today's catalogue prices. A line whose product is gone, or whose weight is no longer
 * sold, is marked unavailable and keeps its stored price only for display.
 */
export function repriceCart(
  items: readonly CartItem[],
  catalogue: ReadonlyMap<number, CatalogueEntry>,
  grindPrices: GrindPrices = {},
): RepricedLine[] {
  return items.map((line) => {
    const entry = catalogue.get(line.id);
    const grams = Number(line.weight);
    const base = entry ? priceForWeight(entry, grams) : null;
    const price =
      base === null
        ? null
        : priceWithGrind(base, grindPriceChange(grindPrices, line.brewingMethod, line.chicoryPercent));
    if (!entry || price === null)
      return { ...line, slug: entry?.slug ?? null, available: false, inStock: false, priceChanged: false };
    const rupees = toRupees(price);
    return {
      ...line,
      name: entry.name,
      price: rupees,
      image: entry.image ?? line.image,
      slug: entry.slug,
      available: true,
      inStock: entry.stockQuantity >= line.quantity,
      priceChanged: rupees !== line.price,
    };
  });
}

/** Subtotal of the lines that can be bought. */
export function purchasableSubtotal(lines: readonly RepricedLine[]): Paise {
  return cartSubtotal(lines.filter((line) => line.available));
}
