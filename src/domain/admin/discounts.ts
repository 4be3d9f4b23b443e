/**
 * The owner's discount code form (decision 125): percent off, an amount off or free shipping; a
 * minimum subtotal; start and end (a time without a zone is India time); a total and a per-address
 * limit; first order only; optionally only some products or categories; active or not.
 */
import { z } from "zod";
import { PRODUCT_CATEGORIES } from "../coffee-attributes";
import { CODE_FORMAT_MESSAGE, CODE_PATTERN, DISCOUNT_KINDS, normalizeCode, type DiscountKind } from "../discounts";
import { commaList, flag, optionalRupees, optionalText, optionalWholeNumber, paiseOf } from "./fields";

/** "2026-12-01T10:00" (a date-time field, India time), an ISO time or "" → Date | null. */
const optionalMoment = (label: string) =>
  z.preprocess(
    (value) => {
      if (value === "" || value === null || value === undefined) return value === undefined ? undefined : null;
      if (typeof value !== "string") return value;
      const text = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value.trim())
        ? `${value.trim()}+05:30`
        : value.trim();
      const date = new Date(text);
      return Number.isNaN(date.getTime()) ? value : date;
    },
    z
      .date({ error: `${label} must be a date and time` })
      .nullable()
      .optional(),
  );

export const DiscountCodeFields = z.object({
  code: z
    .string({ error: "Code is required" })
    .transform(normalizeCode)
    .pipe(z.string().min(1, "Code is required").regex(CODE_PATTERN, CODE_FORMAT_MESSAGE)),
  description: optionalText("Description", 200),
  kind: z.enum(DISCOUNT_KINDS, { error: "Kind must be percent, fixed or free_shipping" }),
  percentOff: optionalWholeNumber("Percent off", 1, 100),
  amountOff: optionalRupees("Amount off"),
  minSubtotal: optionalRupees("Minimum subtotal"),
  startsAt: optionalMoment("Start"),
  endsAt: optionalMoment("End"),
  usageLimit: optionalWholeNumber("Total uses", 1, 10_000_000),
  perEmailLimit: optionalWholeNumber("Uses per e-mail", 1, 1000),
  firstOrderOnly: flag("First order only"),
  productIds: z.preprocess(
    (v) =>
      typeof v === "string"
        ? v
            .split(",")
            .map((s) => s.trim())
            .filter(Boolean)
            .map(Number)
        : v === null
          ? []
          : v,
    z
      .array(z.number().int("Product ids must be whole numbers").positive("Unknown product").max(2_147_483_647), {
        error: "Products must be a list of ids",
      })
      .max(200, "At most 200 products")
      .optional(),
  ),
  categories: commaList("Categories", { maxItems: 10 }).refine(
    (list) => !list || list.every((c) => (PRODUCT_CATEGORIES as readonly string[]).includes(c)),
    `Categories must be among: ${PRODUCT_CATEGORIES.join(", ")}`,
  ),
  isActive: flag("Active"),
});

/** The stored value of a code's offer: percent, paise, or 0 for free shipping. */
function offerValue(kind: DiscountKind, percentOff: number | null | undefined, amountOff: string | null | undefined) {
  if (kind === "percent") return percentOff ?? null;
  if (kind === "fixed") return amountOff ? paiseOf(amountOff) : null;
  return 0;
}

/** The form's schema: its output is itself a valid input (the panel sends what it parsed). */
export const DiscountCodeChecked = DiscountCodeFields.superRefine((input, ctx) => {
  const value = offerValue(input.kind, input.percentOff, input.amountOff);
  if (input.kind !== "free_shipping" && (value === null || value <= 0))
    ctx.addIssue({
      code: "custom",
      path: [input.kind === "percent" ? "percentOff" : "amountOff"],
      message: input.kind === "percent" ? "Percent off is required (1 to 100)" : "Amount off must be more than ₹0",
    });
  if (input.startsAt && input.endsAt && input.endsAt <= input.startsAt)
    ctx.addIssue({ code: "custom", path: ["endsAt"], message: "End must be after the start" });
});

/** The API's schema: the checked form as the columns store it. */
export const DiscountCodeInput = DiscountCodeChecked.transform((input) => ({
  code: input.code,
  description: input.description ?? "",
  kind: input.kind,
  value: offerValue(input.kind, input.percentOff, input.amountOff) ?? 0,
  minSubtotalPaise: input.minSubtotal ? paiseOf(input.minSubtotal) : 0,
  startsAt: input.startsAt ?? null,
  endsAt: input.endsAt ?? null,
  usageLimit: input.usageLimit ?? null,
  perEmailLimit: input.perEmailLimit ?? null,
  firstOrderOnly: input.firstOrderOnly ?? false,
  productIds: input.productIds ?? [],
  categories: input.categories ?? [],
  isActive: input.isActive ?? true,
}));
export type DiscountCodeInput = z.output<typeof DiscountCodeInput>;

/** A code as the admin lists it, with what it has done (paid and unpaid orders that still hold a use). */
export type AdminDiscountCode = {
  id: number;
  code: string;
  description: string;
  kind: DiscountKind;
  percentOff: number | null;
  amountOff: string | null;
  minSubtotal: string;
  startsAt: string | null;
  endsAt: string | null;
  usageLimit: number | null;
  perEmailLimit: number | null;
  firstOrderOnly: boolean;
  productIds: number[];
  categories: string[];
  isActive: boolean;
  email: string | null;
  source: string;
  usedCount: number;
  /** Paid orders with the code: how many, what they brought in (their totals) and what the code gave. */
  redemptions: number;
  revenuePaise: number;
  discountGivenPaise: number;
  updatedAt: string;
};
