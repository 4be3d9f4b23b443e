/**
 * Roast batches (issue 20 item 1, decision 152): stock arrives as the bags of one roast, orders take the
 * oldest first, and a batch past the owner's freshness window is no longer sold. Days are IST calendar
 * days ("2026-11-18"), so no rule meets a time zone. No zod here: the product page and the cart print
 * the roast line in their first view (decision 140); the admin's input lives in `@domain/admin/roast-batches`.
 */
export const BATCH_STATES = ["selling", "aged", "retired"] as const;
export type BatchState = (typeof BATCH_STATES)[number];

/** Why the owner takes a batch out of sale. */
export const RETIRE_REASONS = { cafe: "Used at the café", "written-off": "Written off" } as const;
export type RetireReason = keyof typeof RETIRE_REASONS;

export type StockSettings = {
  /** Days after roasting that a bag is still sold (the roast day is day 0). */
  freshnessDays: number;
  /** How far ahead a roast may be planned (and its bags sold as roasted to order). */
  planAheadDays: number;
};

export const STOCK_DEFAULTS: StockSettings = { freshnessDays: 30, planAheadDays: 14 };

/** A batch enters the stock tab's "ageing" list this many days before it leaves sale. */
export const AGEING_NOTICE_DAYS = 7;

/** The roast date of the bag a shopper would get next: the oldest sellable batch with bags left. */
export type NextRoast = { roastedOn: string } | null;

const DAY_MS = 86_400_000;
const dayNumber = (isoDay: string) => Math.floor(Date.parse(`${isoDay}T00:00:00Z`) / DAY_MS);
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** Today in IST ("2026-11-28"), worked out here so the pages printing a roast day load nothing else. */
export const istToday = (at = new Date()) => new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) => dayNumber(to) - dayNumber(from);

/** "2026-11-18" → "18 Nov". */
export function shortRoastDate(isoDay: string): string {
  const date = new Date(Date.parse(`${isoDay}T00:00:00Z`));
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;
}

/** The state a selling or aged batch should be in on `today`; a retired batch stays retired. */
export function batchStateOn(
  batch: { roastedOn: string; state: BatchState },
  today: string,
  settings: Pick<StockSettings, "freshnessDays">,
): BatchState {
  if (batch.state === "retired") return "retired";
  return daysBetween(batch.roastedOn, today) > settings.freshnessDays ? "aged" : "selling";
}

/** Days a selling batch has left on sale (0 on its last day); negative once it should have aged. */
export const daysLeftOnSale = (roastedOn: string, today: string, settings: Pick<StockSettings, "freshnessDays">) =>
  settings.freshnessDays - daysBetween(roastedOn, today);

/**
 * What the product page, the cart line and the order say about a bag's roast: "Roasted on 18 Nov", or
 * for a planned roast "Roasted to order, dispatched within 3 days" (the day after the roast at the latest).
 */
export function roastLabel(roastedOn: string, today: string): string {
  const ahead = daysBetween(today, roastedOn);
  if (ahead <= 0) return `Roasted on ${shortRoastDate(roastedOn)}`;
  const days = ahead + 1;
  return `Roasted to order, dispatched within ${days} ${days === 1 ? "day" : "days"}`;
}

/**
 * Oldest first (the domain's statement of what the database's allocation does, and its test oracle):
 * takes `quantity` bags from `batches` in roast order (ties by id), returning what each gives.
 */
export function allocateOldestFirst<B extends { id: number; roastedOn: string; remaining: number }>(
  batches: readonly B[],
  quantity: number,
): { id: number; quantity: number }[] {
  const ordered = [...batches]
    .filter((batch) => batch.remaining > 0)
    .sort((a, b) => (a.roastedOn === b.roastedOn ? a.id - b.id : a.roastedOn < b.roastedOn ? -1 : 1));
  const taken: { id: number; quantity: number }[] = [];
  let left = quantity;
  for (const batch of ordered) {
    if (left <= 0) break;
    const take = Math.min(batch.remaining, left);
    taken.push({ id: batch.id, quantity: take });
    left -= take;
  }
  return taken;
}

type Roast = { productId: number; code: string; roastedOn: string; quantity: number };

/** The batches a line's coffee came from (an order records them per coffee, not per size). */
export const roastsOf = (roasts: readonly Roast[] | undefined, productId: number | null): Roast[] =>
  productId === null ? [] : (roasts ?? []).filter((roast) => roast.productId === productId);

/** "Roasted on 18 Nov · batch R261118-42", or for two roasts "Roasted on 12 and 18 Nov · batches R…, R…". */
export function roastLine(roasts: readonly Roast[]): string | null {
  if (roasts.length === 0) return null;
  const days = [...new Set(roasts.map((roast) => shortRoastDate(roast.roastedOn)))];
  const codes = roasts.map((roast) => roast.code);
  const when = days.length === 1 ? days[0] : `${days.slice(0, -1).join(", ")} and ${days.at(-1)}`;
  return `Roasted on ${when} · ${codes.length === 1 ? "batch" : "batches"} ${codes.join(", ")}`;
}
