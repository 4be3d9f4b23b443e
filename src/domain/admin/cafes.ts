/** The café admin form: name, description and address required; latitude and longitude any decimal. */
import { z } from "zod";
import { CAFE_FEATURES, type CafeFeature } from "../cafes";
import { PINCODE_PATTERN } from "../geo";
import { choice, flag, optionalDecimal, optionalText, optionalWebUrl, requiredText, withDefaults } from "./fields";

export const CAFE_STATUSES = ["pending", "approved", "rejected"] as const;
export type CafeStatus = (typeof CAFE_STATUSES)[number];
/** A café the admin creates is listed at once; visitors' submissions start pending. */
export const CAFE_DEFAULTS = { status: "approved", weeklyPick: false, features: [] as CafeFeature[] } as const;

export const CafeFields = z.object({
  name: requiredText("Name", 120),
  description: requiredText("Description", 2000),
  address: requiredText("Address", 300),
  city: requiredText("City", 80),
  state: optionalText("State", 80),
  pincode: z.preprocess(
    (v) => (v === "" ? null : typeof v === "string" ? v.trim() : v),
    z
      .string({ error: "Pincode must be 6 digits" })
      .regex(PINCODE_PATTERN, "Pincode must be 6 digits")
      .nullable()
      .optional(),
  ),
  /** Null (emptied) means unknown: the café stays off the map until it is set. */
  latitude: optionalDecimal("Latitude", -90, 90),
  longitude: optionalDecimal("Longitude", -180, 180),
  rating: optionalDecimal("Rating", 0, 5),
  imageUrl: optionalWebUrl("Image URL"),
  phone: optionalText("Phone", 40),
  website: optionalWebUrl("Website"),
  features: z.preprocess(
    (v) =>
      typeof v === "string"
        ? v
            .split(",")
            .map((s) => s.trim())
            .filter(Boolean)
        : v === null
          ? []
          : v,
    z
      .array(z.enum(CAFE_FEATURES, { error: `Features must be among: ${CAFE_FEATURES.join(", ")}` }), {
        error: "Features must be a list",
      })
      .max(CAFE_FEATURES.length)
      .optional(),
  ),
  /** Only one café is the weekly pick; choosing one clears the others. Only an approved café with a known position. */
  weeklyPick: flag("Weekly pick"),
  status: choice("Status", CAFE_STATUSES),
});

export const CafeInput = withDefaults(CafeFields, CAFE_DEFAULTS);
export type CafeInput = z.output<typeof CafeInput>;
export const CafePatch = CafeFields.partial();
export type CafePatch = z.output<typeof CafePatch>;
