/** The owner's cash-on-delivery settings as the admin sends them (decision 085); every field is required. */
import { z } from "zod";
import { INDIAN_STATES } from "../indian-states";
import { PINCODE_PATTERN } from "../geo";

const rupees = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a number of paise` })
    .int(`${label} must be whole paise`)
    .min(0, `${label} cannot be negative`)
    .max(max, `${label} must be at most ${max} paise`);

const count = (label: string) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be at least 1`)
    .max(50, `${label} must be at most 50`);

export const CodSettingsInput = z.object({
  enabled: z.boolean({ error: "Enabled must be true or false" }),
  states: z
    .array(z.enum(INDIAN_STATES, { error: "Unknown state: pick one from the list" }), {
      error: "States must be a list",
    })
    .max(INDIAN_STATES.length, "Too many states")
    .transform((list) => [...new Set(list)].sort()),
  pincodes: z
    .array(
      z
        .string({ error: "Each pincode must be 6 digits" })
        .trim()
        .regex(PINCODE_PATTERN, "Each pincode must be 6 digits"),
      { error: "Pincodes must be a list" },
    )
    .max(2000, "At most 2,000 pincodes")
    .transform((list) => [...new Set(list)].sort()),
  capPaise: rupees("Order value cap", 10_00_000_00).refine((v) => v > 0, "Order value cap must be above zero"),
  feePaise: rupees("Fee", 1_000_00),
  openPerPhone: count("Open cash orders per phone"),
  openPerAddress: count("Open cash orders per address"),
});
export type CodSettingsInput = z.output<typeof CodSettingsInput>;

export const CashOutcomeInput = z.object({
  outcome: z.enum(["collected", "returned"], { error: "Outcome must be collected or returned" }),
});
