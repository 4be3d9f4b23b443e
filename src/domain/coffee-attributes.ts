/**
 * The closed sets a product or an origin is described by (decision 040), written once for the admin's
 * forms and filters and for the API's validation. The shop's six browsing categories, which filter on
 * these, are in categories.ts.
 */

/** What a product is; an origin (green coffee) is one of these but never an accessory. */
export const PRODUCT_CATEGORIES = ["single-origin", "blend", "decaf", "specialty", "accessories"] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];
export const ORIGIN_CATEGORIES = PRODUCT_CATEGORIES.filter(
  (category): category is Exclude<ProductCategory, "accessories"> => category !== "accessories",
) as [Exclude<ProductCategory, "accessories">, ...Exclude<ProductCategory, "accessories">[]];

export const PROCESSING_METHODS = ["Washed", "Natural", "Honey", "Semi-Washed", "Fermented Natural"] as const;

/** A product's roast, as the product page and form word it. */
export const ROAST_LEVELS = ["Light Roast", "Medium Roast", "City Roast Medium", "Dark Roast", "French Roast"] as const;
/** An origin's roast, as the origins form has it. */
export const ORIGIN_ROAST_LEVELS = ["light", "medium", "medium-dark", "dark"] as const;
