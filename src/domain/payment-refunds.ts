/**
 * Refunds (decision 052): what the owner may ask for, and the arithmetic every side agrees on. A refund
 * is an amount in whole paise, or chosen order lines (their price plus their share of the 18 % tax); it
 * never exceeds what was captured minus what was already refunded or is on its way back.
 */
import { z } from "zod";
import type { Paise } from "./money";
import { TAX_RATE_PERCENT } from "./totals";

export const REFUND_STATUSES = ["pending", "processed", "failed"] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const REFUND_MESSAGES = {
  amountOrLines: "Choose an amount or the lines to refund",
  amount: "The amount must be a whole number of paise above zero",
  notPaid: "Only a paid order can be refunded",
  nothingLeft: "Everything paid for this order has already been refunded",
  tooMuch: (left: Paise) => `At most ${left} paise is left to refund on this order`,
  unknownLine: "That line is not part of this order",
  tooManyBags: "More bags than the line has",
  idempotencyKey: "Send an Idempotency-Key header (10–40 letters, digits, - or _) so a double click refunds once",
} as const;

const MAX_PAISE = 2_147_483_647;

export const RefundInput = z
  .object({
    amountPaise: z
      .number({ error: REFUND_MESSAGES.amount })
      .int(REFUND_MESSAGES.amount)
      .positive(REFUND_MESSAGES.amount)
      .max(MAX_PAISE, REFUND_MESSAGES.amount)
      .optional(),
    lines: z
      .array(
        z.object({
          itemId: z.number({ error: REFUND_MESSAGES.unknownLine }).int().positive().max(MAX_PAISE),
          quantity: z.number({ error: REFUND_MESSAGES.tooManyBags }).int().positive().max(999),
        }),
        { error: REFUND_MESSAGES.amountOrLines },
      )
      .min(1, REFUND_MESSAGES.amountOrLines)
      .max(50)
      .optional(),
    /** Put the refunded lines' bags back on the shelf (they never left). */
    restock: z.boolean({ error: "restock must be true or false" }).default(false),
    reason: z
      .string({ error: "reason must be text" })
      .trim()
      .max(300, "reason must be at most 300 characters")
      .default("")
      .transform((reason) => reason || "Refunded by the shop"),
  })
  .superRefine((input, ctx) => {
    if ((input.amountPaise === undefined) === (input.lines === undefined))
      ctx.addIssue({ code: "custom", path: ["amountPaise"], message: REFUND_MESSAGES.amountOrLines });
  });
export type RefundInput = z.infer<typeof RefundInput>;

export const REFUND_IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{10,40}$/;

/**
 * Some bags of an order line as a refund counts them, with their share of the line's part of a discount
 * code (decision 125) rounded down: the whole line takes all of it, part of a line never more than its
 * bags' part. The server refunds by this and the admin's preview shows it.
 */
export function refundedBags(
  line: { unitPricePaise: Paise; quantity: number; discountPaise: Paise },
  bags: number,
): { unitPricePaise: Paise; quantity: number; discountPaise: Paise } {
  return {
    unitPricePaise: line.unitPricePaise,
    quantity: bags,
    discountPaise: Math.floor((line.discountPaise * bags) / line.quantity),
  };
}

type RefundedLine = { unitPricePaise: Paise; quantity: number; discountPaise?: Paise };

/** The taxable value of chosen lines: their price less their share of a discount code (decision 125). */
export function linesPricePaise(lines: RefundedLine[]): Paise {
  return lines.reduce((sum, line) => sum + line.unitPricePaise * line.quantity - (line.discountPaise ?? 0), 0);
}

/** What chosen lines cost the shopper: their taxable value and the tax on it. */
export function linesRefundPaise(lines: RefundedLine[]): Paise {
  const price = linesPricePaise(lines);
  return price + Math.round((price * TAX_RATE_PERCENT) / 100);
}

/**
 * A refund's own number, the one the provider's notes and the order sheet show: the order's number and
 * the refund's place among the order's refunds, oldest first (`BB-2026-000042-R2`).
 */
export function formatRefundNumber(orderNumber: string, position: number): string {
  return `${orderNumber}-R${position}`;
}

/** Captured minus every refund not failed (processed or still on its way). */
export function refundablePaise(capturedPaise: Paise, refunds: { amountPaise: Paise; status: RefundStatus }[]): Paise {
  const out = refunds.filter((r) => r.status !== "failed").reduce((sum, r) => sum + r.amountPaise, 0);
  return Math.max(0, capturedPaise - out);
}

/** The order's payment status once refunds are counted. */
export function paymentStatusAfterRefunds(
  capturedPaise: Paise,
  refunds: { amountPaise: Paise; status: RefundStatus }[],
): "paid" | "partially_refunded" | "refunded" {
  const left = refundablePaise(capturedPaise, refunds);
  if (left === capturedPaise) return "paid";
  return left === 0 ? "refunded" : "partially_refunded";
}

/** A refund's state only moves forward: pending → processed or failed, never back. */
export function nextRefundStatus(current: RefundStatus, reported: RefundStatus): RefundStatus {
  return current === "pending" ? reported : current;
}
