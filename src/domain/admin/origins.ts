/** The coffee (origin) form: name, region and description required; altitude and price numeric. */
import { z } from "zod";
import {
  choice,
  commaList,
  optionalRupees,
  optionalText,
  optionalWebUrl,
  optionalWholeNumber,
  requiredText,
  wholeNumber,
  withDefaults,
} from "./fields";

import { ORIGIN_CATEGORIES, ORIGIN_ROAST_LEVELS } from "../coffee-attributes";

export const COFFEE_CATEGORIES = ORIGIN_CATEGORIES;
export const COFFEE_ROAST_LEVELS = ORIGIN_ROAST_LEVELS;
export const COFFEE_DEFAULTS = { category: "single-origin", stock: 0 } as const;

export const CoffeeFields = z.object({
  name: requiredText("Name", 120),
  region: requiredText("Region", 120),
  description: requiredText("Description", 2000),
  detailedDescription: optionalText("Detailed description", 5000),
  district: optionalText("District", 120),
  estate: optionalText("Estate", 120),
  /** Metres, a number. */
  altitude: optionalWholeNumber("Altitude", 0, 9000),
  elevation: optionalText("Elevation", 60),
  /** The form calls it processingMethod; the read shape has both names. */
  processingMethod: optionalText("Processing method", 60),
  tastingNotes: commaList("Tasting notes", { maxItems: 12, maxLength: 60 }),
  imageUrl: optionalWebUrl("Image URL"),
  /** Rupees, a number or decimal text. */
  price: optionalRupees("Price"),
  stock: wholeNumber("Stock", 0, 1_000_000),
  category: choice("Category", COFFEE_CATEGORIES),
  roastLevel: z.preprocess(
    (v) => (v === "" ? null : v),
    z
      .enum(COFFEE_ROAST_LEVELS, { error: `Roast level must be one of: ${COFFEE_ROAST_LEVELS.join(", ")}` })
      .nullable()
      .optional(),
  ),
  certification: optionalText("Certification", 120),
  grade: optionalText("Grade", 120),
  cultivars: optionalText("Cultivars", 200),
  /** The shop product this origin is sold as (mood cards show its live price). */
  productId: optionalWholeNumber("Product", 1, 2_147_483_647),
});

/** The panel's original form also sends `processMethod` and `image`: accepted as the same fields. */
const aliases = (value: unknown) => {
  if (!value || typeof value !== "object" || Array.isArray(value)) return value;
  const v = { ...(value as Record<string, unknown>) };
  if (v.processingMethod === undefined && v.processMethod !== undefined) v.processingMethod = v.processMethod;
  if (v.imageUrl === undefined && v.image !== undefined) v.imageUrl = v.image;
  delete v.processMethod;
  delete v.image;
  return v;
};

export const CoffeeInput = z.preprocess(aliases, withDefaults(CoffeeFields, COFFEE_DEFAULTS));
export type CoffeeInput = z.output<typeof CoffeeInput>;
export const CoffeePatch = z.preprocess(aliases, CoffeeFields.partial());
export type CoffeePatch = z.output<typeof CoffeePatch>;
