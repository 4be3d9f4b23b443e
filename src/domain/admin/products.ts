/** The product form's lists, defaults and nested inputs; its fields: src/domain/product-fields.ts. */
import { z } from "zod";
import { PROCESSING_METHODS, PRODUCT_CATEGORIES, ROAST_LEVELS } from "../coffee-attributes";
import { commaList, requiredRupees } from "./fields";

export { PROCESSING_METHODS, PRODUCT_CATEGORIES, ROAST_LEVELS };

/** The form shows 5 in the low-stock field but submits 10 when the field is emptied (the panel has always done so). */
export const LOW_STOCK_THRESHOLD_SHOWN = 5;
export const LOW_STOCK_THRESHOLD_DEFAULT = 10;
export const PRODUCT_DEFAULTS = {
  stockQuantity: 0,
  lowStockThreshold: LOW_STOCK_THRESHOLD_DEFAULT,
  weight: 250,
  category: "single-origin",
  isActive: true,
  isFeatured: false,
  trackInventory: true,
} as const;

/** What a new product form starts with (the defaults it shows). */
export const PRODUCT_FORM_DEFAULTS = { ...PRODUCT_DEFAULTS, lowStockThreshold: LOW_STOCK_THRESHOLD_SHOWN } as const;

export const GramOptionInput = z.object({
  weight: z
    .union([z.string(), z.number()], { error: "Weight must be like 100g" })
    .transform((w) => (typeof w === "number" ? `${w}g` : w.trim().replace(/\s+/g, "")))
    .pipe(z.string().regex(/^\d{1,5}g$/i, "Weight must be like 100g")),
  price: requiredRupees("Option price"),
});

/** Brew recipe: an object with a `methods` list (and any other recipe facts), or free JSON text. */
export const BrewRecipeInput = z.preprocess(
  (value) => {
    if (value === "" || value === null) return null;
    if (typeof value !== "string") return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return { __invalid: true };
    }
  },
  z
    .looseObject(
      { methods: commaList("Brew methods", { maxItems: 12, maxLength: 40 }) },
      { error: 'Brew recipe must be a JSON object such as {"methods": ["pour-over"]}' },
    )
    .refine((recipe) => !("__invalid" in recipe), "Brew recipe must be valid JSON")
    .refine((recipe) => JSON.stringify(recipe).length <= 5000, "Brew recipe must be at most 5000 characters")
    .transform((recipe) => ({ ...recipe, methods: recipe.methods ?? [] }))
    .nullable()
    .optional(),
);

// The product's fields and its ProductInput/ProductPatch schemas: src/domain/product-fields.ts.
