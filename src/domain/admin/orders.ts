/**
 * The admin's order and stock payloads (any status from any other; a tracking number forces shipped: decision 011;
 * the tracking number is a courier's AWB, checked against its shape: decision 151).
 */
import { z } from "zod";
import { awbProblem, COURIER_IDS, normaliseAwb, type CourierId } from "../couriers";
import { ORDER_STATUSES, PAYMENT_STATUSES, type OrderStatus, type PaymentStatus } from "../orders";
import { optionalText, wholeNumber } from "./fields";

/** What an order patch changes; a courier travels with its AWB (both set, or both cleared with null). */
type OrderChanges = {
  status?: OrderStatus;
  paymentStatus?: PaymentStatus;
  courier?: CourierId | null;
  trackingNumber?: string | null;
};

export const OrderPatch = z
  .object({
    status: z.enum(ORDER_STATUSES, { error: `Status must be one of: ${ORDER_STATUSES.join(", ")}` }).optional(),
    paymentStatus: z
      .enum(PAYMENT_STATUSES, { error: `Payment status must be one of: ${PAYMENT_STATUSES.join(", ")}` })
      .optional(),
    /** Who carries the parcel (decision 151); sent with the AWB. An AWB without one is "other". */
    courier: z.preprocess(
      (v) => (v === "" ? undefined : v),
      z.enum(COURIER_IDS, { error: `Courier must be one of: ${COURIER_IDS.join(", ")}` }).optional(),
    ),
    /** The AWB number: entering one forces status shipped; "" or null clears it and the courier. */
    trackingNumber: z.preprocess(
      (v) => (typeof v === "string" ? (v.trim() === "" ? null : v.trim()) : v),
      z
        .string({ error: "Tracking number must be text" })
        .max(100, "Tracking number must be at most 100 characters")
        .nullable()
        .optional(),
    ),
  })
  .refine((p) => p.status !== undefined || p.paymentStatus !== undefined || p.trackingNumber !== undefined, {
    message: "Nothing to update: send status, paymentStatus or trackingNumber",
    path: ["status"],
  })
  .refine((p) => p.courier === undefined || typeof p.trackingNumber === "string", {
    message: "Send the AWB number (trackingNumber) with the courier",
    path: ["trackingNumber"],
  })
  .transform((p, ctx): OrderChanges => {
    if (typeof p.trackingNumber !== "string") return { ...p, courier: p.trackingNumber === null ? null : undefined };
    const courier: CourierId = p.courier ?? "other";
    const trackingNumber = normaliseAwb(courier, p.trackingNumber);
    const problem = awbProblem(courier, trackingNumber);
    if (problem) {
      ctx.addIssue({ code: "custom", path: ["trackingNumber"], message: `Tracking number: ${problem}` });
      return z.NEVER;
    }
    return { ...p, courier, trackingNumber };
  });
export type OrderPatch = z.output<typeof OrderPatch>;

export const ORDER_SORTS = ["orderNumber", "customer", "bags", "totalPaise", "status", "paymentStatus"] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];
/** Newest first: order numbers are issued in sequence. */
export const DEFAULT_ORDER_SORT = { sort: "orderNumber", dir: "desc" } as const satisfies {
  sort: OrderSort;
  dir: "asc" | "desc";
};

/** `GET /api/admin/orders` filters. `view=pending-payment`: unpaid orders that are not cancelled. */
export const OrderQuery = z.object({
  status: z.preprocess(
    (v) => (v === "" || v === "all" ? undefined : v),
    z.enum(ORDER_STATUSES, { error: "Unknown status" }).optional(),
  ),
  paymentStatus: z.preprocess(
    (v) => (v === "" || v === "all" ? undefined : v),
    z.enum(PAYMENT_STATUSES, { error: "Unknown payment status" }).optional(),
  ),
  view: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.enum(["pending-payment"], { error: "Unknown view" }).optional(),
  ),
  q: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.string().trim().max(100, "Search must be at most 100 characters").optional(),
  ),
  limit: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.coerce.number({ error: "limit must be a number" }).int().min(1).max(1000).default(500),
  ),
  offset: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.coerce.number({ error: "offset must be a number" }).int().min(0).default(0),
  ),
  /** The column the whole list is ordered by (the admin table's column ids); newest first by default. */
  sort: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.enum(ORDER_SORTS, { error: `sort must be one of: ${ORDER_SORTS.join(", ")}` }).default(DEFAULT_ORDER_SORT.sort),
  ),
  dir: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.enum(["asc", "desc"], { error: "dir must be asc or desc" }).default(DEFAULT_ORDER_SORT.dir),
  ),
});
export type OrderQuery = z.output<typeof OrderQuery>;

export const STOCK_ADJUST_REASONS = ["restock", "adjustment", "correction"] as const;

/** A quick stock change: `delta` bags in or out, or `stockQuantity` to set the count outright. */
export const StockAdjustInput = z
  .object({
    delta: wholeNumber("Change", -1_000_000, 1_000_000),
    stockQuantity: wholeNumber("Stock", 0, 1_000_000),
    reason: z.preprocess(
      (v) => (v === "" || v === undefined ? "adjustment" : v),
      z.enum(STOCK_ADJUST_REASONS, { error: `Reason must be one of: ${STOCK_ADJUST_REASONS.join(", ")}` }),
    ),
    note: optionalText("Note", 300),
  })
  .refine((s) => (s.delta === undefined) !== (s.stockQuantity === undefined), {
    message: "Send either a change (delta) or a new stock figure",
    path: ["delta"],
  })
  .refine((s) => s.delta !== 0, { message: "The change must not be zero", path: ["delta"] });
export type StockAdjustInput = z.output<typeof StockAdjustInput>;

/** The most orders one print of packing slips takes. */
export const SLIPS_LIMIT = 200;

/**
 * `GET /api/admin/orders/slips`: the orders to print slips for — `orders=12,13` (ids, from an order's
 * sheet) or `ready=1`, every order ready to ship (confirmed or being roasted, paid or cash on delivery).
 */
export const SlipQuery = z
  .object({
    orders: z.preprocess(
      (v) => (v === "" || v === undefined ? undefined : typeof v === "string" ? v.split(",") : v),
      z
        .array(z.coerce.number({ error: "orders must be order ids" }).int("orders must be order ids").positive(), {
          error: "orders must be order ids separated by commas",
        })
        .max(SLIPS_LIMIT, `At most ${SLIPS_LIMIT} orders at once`)
        .optional(),
    ),
    ready: z.preprocess(
      (v) => (v === "" || v === undefined ? undefined : v),
      z.enum(["1"], { error: "ready must be 1" }).optional(),
    ),
  })
  .refine((q) => (q.orders === undefined) !== (q.ready === undefined), {
    message: "Send either orders (ids) or ready=1",
    path: ["orders"],
  });
export type SlipQuery = z.output<typeof SlipQuery>;
