/**
 * The grind for every brewer (issue 20, decision 153): every coffee is offered whole and ground for South
 * Indian filter besides its recipe's methods; a filter grind may be a coffee–chicory blend. The owner can
 * set a price change per grind option (paise per bag, 0 by default); the server charges it, pages show it.
 */
import { brewingMethodLabel, brewingMethodsFor, normalizeBrewingMethod } from "./brewing";
import { formatRupees, type Paise } from "./money";

export const WHOLE_BEANS = "whole-beans";
export const SOUTH_INDIAN_FILTER = "south-indian-filter";
/** Every coffee is sold in these too, after its recipe's methods. */
export const ALWAYS_OFFERED = [WHOLE_BEANS, SOUTH_INDIAN_FILTER] as const;

/** Per cent of chicory in a filter blend: 100 % coffee, 80 : 20, 70 : 30. */
export const CHICORY_PERCENTS = [0, 20, 30] as const;
export type ChicoryPercent = (typeof CHICORY_PERCENTS)[number];

export function isChicoryPercent(value: unknown): value is ChicoryPercent {
  return CHICORY_PERCENTS.includes(value as ChicoryPercent);
}

export const CHICORY_PERCENT_MESSAGE = "Chicory must be 0, 20 or 30 per cent";
export const CHICORY_ONLY_FOR_FILTER = "A coffee–chicory blend is only ground for South Indian filter";

/** "100 % coffee", "80 : 20 coffee–chicory", "70 : 30 coffee–chicory". */
export function chicoryLabel(percent: ChicoryPercent): string {
  return percent === 0 ? "100 % coffee" : `${100 - percent} : ${percent} coffee–chicory`;
}

/** The methods a product page and the options dialog offer: the recipe's (or the defaults), then whole beans and filter. */
export function grindChoices(methods: readonly string[]): string[] {
  return [...new Set([...methods, ...ALWAYS_OFFERED])];
}

/**
 * Methods the server accepts for a product: what its page offers, plus the methods the shop has ever
 * named (a mood card's pour-over, a reorder of a method the recipe has since dropped). "" is a quick add.
 */
export function acceptedMethods(recipeMethods: readonly string[] | null | undefined): Set<string> {
  return new Set(["", ...grindChoices(brewingMethodsFor(recipeMethods)), ...brewingMethodsFor(null), ...KNOWN_EXTRA]);
}
const KNOWN_EXTRA = ["aeropress", "moka-pot"];

/** A line's chicory share: 0/20/30 for a filter grind (0 when not chosen), null for every other method. */
export function chicoryFor(method: string, percent: number | null | undefined): ChicoryPercent | null {
  if (method !== SOUTH_INDIAN_FILTER) return null;
  return isChicoryPercent(percent) ? percent : 0;
}

/** "South Indian Filter · 80 : 20 coffee–chicory"; just the method's label for other grinds. */
export function grindLabel(method: string | null | undefined, chicory: number | null | undefined): string {
  if (!method) return "";
  const label = brewingMethodLabel(method);
  return method === SOUTH_INDIAN_FILTER && isChicoryPercent(chicory) ? `${label} · ${chicoryLabel(chicory)}` : label;
}

// ─── The owner's price per grind option ─────────────────────────────────────

/** The grind options the owner can price: the methods every coffee may have, and the three filter blends. */
export const GRIND_PRICE_OPTIONS = [
  WHOLE_BEANS,
  "espresso",
  "pour-over",
  "french-press",
  "cold-brew",
  SOUTH_INDIAN_FILTER,
  `${SOUTH_INDIAN_FILTER}-80-20`,
  `${SOUTH_INDIAN_FILTER}-70-30`,
] as const;
export type GrindPriceOption = (typeof GRIND_PRICE_OPTIONS)[number];
/** Paise added to (or, negative, taken off) one bag; options left out change nothing. */
export type GrindPrices = Partial<Record<GrindPriceOption, number>>;

export const GRIND_PRICE_LABELS: Record<GrindPriceOption, string> = {
  [WHOLE_BEANS]: "Whole Beans",
  espresso: "Espresso",
  "pour-over": "Pour Over",
  "french-press": "French Press",
  "cold-brew": "Cold Brew",
  [SOUTH_INDIAN_FILTER]: "South Indian Filter · 100 % coffee",
  [`${SOUTH_INDIAN_FILTER}-80-20`]: "South Indian Filter · 80 : 20 coffee–chicory",
  [`${SOUTH_INDIAN_FILTER}-70-30`]: "South Indian Filter · 70 : 30 coffee–chicory",
};

/** ₹500 either way per bag: a grind's cost, not a second price list. */
export const MAX_GRIND_PRICE_CHANGE_PAISE = 50_000;

function priceOption(method: string, chicory: number | null | undefined): string {
  const share = chicoryFor(method, chicory);
  return share ? `${method}-${100 - share}-${share}` : method;
}

/** What the owner set for this grind (0 when nothing). */
export function grindPriceChange(prices: GrindPrices, method: string, chicory: number | null | undefined): Paise {
  return prices[priceOption(normalizeBrewingMethod(method), chicory) as GrindPriceOption] ?? 0;
}

/**
 * One bag's price with its grind's change. A negative change never takes a bag below half its price
 * (decision 153), so no setting can make a coffee free or cost less than nothing.
 */
export function priceWithGrind(base: Paise, change: Paise): Paise {
  return Math.max(base + change, Math.ceil(base / 2));
}

/** "+₹40", "−₹20" or "" — the hint beside a grind that costs more or less. */
export function grindPriceHint(change: Paise): string {
  if (change === 0) return "";
  return change > 0 ? `+${formatRupees(change)}` : `−${formatRupees(-change)}`;
}
