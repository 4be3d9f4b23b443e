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
import { preparedOn } from "../../db/prepared";
import { products } from "../../db/schema";
import { HttpError } from "../../http/errors";
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

/**
 * Every order request runs this read first (a sold-out drop's refusals run little else): built once
 * per executor as a named prepared statement, so neither drizzle nor PostgreSQL plans it per request
 * (decision 142).
 */
const productsQuery = preparedOn((tx) =>
  tx
    .select({
      id: products.id,
      slug: products.slug,
      name: products.name,
      pricePaise: products.pricePaise,
      gramOptions: products.gramOptions,
      brewRecipe: products.brewRecipe,
      isActive: products.isActive,
      stock: products.stockQuantity,
      tracked: products.trackInventory,
      limitedTo: products.limitedTo,
      maxPerCustomer: products.maxPerCustomer,
    })
    .from(products)
    .where(sql`${products.id} = any(${sql.placeholder("ids")}::int[])`)
    .prepare("order_products"),
);

export async function priceOrderLines(
  tx: Executor,
  items: readonly OrderLineInput[],
  grindPrices: GrindPrices = {},
): Promise<{ lines: PricedLine[]; terms: Map<number, ProductTerms> }> {
  const ids = [...new Set(items.map((item) => item.id))];
  const rows = await productsQuery(tx).execute({ ids });
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
