/**
 * How much one visitor may hold unpaid (decision 032). An unpaid order sets its bags aside for the
 * shopper, so without a limit one visitor could hold every bag of every coffee, again and again. A
 * visitor is the same e-mail, the same phone (its last 10 digits) or the same address (IPv6: its /64;
 * a keyed hash, never the address itself; loopback is not counted — see the decision):
 *
 * - unpaid orders held at once: 5 per e-mail or phone, 10 per address (429, until one is paid or released);
 * - bags of one product held unpaid: at most a fifth of what is there for them (the shelf now plus what
 *   they hold), and never fewer than 10 — so one visitor cannot take a scarce coffee alone (409);
 * - the owner's per-customer cap on a product (a limited drop), over the customer's unpaid AND paid
 *   orders by e-mail or phone (409).
 *
 * Checked by ONE statement inside the order's own transaction, after its stock is reserved: the
 * order's product rows are locked by then, so two orders for the same product from one visitor take
 * turns and the second sees the first. A failed payment releases its bags and stops counting; retrying
 * it (the same order) never passes through here, so a shopper retrying is never blocked.
 */
import { createHmac } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { preparedSql } from "../../db/prepared";
import { isLoopback, addressSubject } from "../../http/client-address";
import { HttpError } from "../../http/errors";
import { tooManyRequests } from "../../http/rate-limit";

export const HELD_ORDERS_PER_CONTACT = 5;
export const HELD_ORDERS_PER_ADDRESS = 10;
export const HOLD_SHARE = 0.2;
export const HOLD_FLOOR = 10;

export type HoldSubject = { email: string; phone: string; clientKey: string | null };
export type HeldProduct = {
  productId: number;
  name: string;
  /** The stock left after this order's reservation; null when the product does not track inventory. */
  stockAfter: number | null;
  maxPerCustomer: number | null;
};

/** The keyed hash an order keeps of its client's address; null for loopback (not counted). */
export function clientKeyOf(secret: string, ip: string | undefined): string | null {
  if (!ip || isLoopback(ip)) return null;
  return createHmac("sha256", secret).update(addressSubject(ip)).digest("base64url").slice(0, 32);
}

export const phoneKey = (phone: string) => phone.replace(/\D/g, "").slice(-10);

/** Most bags of a product one visitor may hold unpaid when `available` are there for them. */
export function holdCap(available: number): number {
  return Math.max(HOLD_FLOOR, Math.ceil(available * HOLD_SHARE));
}

export type HoldRow = {
  product_id: number | null;
  contact_held: number;
  address_held: number;
  wait_s: number | null;
  held_bags: number;
  bought_bags: number;
};

const ordersMessage = (n: number) =>
  `You already have ${n} orders waiting for payment. Please pay for one of them, or wait until they are released, before placing another.`;

/**
 * What the visitor holds, as a statement's main query: the database function `hold_limits` (migration 0020),
 * planned with sequential scans off: a plan kept from when the orders were few would otherwise read every
 * order and line at each new order once they are many (decision 163). An order puts it in its last
 * statement (decision 181), which must start after its products' rows were locked. Placeholders from
 * `holdValues`.
 */
export const holdLimitsSql = sql`select * from hold_limits(${sql.placeholder("email")}::text,
  ${sql.placeholder("phone")}::text, ${sql.placeholder("clientKey")}::text, ${sql.placeholder("ids")}::int[])`;

/** Alone, prepared once per executor (decision 162). */
const holdQuery = preparedSql<HoldRow>("hold_limits", holdLimitsSql);

export function holdValues(subject: HoldSubject, products: readonly HeldProduct[]) {
  return {
    email: subject.email,
    phone: phoneKey(subject.phone),
    clientKey: subject.clientKey,
    ids: products.map((p) => p.productId),
  };
}

/** Throws 429 or 409 (rolling the order back) when this order takes the visitor past a limit. */
export async function checkHoldLimits(
  tx: Executor,
  subject: HoldSubject,
  products: readonly HeldProduct[],
): Promise<void> {
  judgeHoldLimits(await holdQuery(tx, holdValues(subject, products)), products);
}

/** The same verdict on rows `holdLimitsSql` read. */
export function judgeHoldLimits(rows: readonly HoldRow[], products: readonly HeldProduct[]): void {
  const totals = rows.find((row) => row.product_id === null)!;
  const wait = Math.max(60, totals.wait_s ?? 60);
  if (totals.contact_held > HELD_ORDERS_PER_CONTACT)
    throw tooManyRequests(wait, ordersMessage(HELD_ORDERS_PER_CONTACT));
  if (totals.address_held > HELD_ORDERS_PER_ADDRESS)
    throw tooManyRequests(wait, ordersMessage(HELD_ORDERS_PER_ADDRESS));
  for (const product of products) {
    const row = rows.find((r) => r.product_id === product.productId);
    const held = row?.held_bags ?? 0;
    const bought = row?.bought_bags ?? 0;
    if (product.maxPerCustomer !== null && bought > product.maxPerCustomer)
      throw capError(product, `${product.name} is limited to ${product.maxPerCustomer} bags per customer`);
    if (product.stockAfter !== null && held > holdCap(product.stockAfter + held)) {
      const cap = holdCap(product.stockAfter + held);
      throw capError(product, `You can set aside at most ${cap} bags of ${product.name} at a time`);
    }
  }
}

/** A 409 naming the product, like running out of stock: the page points at that cart line. */
export class HoldLimitError extends HttpError {
  constructor(
    readonly productId: number,
    message: string,
  ) {
    super(409, message, { items: message });
  }
}

const capError = (product: HeldProduct, message: string) => new HoldLimitError(product.productId, message);
