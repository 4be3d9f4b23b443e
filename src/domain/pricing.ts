/** Weight pricing: one rule for the page that shows a price and the server that charges it. */
import type { Paise } from "./money";

export type GramOption = { weight: string; pricePaise: Paise };
export type Priced = { pricePaise: Paise; gramOptions?: readonly GramOption[] | null };

/** The catalogue price is for 250 g; other weights cost a multiple of it. */
export const BASE_WEIGHT_GRAMS = 250;
export const WEIGHT_MULTIPLIERS: Readonly<Record<number, number>> = { 250: 1, 500: 1.8, 1000: 3.4 };
export const DEFAULT_WEIGHTS: readonly number[] = [250, 500, 1000];
export const QUICK_ADD_WEIGHT = 250;
export const PRODUCT_PAGE_DEFAULT_WEIGHT = 100;

/** "100g", "100 g", "100" → 100; anything else → null. */
export function parseWeight(weight: string | number): number | null {
  if (typeof weight === "number") return Number.isInteger(weight) && weight > 0 ? weight : null;
  const match = /^\s*(\d{1,5})\s*g?\s*$/i.exec(weight);
  return match ? Number(match[1]) : null;
}

/** Weights a product is sold in, ascending: its gram options when it has them, else 250/500/1000. */
export function weightOptions(product: Priced): number[] {
  const fromOptions = (product.gramOptions ?? [])
    .map((option) => parseWeight(option.weight))
    .filter((grams): grams is number => grams !== null);
  const weights = fromOptions.length > 0 ? fromOptions : [...DEFAULT_WEIGHTS];
  return [...new Set(weights)].sort((a, b) => a - b);
}

/**
 * Price of one bag of `grams`: the gram option's own price first, else the 250 g price times the
 * weight's multiplier, rounded to the nearest whole rupee, halves up (₹899 × 1.8 = ₹1,618.20 → ₹1,618;
 * docs/decisions/080). Null when the product is not sold in that weight.
 */
export function priceForWeight(product: Priced, grams: number): Paise | null {
  const option = (product.gramOptions ?? []).find((o) => parseWeight(o.weight) === grams);
  if (option) return option.pricePaise;
  if ((product.gramOptions ?? []).length > 0) return null;
  const multiplier = WEIGHT_MULTIPLIERS[grams];
  if (multiplier === undefined) return null;
  if (multiplier === 1) return product.pricePaise; // the catalogue price itself, as the owner set it
  // Integer arithmetic: 1.8 and 3.4 as tenths; paise × tenths / 1000 is rupees, and an exact half
  // (…500 / 1000) is exactly representable, so Math.round rounds it up without drift.
  return Math.round((product.pricePaise * Math.round(multiplier * 10)) / 1000) * 100;
}

/** The weight a product page starts on: 100 g when sold, else the smallest weight on offer. */
export function defaultPageWeight(product: Priced): number {
  const weights = weightOptions(product);
  return weights.includes(PRODUCT_PAGE_DEFAULT_WEIGHT)
    ? PRODUCT_PAGE_DEFAULT_WEIGHT
    : (weights[0] ?? BASE_WEIGHT_GRAMS);
}

/** Lowest and highest bag prices, for "₹780 – ₹2,652" ranges. */
export function priceRange(product: Priced): { min: Paise; max: Paise } {
  const prices = weightOptions(product)
    .map((grams) => priceForWeight(product, grams))
    .filter((price): price is Paise => price !== null);
  if (prices.length === 0) return { min: product.pricePaise, max: product.pricePaise };
  return { min: Math.min(...prices), max: Math.max(...prices) };
}
