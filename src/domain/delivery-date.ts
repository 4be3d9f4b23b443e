/**
 * The promised day in words ("Delivered by Tue 1 Dec"), apart from the estimate's rules so the order pages
 * print it without loading them (no zod in a first view, decision 140). Written out, not `Intl`, so the
 * server, the mail and every browser print the same words.
 */
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2026-12-01" → "Tue 1 Dec". */
export function shortDeliveryDate(isoDay: string): string {
  const date = new Date(Date.parse(`${isoDay}T00:00:00Z`));
  return `${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;
}

/** "Delivered by Tue 1 Dec". */
export const deliveredByLabel = (isoDay: string) => `Delivered by ${shortDeliveryDate(isoDay)}`;
