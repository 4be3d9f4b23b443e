/** The product form: one schema for the admin form and `POST/PUT /api/admin/products`. */
import { z } from "zod";
import {
  choice,
  commaList,
  flag,
  optionalChoice,
  optionalDecimal,
  optionalRupees,
  optionalSlug,
  optionalText,
  optionalWholeNumber,
  plainText,
  requiredRupees,
  requiredText,
  webUrl,
  wholeNumber,
  withDefaults,
} from "./fields";

import { PROCESSING_METHODS, PRODUCT_CATEGORIES, ROAST_LEVELS } from "../coffee-attributes";

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

const GramOptionInput = z.object({
  weight: z
    .union([z.string(), z.number()], { error: "Weight must be like 100g" })
    .transform((w) => (typeof w === "number" ? `${w}g` : w.trim().replace(/\s+/g, "")))
    .pipe(z.string().regex(/^\d{1,5}g$/i, "Weight must be like 100g")),
  price: requiredRupees("Option price"),
});

/** Brew recipe: an object with a `methods` list (and any other recipe facts), or free JSON text. */
const BrewRecipeInput = z.preprocess(
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

export const ProductFields = z.object({
  name: requiredText("Name", 120),
  slug: optionalSlug(),
  sku: optionalText("SKU", 64),
  barcode: optionalText("Barcode", 64),
  description: plainText("Description", 5000),
  price: requiredRupees("Price"),
  compareAtPrice: optionalRupees("Compare-at price"),
  costPrice: optionalRupees("Cost price"),
  stockQuantity: wholeNumber("Stock", 0, 1_000_000),
  /** Emptied → 10, on create and on update (the form's submit rule). */
  lowStockThreshold: z.preprocess(
    (v) => (v === "" || v === null ? LOW_STOCK_THRESHOLD_DEFAULT : v),
    wholeNumber("Low-stock threshold", 0, 1_000_000),
  ),
  /** Grams per unit. */
  weight: wholeNumber("Weight", 1, 100_000),
  category: choice("Category", PRODUCT_CATEGORIES),
  tags: commaList("Tags"),
  /** The form sends one URL (a one-item list); a bare string is taken as one image. */
  images: z.preprocess(
    (value) => (typeof value === "string" ? (value.trim() === "" ? [] : [value]) : value === null ? [] : value),
    z.array(webUrl("Image URL"), { error: "Images must be a list of URLs" }).max(10, "At most 10 images").optional(),
  ),
  origin: optionalText("Origin", 120),
  region: optionalText("Region", 120),
  rating: optionalDecimal("Rating", 1, 5).refine(
    (r) => r == null || Math.abs(r * 10 - Math.round(r * 10)) < 1e-9,
    "Rating goes in steps of 0.1",
  ),
  certification: optionalText("Certification", 120),
  grade: optionalText("Grade", 120),
  district: optionalText("District", 120),
  estate: optionalText("Estate", 120),
  elevation: optionalText("Elevation", 60),
  altitude: optionalWholeNumber("Altitude", 0, 9000),
  cultivars: optionalText("Cultivars", 200),
  processingMethod: optionalChoice("Processing method", PROCESSING_METHODS),
  roastLevel: optionalChoice("Roast level", ROAST_LEVELS),
  tastingNotes: commaList("Tasting notes", { maxItems: 12, maxLength: 60 }),
  bhumiNote: optionalText("Bhūmi note", 5000),
  poeticLine: optionalText("Poetic line", 300),
  essence: optionalText("Essence", 200),
  farmerName: optionalText("Farmer", 120),
  farmerQuote: optionalText("Farmer quote", 2000),
  moodPairing: optionalText("Mood pairing", 120),
  brewRecipe: BrewRecipeInput,
  recommendedMethods: commaList("Recommended methods", { maxItems: 12, maxLength: 40 }),
  /** Bag sizes with their own prices; the 250 g option always follows `price`. */
  gramOptions: z.preprocess(
    (v) => (v === null || v === "" ? [] : v),
    z.array(GramOptionInput, { error: "Gram options must be a list" }).max(8, "At most 8 gram options").optional(),
  ),
  batchStory: optionalText("Batch story", 5000),
  harvest: optionalText("Harvest", 120),
  limitedTo: optionalWholeNumber("Limited to", 1, 1_000_000),
  /** Most bags one customer may buy (unpaid and paid orders together), e.g. for a limited drop. */
  maxPerCustomer: optionalWholeNumber("Per-customer limit", 1, 1_000),
  seoTitle: optionalText("SEO title", 70),
  seoDescription: optionalText("SEO description", 170),
  isActive: flag("Active"),
  isFeatured: flag("Featured"),
  trackInventory: flag("Track inventory"),
});

export const ProductInput = withDefaults(ProductFields, PRODUCT_DEFAULTS);
export type ProductInput = z.output<typeof ProductInput>;
export const ProductPatch = ProductFields.partial();
export type ProductPatch = z.output<typeof ProductPatch>;
