/** The owner's roast batches and stock settings as the admin sends them (decision 152). */
import { z } from "zod";
import { RETIRE_REASONS, type RetireReason } from "../roast-batches";

const isCalendarDay = (value: string) => {
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
};

/** A new batch. Whether its roast day is too old or too far ahead is checked against the settings. */
export const BatchInput = z.object({
  roastedOn: z
    .string({ error: "Roast date must be a date like 2026-11-18" })
    .trim()
    .refine(isCalendarDay, "Roast date must be a date like 2026-11-18"),
  bags: z
    .number({ error: "Bags must be a whole number" })
    .int("Bags must be a whole number")
    .min(1, "A batch needs at least 1 bag")
    .max(100_000, "At most 100,000 bags in a batch"),
  notes: z
    .string({ error: "Notes must be text" })
    .trim()
    .max(500, "Notes must be at most 500 characters")
    .nullish()
    .transform((value) => value || null),
});
export type BatchInput = z.output<typeof BatchInput>;

export const RetireBatchInput = z.object({
  reason: z.enum(Object.keys(RETIRE_REASONS) as [RetireReason, ...RetireReason[]], {
    error: "Reason must be cafe or written-off",
  }),
});

const wholeDays = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number of days` })
    .int(`${label} must be whole days`)
    .min(min, `${label} must be at least ${min} days`)
    .max(max, `${label} must be at most ${max} days`);

export const StockSettingsInput = z.object({
  freshnessDays: wholeDays("Freshness window", 7, 365),
  planAheadDays: wholeDays("Planning horizon", 0, 60),
});

/** A batch as the stock tab shows it. */
export type RoastBatchView = {
  id: number;
  productId: number;
  productName: string;
  code: string;
  roastedOn: string;
  bags: number;
  remaining: number;
  /** Bags that left with orders (and not given back). */
  sold: number;
  state: "selling" | "aged" | "retired";
  notes: string | null;
  /** Days left on sale (selling batches; 0 on the last day), or null. */
  daysLeft: number | null;
  /** Within the ageing notice, or past the window with bags left: the stock tab suggests what to do. */
  ageing: boolean;
  createdAt: string;
};
