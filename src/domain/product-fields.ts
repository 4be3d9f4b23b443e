/**
 * A product's fields, declared once (docs/decisions/064-product-fields-declared-once.md). Each entry says
 * which column stores it, who sees it (`public`: the shop's product JSON and the admin's; `admin`: the
 * admin only — the cost price), how the stored value is shown, and what the admin form and API accept.
 * From this one list come the form/API schema (`ProductInput`, `ProductPatch`), the public and admin
 * answer types (`PublicProduct`, `AdminProduct`), the server's column mapping and both serialisers.
 * `src/server/features/admin/products.repo.ts` checks it against the database schema: a column with no
 * entry, an entry naming no column, or a stored type that does not fit fails `npm run typecheck`.
 *
 * Entries stand in the order of the JSON answers; `PRODUCT_FORM_ORDER` is the form's order (the order
 * validation messages come in).
 */
import { z } from "zod";
import {
  BrewRecipeInput,
  GramOptionInput,
  LOW_STOCK_THRESHOLD_DEFAULT,
  PROCESSING_METHODS,
  PRODUCT_CATEGORIES,
  PRODUCT_DEFAULTS,
  ROAST_LEVELS,
} from "./admin/products";
import {
  choice,
  commaList,
  flag,
  optionalChoice,
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
} from "./admin/fields";

/**
 * How a stored value is shown: `as-is`; `rupees` (paise stored; shown as "1300.00" under the field's
 * name and as paise under `paise`); `date` (an ISO string); `gram-options` (each option's paise shown
 * as rupees too).
 */
export type FieldCodec = "as-is" | "rupees" | "date" | "gram-options";

/**
 * How the server writes an input: `column` (the default: through the codec into its column); `slug`
 * (made free first); `stock` (moved through the stock ledger, so every change is recorded). Entries
 * without an `input` are the server's own (id, timestamps) or `derived` from the row.
 */
export type FieldWrite = "column" | "slug" | "stock";

export type ProductField = {
  /** The column on the `products` table, or null for a value worked out from the row (`inStock`). */
  column: string | null;
  shown: "public" | "admin";
  /** The type of the value in the JSON answer (a phantom: only its type is read). */
  value: unknown;
  codec?: FieldCodec;
  /** For `rupees`: the name the paise go under. */
  paise?: string;
  /** The name in the JSON answer when it differs from the input's (`altitude` is shown as `altitudeM`). */
  shownAs?: string;
  input?: z.ZodType;
  write?: FieldWrite;
};

/** The type a field carries in the answers; nothing at run time. */
const shows = <T>() => null as unknown as T;

type GramOptionView = { weight: string; price: string; pricePaise: number };
type BrewRecipeView = { methods: string[]; [key: string]: unknown };

