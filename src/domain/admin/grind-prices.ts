/** The owner's grind prices as the admin sends them (decision 153); kept out of the grind rules so pages load no zod. */
import { z } from "zod";
import {
  GRIND_PRICE_LABELS,
  GRIND_PRICE_OPTIONS,
  MAX_GRIND_PRICE_CHANGE_PAISE,
  type GrindPriceOption,
  type GrindPrices,
} from "../grind";

const changeMessage = `Each price change must be whole paise from −${MAX_GRIND_PRICE_CHANGE_PAISE} to ${MAX_GRIND_PRICE_CHANGE_PAISE}`;

/** `PUT /api/admin/settings/grind-prices`: paise per bag for each option (an option left out is 0). */
export const GrindPricesInput = z
  .looseObject(
    Object.fromEntries(
      GRIND_PRICE_OPTIONS.map((option) => [
        option,
        z
          .number({ error: `${GRIND_PRICE_LABELS[option]}: ${changeMessage}` })
          .int(`${GRIND_PRICE_LABELS[option]}: ${changeMessage}`)
          .min(-MAX_GRIND_PRICE_CHANGE_PAISE, `${GRIND_PRICE_LABELS[option]}: ${changeMessage}`)
          .max(MAX_GRIND_PRICE_CHANGE_PAISE, `${GRIND_PRICE_LABELS[option]}: ${changeMessage}`)
          .optional(),
      ]),
    ) as Record<GrindPriceOption, z.ZodOptional<z.ZodNumber>>,
    { error: "Grind prices must be an object of paise per option" },
  )
  .superRefine((value, ctx) => {
    for (const key of Object.keys(value))
      if (!(GRIND_PRICE_OPTIONS as readonly string[]).includes(key))
        ctx.addIssue({ code: "custom", path: [key], message: "Unknown grind option" });
  })
  .transform(
    (value) =>
      Object.fromEntries(
        GRIND_PRICE_OPTIONS.flatMap((option) => (value[option] ? [[option, value[option]]] : [])),
      ) as GrindPrices,
  );
export type GrindPricesInput = z.output<typeof GrindPricesInput>;
