/**
 * The delivery promise (issue 20 item 3, decision 150): the day an order leaves the roastery and the day
 * it arrives, as IST calendar days ("2026-12-01"). Dispatch: an order placed before the cut-off (2 pm IST)
 * is taken that day, later ones the next day; the roastery works every day but Sundays and the owner's
 * holidays, and roasting to order takes `leadDays` working days. Transit: calendar days by zone, counted
 * from dispatch; couriers do not deliver on Sundays, so a Sunday arrival becomes Monday.
 */
import { ROASTERY_STATE } from "./orders";

export { deliveredByLabel, shortDeliveryDate } from "./delivery-date";

export const DELIVERY_ZONES = ["sameCity", "sameState", "metro", "rest", "northEastAndIslands"] as const;
export type DeliveryZone = (typeof DELIVERY_ZONES)[number];

export const DELIVERY_ZONE_LABELS: Record<DeliveryZone, string> = {
  sameCity: "Same city (Bengaluru)",
  sameState: "Rest of Karnataka",
  metro: "Metro cities",
  rest: "Rest of India",
  northEastAndIslands: "North-east and islands",
};

export type DeliverySettings = {
  /** Transit days from dispatch, per zone. */
  zoneDays: Record<DeliveryZone, number>;
  /** Days the roastery does not roast or dispatch ("2026-12-25"), besides Sundays. */
  holidays: string[];
  /** Working days from taking an order to dispatching it (roasted to order). */
  leadDays: number;
  /** Orders from this hour (IST, 0–23) on are taken the next day. */
  cutoffHour: number;
};

export const DELIVERY_DEFAULTS: DeliverySettings = {
  zoneDays: { sameCity: 1, sameState: 2, metro: 3, rest: 5, northEastAndIslands: 8 },
  holidays: [],
  leadDays: 1,
  cutoffHour: 14,
};

/** The roastery's city, as the pincode directory names it (27 Lavelle Road, Bengaluru 560001). */
export const ROASTERY_CITY = "Bengaluru";

export const METRO_CITIES = [
  "Delhi",
  "New Delhi",
  "Mumbai",
  "Kolkata",
  "Chennai",
  "Bengaluru",
  "Hyderabad",
  "Pune",
  "Ahmedabad",
] as const;

export const NORTH_EAST_AND_ISLANDS = [
  "Assam",
  "Meghalaya",
  "Manipur",
  "Mizoram",
  "Nagaland",
  "Tripura",
  "Arunachal Pradesh",
  "Sikkim",
  "Andaman and Nicobar Islands",
  "Lakshadweep",
] as const;

export type DeliveryPlace = { city: string; state: string };

export function deliveryZone(place: DeliveryPlace): DeliveryZone {
  if (place.state === ROASTERY_STATE.name && place.city === ROASTERY_CITY) return "sameCity";
  if (place.state === ROASTERY_STATE.name) return "sameState";
  if ((NORTH_EAST_AND_ISLANDS as readonly string[]).includes(place.state)) return "northEastAndIslands";
  if ((METRO_CITIES as readonly string[]).includes(place.city)) return "metro";
  return "rest";
}

const DAY_MS = 86_400_000;
const IST_OFFSET_MS = 330 * 60_000;

/** "2026-12-01" ↔ days since 1970-01-01, so adding days never meets a time zone. */
const dayNumber = (isoDay: string) => Math.floor(Date.parse(`${isoDay}T00:00:00Z`) / DAY_MS);
const isoOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
const isSunday = (day: number) => new Date(day * DAY_MS).getUTCDay() === 0;

/** The IST calendar day and hour of an instant. */
export function istDayAndHour(at: Date): { day: string; hour: number } {
  const shifted = new Date(at.getTime() + IST_OFFSET_MS);
  return { day: shifted.toISOString().slice(0, 10), hour: shifted.getUTCHours() };
}

/** The day an order placed at `at` leaves the roastery. */
export function dispatchDay(at: Date, settings: Omit<DeliverySettings, "zoneDays">): string {
  const holidays = new Set(settings.holidays);
  const working = (day: number) => !isSunday(day) && !holidays.has(isoOf(day));
  const { day, hour } = istDayAndHour(at);
  let current = dayNumber(day) + (hour >= settings.cutoffHour ? 1 : 0);
  while (!working(current)) current += 1;
  for (let i = 0; i < settings.leadDays; i += 1) {
    current += 1;
    while (!working(current)) current += 1;
  }
  return isoOf(current);
}

export type DeliveryEstimate = { zone: DeliveryZone; dispatchOn: string; deliverBy: string };

/** When an order placed at `at` for `place` leaves the roastery and when it arrives. */
export function estimateDelivery(
  place: DeliveryPlace,
  at: Date,
  settings: DeliverySettings,
  /** `dispatchDay(at, settings)`, when the caller already knows it. */
  dispatchOn = dispatchDay(at, settings),
): DeliveryEstimate {
  const zone = deliveryZone(place);
  let arrival = dayNumber(dispatchOn) + settings.zoneDays[zone];
  if (isSunday(arrival)) arrival += 1;
  return { zone, dispatchOn, deliverBy: isoOf(arrival) };
}