export const PRODUCT_FIELDS = {
  id: { column: "id", shown: "public", value: shows<number>() },
  slug: { column: "slug", shown: "public", value: shows<string>(), input: optionalSlug(), write: "slug" },
  name: { column: "name", shown: "public", value: shows<string>(), input: requiredText("Name", 120) },
  description: {
    column: "description",
    shown: "public",
    value: shows<string>(),
    input: plainText("Description", 5000),
  },
  bhumiNote: {
    column: "bhumiNote",
    shown: "public",
    value: shows<string | null>(),
    input: optionalText("Bhūmi note", 5000),
  },
  poeticLine: {
    column: "poeticLine",
    shown: "public",
    value: shows<string | null>(),
    input: optionalText("Poetic line", 300),
  },
  essence: { column: "essence", shown: "public", value: shows<string | null>(), input: optionalText("Essence", 200) },
  price: {
    column: "pricePaise",
    shown: "public",
    value: shows<string>(),
    codec: "rupees",
    paise: "pricePaise",
    input: requiredRupees("Price"),
  },
  compareAtPrice: {
    column: "compareAtPaise",
    shown: "public",
    value: shows<string | null>(),
    codec: "rupees",
    paise: "compareAtPaise",
    input: optionalRupees("Compare-at price"),
  },
  category: {
    column: "category",
    shown: "public",
    value: shows<string>(),
    input: choice("Category", PRODUCT_CATEGORIES),
  },
  tags: { column: "tags", shown: "public", value: shows<string[]>(), input: commaList("Tags") },
  origin: { column: "origin", shown: "public", value: shows<string | null>(), input: optionalText("Origin", 120) },
  region: { column: "region", shown: "public", value: shows<string | null>(), input: optionalText("Region", 120) },
  district: {
    column: "district",
    shown: "public",
    value: shows<string | null>(),
    input: optionalText("District", 120),
  },
  estate: { column: "estate", shown: "public", value: shows<string | null>(), input: optionalText("Estate", 120) },
  elevation: {
    column: "elevation",
    shown: "public",
    value: shows<string | null>(),
    input: optionalText("Elevation", 60),
  },
  altitude: {
    column: "altitudeM",
    shown: "public",
    shownAs: "altitudeM",
    value: shows<number | null>(),
    input: optionalWholeNumber("Altitude", 0, 9000),
  },
  cultivars: {
    column: "cultivars",
    shown: "public",
    value: shows<string | null>(),
    input: optionalText("Cultivars", 200),
  },
  processingMethod: {
    column: "processingMethod",
    shown: "public",
    value: shows<string | null>(),
    input: optionalChoice("Processing method", PROCESSING_METHODS),
  },
  roastLevel: {
    column: "roastLevel",
    shown: "public",
    value: shows<string | null>(),
    input: optionalChoice("Roast level", ROAST_LEVELS),
  },
  certification: {
    column: "certification",
    shown: "public",
    value: shows<string | null>(),
    input: optionalText("Certification", 120),
  },
  grade: { column: "grade", shown: "public", value: shows<string | null>(), input: optionalText("Grade", 120) },
  moodPairing: {
    column: "moodPairing",
    shown: "public",
    value: shows<string | null>(),
    input: optionalText("Mood pairing", 120),
  },
  farmerName: {
    column: "farmerName",
    shown: "public",
    value: shows<string | null>(),
    input: optionalText("Farmer", 120),
  },
  farmerQuote: {
    column: "farmerQuote",
    shown: "public",
    value: shows<string | null>(),
    input: optionalText("Farmer quote", 2000),
  },
  batchStory: {
    column: "batchStory",
    shown: "public",
    value: shows<string | null>(),
    input: optionalText("Batch story", 5000),
  },
  harvest: { column: "harvest", shown: "public", value: shows<string | null>(), input: optionalText("Harvest", 120) },
  /** The average of the approved reviews (decision 132); nobody types it in. */
  rating: { column: "rating", shown: "public", value: shows<number | null>() },
  reviewCount: { column: "reviewCount", shown: "public", value: shows<number>() },
  tastingNotes: {
    column: "tastingNotes",
    shown: "public",
    value: shows<string[]>(),
    input: commaList("Tasting notes", { maxItems: 12, maxLength: 60 }),
  },
  images: {
    column: "images",
    shown: "public",
    value: shows<string[]>(),
    /** The form sends one URL (a one-item list); a bare string is taken as one image. */
    input: z.preprocess(
      (value) => (typeof value === "string" ? (value.trim() === "" ? [] : [value]) : value === null ? [] : value),
      z.array(webUrl("Image URL"), { error: "Images must be a list of URLs" }).max(10, "At most 10 images").optional(),
    ),
  },
  brewRecipe: { column: "brewRecipe", shown: "public", value: shows<BrewRecipeView | null>(), input: BrewRecipeInput },
  brewingMethods: { column: null, shown: "public", value: shows<string[]>() },
  recommendedMethods: {
    column: "recommendedMethods",
    shown: "public",
    value: shows<string[]>(),
    input: commaList("Recommended methods", { maxItems: 12, maxLength: 40 }),
  },
  /** Bag sizes with their own prices; the 250 g option always follows `price`. */
  gramOptions: {
    column: "gramOptions",
    shown: "public",
    value: shows<GramOptionView[]>(),
    codec: "gram-options",
    input: z.preprocess(
      (v) => (v === null || v === "" ? [] : v),
      z.array(GramOptionInput, { error: "Gram options must be a list" }).max(8, "At most 8 gram options").optional(),
    ),
  },
  /** Grams per unit. */
  weight: { column: "weightGrams", shown: "public", value: shows<number>(), input: wholeNumber("Weight", 1, 100_000) },
  stockQuantity: {
    column: "stockQuantity",
    shown: "public",
    value: shows<number>(),
    input: wholeNumber("Stock", 0, 1_000_000),
    write: "stock",
  },
  inStock: { column: null, shown: "public", value: shows<boolean>() },
  /**
   * Roast day of the bag a shopper would get next (the oldest selling batch with bags left; a future day
   * is a planned roast), or null when no batch holds one (decision 152).
   */
  nextRoastOn: { column: null, shown: "public", value: shows<string | null>() },
  limitedTo: {
    column: "limitedTo",
    shown: "public",
    value: shows<number | null>(),
    input: optionalWholeNumber("Limited to", 1, 1_000_000),
  },
  isActive: { column: "isActive", shown: "public", value: shows<boolean>(), input: flag("Active") },
  isFeatured: { column: "isFeatured", shown: "public", value: shows<boolean>(), input: flag("Featured") },
  seoTitle: {
    column: "seoTitle",
    shown: "public",
    value: shows<string | null>(),
    input: optionalText("SEO title", 70),
  },
  seoDescription: {
    column: "seoDescription",
    shown: "public",
    value: shows<string | null>(),
    input: optionalText("SEO description", 170),
  },
  updatedAt: { column: "updatedAt", shown: "public", value: shows<string>(), codec: "date" },

  sku: { column: "sku", shown: "admin", value: shows<string | null>(), input: optionalText("SKU", 64) },
  barcode: { column: "barcode", shown: "admin", value: shows<string | null>(), input: optionalText("Barcode", 64) },
  costPrice: {
    column: "costPaise",
    shown: "admin",
    value: shows<string | null>(),
    codec: "rupees",
    paise: "costPaise",
    input: optionalRupees("Cost price"),
  },
  /** Emptied → 10, on create and on update (the form's submit rule). */
  lowStockThreshold: {
    column: "lowStockThreshold",
    shown: "admin",
    value: shows<number>(),
    input: z.preprocess(
      (v) => (v === "" || v === null ? LOW_STOCK_THRESHOLD_DEFAULT : v),
      wholeNumber("Low-stock threshold", 0, 1_000_000),
    ),
  },
  trackInventory: { column: "trackInventory", shown: "admin", value: shows<boolean>(), input: flag("Track inventory") },
  /** Most bags one customer may buy (unpaid and paid orders together), e.g. for a limited drop (decision 032). */
  maxPerCustomer: {
    column: "maxPerCustomer",
    shown: "admin",
    value: shows<number | null>(),
    input: optionalWholeNumber("Per-customer limit", 1, 1_000),
  },
  /** Tracked and below its own threshold. */
  lowStock: { column: null, shown: "admin", value: shows<boolean>() },
  /** How many order lines name it (a product with orders is deactivated instead of deleted). */
  orderCount: { column: null, shown: "admin", value: shows<number>() },
  createdAt: { column: "createdAt", shown: "admin", value: shows<string>(), codec: "date" },
} as const satisfies Record<string, ProductField>;

