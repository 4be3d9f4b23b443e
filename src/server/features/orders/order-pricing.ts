/**
 * Prices an order's lines from the catalogue, never from what the browser sent: the gram option's
 * own price first, else the 250 g price × 1 / 1.8 / 3.4 (`priceForWeight`, the rule the cart shows).
 * Unknown or switched-off products and weights a product is not sold in → 400 naming the line's field.
 * The grind (decision 153): a method the product is not ground for → 400; the owner's price change for
 * the grind (and a filter line's chicory share) is added to the bag's price.
 */
import { sql } from "drizzle-orm";
import {
  acceptedMethods,
  CHICORY_ONLY_FOR_FILTER,
  chicoryFor,
  SOUTH_INDIAN_FILTER,
  grindPriceChange,
  priceWithGrind,
  type GrindPrices,
} from "@domain/grind";
import type { Paise } from "@domain/money";
import type { OrderLineInput } from "@domain/orders";
import { priceForWeight } from "@domain/pricing";
import type { Executor } from "../../db/client";
import { preparedSql } from "../../db/prepared";
import { idempotencyKeys, products } from "../../db/schema";
import { HttpError } from "../../http/errors";
import type { KeyRow } from "../../http/idempotency";
import { refuseShortStock } from "../stock/stock.repo";

export type PricedLine = {
  productId: number;
  /** For the answer only (order lines keep the id; the slug links the product page). */
  productSlug: string;
  productName: string;
  weightGrams: number;
  brewingMethod: string | null;
  /** A filter line's chicory share (0, 20, 30); null on other grinds. */
  chicoryPercent?: number | null;
  quantity: number;
  unitPricePaise: Paise;
  totalPricePaise: Paise;
  /** The line's share of a discount code (0 without one). */
  discountPaise?: Paise;
};

export const UNAVAILABLE_PRODUCT = "This product is no longer available";

/** What the order's products say about holding them (decision 032). */
export type ProductTerms = { name: string; limited: boolean; maxPerCustomer: number | null };

type ProductRow = {
  id: number;
  slug: string;
  name: string;
  pricePaise: number;
  gramOptions: (typeof products.$inferSelect)["gramOptions"];
  brewRecipe: (typeof products.$inferSelect)["brewRecipe"];
  isActive: boolean;
  stock: number;
  tracked: boolean;
  limitedTo: number | null;
  maxPerCustomer: number | null;
};
/** A row of the products, or (every product column null) the row of the request's Idempotency-Key. */
type FirstReadRow = { [K in keyof ProductRow]: ProductRow[K] | null } & KeyRow;

/**
 * Every order request runs this read first, and a sold-out drop's refusals run little else: the order's
 * products and, in the same statement, what a request with the same Idempotency-Key answered, so that a
 * retry is answered as the first request was even when the coffee has sold out since (one round trip
 * for a refusal, not two). Prepared once per executor (decisions 142 and 162).
 */
const firstRead = preparedSql<FirstReadRow>(
  "order_products",
  sql`
    select p.id, p.slug, p.name, p.price_paise as "pricePaise", p.gram_options as "gramOptions",
           p.brew_recipe as "brewRecipe", p.is_active as "isActive", p.stock_quantity as stock,
           p.track_inventory as tracked, p.limited_to as "limitedTo", p.max_per_customer as "maxPerCustomer",
           null::text as "requestHash", null::int as "statusCode", null::jsonb as response
    from ${products} p where p.id = any(${sql.placeholder("ids")}::int[])
    union all
    select null, null, null, null, null, null, null, null, null, null, null, k.request_hash, k.status_code, k.response
    from ${idempotencyKeys} k where k.key = ${sql.placeholder("key")}::text`,
);

export type OrderProducts = { rows: ProductRow[]; twin: KeyRow | null };

/** The lines' products and, when `twinKey` is given, its key's row (see `firstRead`). */
export async function readOrderProducts(
  tx: Executor,
  items: readonly OrderLineInput[],
  twinKey: string | null = null,
): Promise<OrderProducts> {
  const found = await firstRead(tx, { ids: [...new Set(items.map((item) => item.id))], key: twinKey });
  let twin: KeyRow | null = null;
  const rows: ProductRow[] = [];
  for (const row of found) {
    if (row.id === null) twin = row;
    else rows.push(row as ProductRow);
  }
  return { rows, twin };
}

export async function priceOrderLines(
  tx: Executor,
  items: readonly OrderLineInput[],
  grindPrices: GrindPrices = {},
): Promise<{ lines: PricedLine[]; terms: Map<number, ProductTerms> }> {
  return priceLines((await readOrderProducts(tx, items)).rows, items, grindPrices);
}

/**
 * Prices the lines from their products' rows (throws a 400 naming the line's field, or OutOfStockError
 * when the stock is already short).
 */
export function priceLines(
  rows: readonly ProductRow[],
  items: readonly OrderLineInput[],
  grindPrices: GrindPrices = {},
): { lines: PricedLine[]; terms: Map<number, ProductTerms> } {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const errors: Record<string, string> = {};
  const lines: PricedLine[] = [];
  items.forEach((item, index) => {
    const product = byId.get(item.id);
    if (!product || !product.isActive) {
      errors[`items.${index}.id`] = UNAVAILABLE_PRODUCT;
      return;
    }
    const bag = priceForWeight(product, item.weight);
    if (bag === null) {
      errors[`items.${index}.weight`] = `${product.name} is not sold in ${item.weight} g bags`;
      return;
    }
    if (!acceptedMethods(product.brewRecipe?.methods).has(item.brewingMethod)) {
      errors[`items.${index}.brewingMethod`] = `${product.name} is not ground for "${item.brewingMethod}"`;
      return;
    }
    if (item.chicoryPercent !== null && item.brewingMethod !== SOUTH_INDIAN_FILTER) {
      errors[`items.${index}.chicoryPercent`] = CHICORY_ONLY_FOR_FILTER;
      return;
    }
    const chicoryPercent = chicoryFor(item.brewingMethod, item.chicoryPercent);
    const unit = priceWithGrind(bag, grindPriceChange(grindPrices, item.brewingMethod, chicoryPercent));
    lines.push({
      productId: product.id,
      productSlug: product.slug,
      productName: product.name,
      weightGrams: item.weight,
      brewingMethod: item.brewingMethod || null,
      chicoryPercent,
      quantity: item.quantity,
      unitPricePaise: unit,
      totalPricePaise: unit * item.quantity,
    });
  });
  const first = Object.values(errors)[0];
  if (first) throw new HttpError(400, first, errors);
  // Fail fast, without waiting for a row lock, when the stock is already short (a sold-out drop answers
  // its latecomers at once). Only a read: `reserveStock`'s conditional decrement remains the guarantee.
  refuseShortStock(lines, (productId) => byId.get(productId));
  const terms = new Map(
    rows.map((row) => [
      row.id,
      { name: row.name, limited: row.limitedTo !== null, maxPerCustomer: row.maxPerCustomer } satisfies ProductTerms,
    ]),
  );
  return { lines, terms };
}
