/** The owner's delivery settings as the admin sends them (decision 150); every field is required. */
import { z } from "zod";
import { DELIVERY_ZONE_LABELS, DELIVERY_ZONES, type DeliveryZone } from "../delivery-estimate";

const wholeDays = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number of days` })
    .int(`${label} must be whole days`)
    .min(min, `${label} must be at least ${min} ${min === 1 ? "day" : "days"}`)
    .max(max, `${label} must be at most ${max} days`);

const isCalendarDay = (value: string) => {
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
};

export const DeliverySettingsInput = z.object({
  zoneDays: z.object(
    Object.fromEntries(
      DELIVERY_ZONES.map((zone) => [zone, wholeDays(`${DELIVERY_ZONE_LABELS[zone]} transit`, 0, 30)]),
    ) as Record<DeliveryZone, ReturnType<typeof wholeDays>>,
    { error: "Transit days must name every zone" },
  ),
  holidays: z
    .array(
      z
        .string({ error: "Each holiday must be a date like 2026-12-25" })
        .trim()
        .refine(isCalendarDay, "Each holiday must be a date like 2026-12-25"),
      { error: "Holidays must be a list of dates" },
    )
    .max(366, "At most 366 holidays")
    .transform((list) => [...new Set(list)].sort()),
  leadDays: wholeDays("Roast-to-order lead time", 0, 14),
  cutoffHour: z
    .number({ error: "Order cut-off must be an hour from 0 to 23" })
    .int("Order cut-off must be an hour from 0 to 23")
    .min(0, "Order cut-off must be an hour from 0 to 23")
    .max(23, "Order cut-off must be an hour from 0 to 23"),
});
export type DeliverySettingsInput = z.output<typeof DeliverySettingsInput>;