type Fields = typeof PRODUCT_FIELDS;
export type ProductFieldKey = keyof Fields;

/** Fields the admin form and API take. */
export type ProductInputKey = {
  [K in ProductFieldKey]: Fields[K] extends { input: z.ZodType } ? K : never;
}[ProductFieldKey];
/** Values the server works out from the row (and the order count) rather than reading one column. */
export type DerivedProductKey = {
  [K in ProductFieldKey]: Fields[K]["column"] extends null ? K : never;
}[ProductFieldKey];
/** The `products` columns the fields name. */
export type ProductColumnName = Exclude<Fields[ProductFieldKey]["column"], null>;

/** The spec's form order; validation messages come in it. Every input field once (checked below). */
export const PRODUCT_FORM_ORDER = [
  "name",
  "slug",
  "sku",
  "barcode",
  "description",
  "price",
  "compareAtPrice",
  "costPrice",
  "stockQuantity",
  "lowStockThreshold",
  "weight",
  "category",
  "tags",
  "images",
  "origin",
  "region",
  "certification",
  "grade",
  "district",
  "estate",
  "elevation",
  "altitude",
  "cultivars",
  "processingMethod",
  "roastLevel",
  "tastingNotes",
  "bhumiNote",
  "poeticLine",
  "essence",
  "farmerName",
  "farmerQuote",
  "moodPairing",
  "brewRecipe",
  "recommendedMethods",
  "gramOptions",
  "batchStory",
  "harvest",
  "limitedTo",
  "maxPerCustomer",
  "seoTitle",
  "seoDescription",
  "isActive",
  "isFeatured",
  "trackInventory",
] as const satisfies readonly ProductInputKey[];

