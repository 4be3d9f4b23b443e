/**
 * Discount codes at checkout (decisions 125–127): a code is priced from the server's own lines before
 * the order's transaction (a wrong code is a 400 naming the rule), and its use is taken inside that
 * transaction with the rules checked again under the code's row lock. Personal codes (the newsletter's
 * welcome, a subscriber's perk) are made here too.
 */
import { randomBytes } from "node:crypto";
import {
  DISCOUNT_MESSAGES,
  normalizeCode,
  priceDiscount,
  type DiscountLine,
  type PricedDiscount,
} from "@domain/discounts";
import type { Paise } from "@domain/money";
import type { Executor } from "../../db/client";
import { discountCodes } from "../../db/schema";
import { HttpError } from "../../http/errors";
import {
  codeByName,
  codeFacts,
  previousOrders,
  recordRedemption,
  takeUse,
  toRule,
  usesByEmail,
  type CodeRow,
} from "./discounts.repo";

export type PricedCode = PricedDiscount & { codeId: number };

/** A code the shopper cannot use: 400, the message on the checkout's code field. */
export const codeRefused = (message: string) => new HttpError(400, message, { discountCode: message });

/** What checking a code reads: the code, the lines' categories, the address's history. */
export type CodeFacts = {
  code: string;
  row: CodeRow | null;
  categories: Map<number, string>;
  uses: number;
  previous: number;
  email: string | null;
};

/**
 * Reads everything a code's check needs in one statement (one round trip's wait, so a shopper with a code
 * queues for a hot product no later than one without; decision 126). Run it beside the line pricing.
 */
export async function readCode(
  db: Executor,
  rawCode: string,
  productIds: readonly number[],
  email: string | null,
): Promise<CodeFacts> {
  const code = normalizeCode(rawCode);
  if (!code) return { code, row: null, categories: new Map(), uses: 0, previous: 0, email };
  return { code, email, ...(await codeFacts(db, code, productIds, email)) };
}

/** Checks the code against these lines (the server's prices); throws `codeRefused` naming the rule that failed. */
export function checkCode(
  facts: CodeFacts,
  lines: readonly { productId: number; totalPricePaise: Paise }[],
  now = new Date(),
): PricedCode {
  const { row } = facts;
  if (!row) throw codeRefused(DISCOUNT_MESSAGES.unknown);
  const discountLines: DiscountLine[] = lines.map((line) => ({
    productId: line.productId,
    category: facts.categories.get(line.productId) ?? "",
    totalPricePaise: line.totalPricePaise,
  }));
  const shopper = { email: facts.email, usesByEmail: facts.uses, previousOrders: facts.previous };
  const priced = priceDiscount(toRule(row), discountLines, shopper, now);
  if (!priced.ok) throw codeRefused(priced.message);
  return { ...priced, codeId: row.id };
}

/**
 * Takes the code's use for a new order, inside its transaction: the conditional increment holds the
 * code's row until commit, and the per-address and first-order rules are checked again behind it, so
 * two tabs of one shopper cannot both use a single-use code.
 */
export async function redeemCode(
  tx: Executor,
  priced: PricedCode,
  order: { id: number; email: string },
  now = new Date(),
): Promise<void> {
  const row = await takeUse(tx, priced.codeId, {
    orderId: order.id,
    email: order.email,
    discountPaise: priced.discountPaise,
  });
  if (!row) {
    const current = await codeByName(tx, priced.code);
    const rule = current ? toRule(current) : null;
    if (!rule || !rule.isActive) throw codeRefused(DISCOUNT_MESSAGES.inactive);
    if (rule.endsAt && now >= rule.endsAt) throw codeRefused(DISCOUNT_MESSAGES.expired);
    if (rule.startsAt && now < rule.startsAt) throw codeRefused(DISCOUNT_MESSAGES.inactive);
    throw codeRefused(DISCOUNT_MESSAGES.usedUp);
  }
  if (row.recorded) return;
  if (row.email && row.email !== order.email) throw codeRefused(DISCOUNT_MESSAGES.personal);
  if (row.perEmailLimit !== null && (await usesByEmail(tx, row.id, order.email, order.id)) >= row.perEmailLimit)
    throw codeRefused(DISCOUNT_MESSAGES.usedByEmail);
  if (row.firstOrderOnly && (await previousOrders(tx, order.email, order.id)) > 0)
    throw codeRefused(DISCOUNT_MESSAGES.firstOrderOnly);
  await recordRedemption(tx, {
    codeId: row.id,
    orderId: order.id,
    email: order.email,
    discountPaise: priced.discountPaise,
  });
}

export type PersonalCode = {
  email: string;
  percent: number;
  /** The start of the code ("WELCOME", "DEVOTEE"); a random part follows. */
  prefix: string;
  source: "welcome" | "subscription" | "admin";
  description?: string;
  /** Uses in all; null: as many as the holder likes (a subscriber's perk on every extra order). */
  usageLimit?: number | null;
  perEmailLimit?: number | null;
  firstOrderOnly?: boolean;
  endsAt?: Date | null;
};

export const WELCOME_PERCENT = 10;

/** The newsletter's welcome code: 10 % off, once, for the address that confirmed (decision 127). */
export const WELCOME_CODE = (email: string): PersonalCode => ({
  email,
  percent: WELCOME_PERCENT,
  prefix: "WELCOME",
  source: "welcome",
  description: `Newsletter welcome for ${email}`,
  usageLimit: 1,
  perEmailLimit: 1,
});

/** A subscriber's perk on extra orders: Bhūmi Devotee 10 %, Estate Partner 15 %, as often as they like. */
export const SUBSCRIBER_PERKS = { "bhumi-devotee": 10, "estate-partner": 15 } as const;

/**
 * A code only `email` can use (decision 127): the newsletter's welcome (single use, first order) and
 * the subscription plans' perks (Bhūmi Devotee 10 %, Estate Partner 15 % off extra orders). Answers
 * the code's text, e.g. "WELCOME-7KQ3M9".
 */
export async function issuePersonalCode(tx: Executor, personal: PersonalCode): Promise<string> {
  const alphabet = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
  for (;;) {
    const suffix = [...randomBytes(6)].map((byte) => alphabet[byte % alphabet.length]).join("");
    const code = normalizeCode(`${personal.prefix}-${suffix}`);
    const inserted = await tx
      .insert(discountCodes)
      .values({
        code,
        description: personal.description ?? `Personal code for ${personal.email}`,
        kind: "percent",
        value: personal.percent,
        usageLimit: personal.usageLimit === undefined ? 1 : personal.usageLimit,
        perEmailLimit: personal.perEmailLimit === undefined ? 1 : personal.perEmailLimit,
        firstOrderOnly: personal.firstOrderOnly ?? false,
        endsAt: personal.endsAt ?? null,
        email: personal.email.trim().toLowerCase(),
        source: personal.source,
      })
      .onConflictDoNothing({ target: discountCodes.code })
      .returning({ code: discountCodes.code });
    if (inserted[0]) return inserted[0].code;
  }
}
