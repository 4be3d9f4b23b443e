/**
 * Discount codes (decision 125): the kinds, how a code is written, the rules a code is checked
 * against with the message each failure shows, and how a discount is priced and shared out over the
 * lines. Pure: the server charges with these functions and the checkout shows what they say.
 */
import { formatRupees, type Paise } from "./money";

/** "Discount (WELCOME-7KQ3M9)": the row every page, mail and invoice shows for a code. */
export const discountLabel = (code: string | null) => (code ? `Discount (${code})` : "Discount");

/** The three kinds of code, with the words the admin shows (decision 040: one registry). */
export const DISCOUNT_KIND_LABELS = {
  percent: "Percent off",
  fixed: "Amount off",
  free_shipping: "Free shipping",
} as const;
export type DiscountKind = keyof typeof DISCOUNT_KIND_LABELS;
export const DISCOUNT_KINDS = Object.keys(DISCOUNT_KIND_LABELS) as [DiscountKind, ...DiscountKind[]];

export const CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{1,39}$/;
export const CODE_FORMAT_MESSAGE = "A code is 2 to 40 letters, digits, hyphens or underscores";

/** " welcome-10 " → "WELCOME-10": any case, spaces around or inside dropped. */
export function normalizeCode(code: string): string {
  return code.replace(/\s+/g, "").toUpperCase();
}

/** What the checkout knows about a code: everything the rules read. */
export type DiscountRule = {
  code: string;
  kind: DiscountKind;
  /** Percent (1–100) for `percent`, paise for `fixed`, 0 for `free_shipping`. */
  value: number;
  minSubtotalPaise: Paise;
  startsAt: Date | null;
  endsAt: Date | null;
  usageLimit: number | null;
  usedCount: number;
  perEmailLimit: number | null;
  firstOrderOnly: boolean;
  /** Empty lists: every product. Otherwise a line counts when its product or its category is listed. */
  productIds: readonly number[];
  categories: readonly string[];
  isActive: boolean;
  /** A personal code (welcome, subscriber perk) works only for this address. */
  email: string | null;
};

export type DiscountLine = { productId: number; category: string; totalPricePaise: Paise };

/** What is known of the shopper when the code is checked (an address may not be typed yet). */
export type ShopperHistory = { email: string | null; usesByEmail: number; previousOrders: number };

export const DISCOUNT_MESSAGES = {
  unknown: "We don't know that code. Please check it and try again.",
  inactive: "This code is not active.",
  notStarted: (starts: string) => `This code starts on ${starts}.`,
  expired: "This code has expired.",
  usedUp: "This code has been used up.",
  minimum: (min: Paise) => `This code needs a subtotal of at least ${formatRupees(min)}.`,
  notForTheseCoffees: "This code is not for these coffees.",
  usedByEmail: "This code has already been used with this e-mail.",
  firstOrderOnly: "This code is for a first order only.",
  personal: "This code belongs to another e-mail address.",
  emptyCart: "Your cart is empty — add a coffee before using a code.",
  nothingToTake: "This code takes nothing off this order.",
} as const;

export type DiscountFailure = { ok: false; message: string };
export type PricedDiscount = {
  ok: true;
  code: string;
  kind: DiscountKind;
  /** Taken off the subtotal, before tax; never more than the lines it applies to. */
  discountPaise: Paise;
  freeShipping: boolean;
  /** Each line's share of the discount, in line order; they sum to `discountPaise` exactly. */
  shares: Paise[];
};

const IST = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  day: "numeric",
  month: "long",
  year: "numeric",
});

/**
 * Splits `total` over `weights` in proportion, in whole paise, so the parts sum to `total` exactly:
 * each part is rounded down and the paise left over go to the largest remainders (ties: first line).
 */
export function allocate(total: Paise, weights: readonly number[]): Paise[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || total <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, rest: x - Math.floor(x) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    if (weights[i]! > 0) {
      parts[i]! += 1;
      left -= 1;
    }
  }
  return parts;
}

const appliesTo = (rule: DiscountRule, line: DiscountLine) =>
  (rule.productIds.length === 0 && rule.categories.length === 0) ||
  rule.productIds.includes(line.productId) ||
  rule.categories.includes(line.category);

/** Checks every rule, in the order a shopper can act on them, and prices the code for these lines. */
export function priceDiscount(
  rule: DiscountRule,
  lines: readonly DiscountLine[],
  shopper: ShopperHistory,
  now: Date,
): PricedDiscount | DiscountFailure {
  const fail = (message: string): DiscountFailure => ({ ok: false, message });
  if (lines.length === 0) return fail(DISCOUNT_MESSAGES.emptyCart);
  if (!rule.isActive) return fail(DISCOUNT_MESSAGES.inactive);
  if (rule.startsAt && now < rule.startsAt) return fail(DISCOUNT_MESSAGES.notStarted(IST.format(rule.startsAt)));
  if (rule.endsAt && now >= rule.endsAt) return fail(DISCOUNT_MESSAGES.expired);
  if (rule.usageLimit !== null && rule.usedCount >= rule.usageLimit) return fail(DISCOUNT_MESSAGES.usedUp);
  if (rule.email && shopper.email && rule.email !== shopper.email) return fail(DISCOUNT_MESSAGES.personal);
  if (shopper.email && rule.perEmailLimit !== null && shopper.usesByEmail >= rule.perEmailLimit)
    return fail(DISCOUNT_MESSAGES.usedByEmail);
  if (shopper.email && rule.firstOrderOnly && shopper.previousOrders > 0) return fail(DISCOUNT_MESSAGES.firstOrderOnly);
  const subtotal = lines.reduce((sum, line) => sum + line.totalPricePaise, 0);
  if (subtotal < rule.minSubtotalPaise) return fail(DISCOUNT_MESSAGES.minimum(rule.minSubtotalPaise));
  const eligible = lines.map((line) => (appliesTo(rule, line) ? line.totalPricePaise : 0));
  const eligibleTotal = eligible.reduce((a, b) => a + b, 0);
  if (eligibleTotal === 0) return fail(DISCOUNT_MESSAGES.notForTheseCoffees);
  let discountPaise = 0;
  if (rule.kind === "percent") discountPaise = Math.round((eligibleTotal * Math.min(rule.value, 100)) / 100);
  else if (rule.kind === "fixed") discountPaise = Math.min(rule.value, eligibleTotal);
  const freeShipping = rule.kind === "free_shipping";
  if (!freeShipping && discountPaise <= 0) return fail(DISCOUNT_MESSAGES.nothingToTake);
  return {
    ok: true,
    code: rule.code,
    kind: rule.kind,
    discountPaise,
    freeShipping,
    shares: allocate(discountPaise, eligible),
  };
}

/** "10% off", "₹200 off", "Free shipping": how a code's offer reads on a page or in the admin. */
export function describeOffer(kind: DiscountKind, value: number): string {
  if (kind === "percent") return `${value}% off`;
  if (kind === "fixed") return `${formatRupees(value)} off`;
  return "Free shipping";
}