/** Fails the type check with the missing names when an input field is left out of the form order. */
export type Missing<All, Listed> = [Exclude<All, Listed>] extends [never] ? true : Exclude<All, Listed>;
export const FORM_ORDER_IS_COMPLETE: Missing<ProductInputKey, (typeof PRODUCT_FORM_ORDER)[number]> = true;

type InputShape = { [K in (typeof PRODUCT_FORM_ORDER)[number]]: Fields[K]["input"] };

function inputShape(): InputShape {
  const shape: Record<string, z.ZodType> = {};
  for (const key of PRODUCT_FORM_ORDER) shape[key] = (PRODUCT_FIELDS[key] as ProductField).input!;
  return shape as InputShape;
}

/** The product form: one schema for the admin form and `POST/PUT /api/admin/products`. */
export const ProductFields = z.object(inputShape());
export const ProductInput = withDefaults(ProductFields, PRODUCT_DEFAULTS);
export type ProductInput = z.output<typeof ProductInput>;
export const ProductPatch = ProductFields.partial();
export type ProductPatch = z.output<typeof ProductPatch>;

/** The answer's name of a field (its key, or `shownAs`). */
type ShownName<K extends ProductFieldKey> = K extends ProductFieldKey
  ? Fields[K] extends { shownAs: infer N extends string }
    ? N
    : K
  : never;

/** Where the admin's answer carries an input field (the form reads a saved product back from it). */
export function productShownName<K extends ProductInputKey>(key: K): ShownName<K> {
  return ((PRODUCT_FIELDS[key] as ProductField).shownAs ?? key) as ShownName<K>;
}

type View<Who extends "public" | "admin"> = {
  [K in ProductFieldKey as Fields[K]["shown"] extends Who ? ShownName<K> : never]: Fields[K]["value"];
} & {
  [
    K in ProductFieldKey as Fields[K]["shown"] extends Who
      ? Fields[K] extends { paise: infer P extends string }
        ? P
        : never
      : never
  ]: Fields[K]["value"] extends string ? number : number | null;
};

type Flat<T> = { [K in keyof T]: T[K] };

/** The shop's product JSON: every `public` field. Never the cost price. */
export type PublicProductView = Flat<View<"public">>;
/** The admin's product JSON: every field. */
export type AdminProductView = Flat<View<"public" | "admin">>;
