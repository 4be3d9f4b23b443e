/**
 * Placing and reading orders. `placeOrder` prices every line from the catalogue, adds shipping and
 * tax with the cart's own functions, and reserves the stock in the same transaction as the order (a
 * 409 naming the product rolls everything back). An Idempotency-Key makes a retried request get the
 * first answer. Prices are read just before the transaction, on its connection (on PGlite, as the
 * transaction's first statement; decision 179); a price changed in between is charged as it was a
 * moment ago, which is what the shopper saw.
 */
import {
  GIFT_ONLINE_LIMIT_PAISE,
  GIFT_TOO_LARGE,
  ORDER_HOLD_MINUTES,
  SCARCE_HOLD_MINUTES,
  type OrderInput,
  type OrderView,
  type ShopperRefund,
} from "@domain/orders";
import { buildInvoice, type Invoice } from "@domain/invoice";
import { toRupees } from "@domain/money";
import { totalsWithDiscount, type DiscountedTotals } from "@domain/totals";
import type { GrindPrices } from "@domain/grind";
import type { Config } from "../../config";
import type { Database, Executor } from "../../db/client";
import { HttpError } from "../../http/errors";
import {
  answerValues,
  committedAnswer,
  idempotencyRowKey,
  keyInFlight,
  requestHash,
  twinAnswer,
  type StoredAnswer,
} from "../../http/idempotency";
import { batchTakeValues } from "../stock/batches.repo";
import { batchesToTake, reserveStock } from "../stock/stock.repo";
import { checkCode, readCode, redeemCode, type CodeFacts, type PricedCode } from "../discounts/discounts.service";
import { clientKeyOf, holdValues, judgeHoldLimits, type HeldProduct } from "./hold-limits";
import { priceLines, priceOrderLines, readOrderProducts, type PricedLine } from "./order-pricing";
import { createOrderLinks } from "./order-links";
import { hashOrderToken, newOrderToken, orderTokenMatches } from "./order-token";
import {
  insertClaimedOrder,
  insertOrder,
  orderByNumber,
  orderViewById,
  settleOrder,
  shopperRefunds,
} from "./orders.repo";

/** The order's claim of its Idempotency-Key found a committed twin: the transaction rolls back, then replays. */
class KeyTaken extends Error {}

/** Far above any real basket, far below what an integer column holds. */
export const MAX_ORDER_SUBTOTAL_PAISE = 50_00_000_00;
const IDEMPOTENCY_SCOPE = "orders";

/** The calendar year in India (UTC+5:30), so an order placed on 1 January at 2 a.m. carries the new year. */
export function indianYear(date: Date): number {
  return new Date(date.getTime() + 330 * 60_000).getUTCFullYear();
}

/**
 * The discount step of pricing (decision 125): the code, checked against the server's own lines, and
 * the totals with its discount taken off before tax. Without a code: the plain totals, nothing shared.
 */
function priceWithCode(
  lines: PricedLine[],
  facts: CodeFacts | null,
): { totals: DiscountedTotals; lines: PricedLine[]; code: PricedCode | null } {
  const subtotal = lines.reduce((sum, line) => sum + line.totalPricePaise, 0);
  if (!facts) return { totals: totalsWithDiscount(subtotal, null), lines, code: null };
  const priced = checkCode(facts, lines);
  return {
    totals: totalsWithDiscount(subtotal, priced),
    lines: lines.map((line, i) => ({ ...line, discountPaise: priced.shares[i] ?? 0 })),
    code: priced,
  };
}

export type PlacedOrder = { order: OrderView; paymentStatus: { orderId: number; amount: number }; accessToken: string };
export type OrderWithInvoice = { order: OrderView; invoice: Invoice; refunds?: ShopperRefund[] };

/** The day an order to `pincode` placed at `at` is promised for (decision 150), or null when unknown. */
export type DeliveryPromise = (pincode: string, at: Date) => Promise<string | null>;

export function createOrdersService(
  database: Pick<Database, "db" | "kind" | "withConnection" | "inTransaction">,
  config: Pick<Config, "SHOP_GSTIN" | "publicOrigin">,
  secrets: { token: string; clientAddress: string },
  promiseFor: DeliveryPromise = async () => null,
  /** The owner's price change per grind option (decision 153); none by default. */
  grindPrices: () => Promise<GrindPrices> = async () => ({}),
) {
  const db = database.db;
  /** PGlite: one connection, one transaction at a time. */
  const serial = database.kind === "pglite";
  const tokenSecret = secrets.token;
  const links = createOrderLinks(tokenSecret);
  const withInvoice = (order: OrderView): OrderWithInvoice => ({
    order,
    invoice: buildInvoice(order, config.SHOP_GSTIN ?? null),
  });

  const readFacts = (executor: Executor, code: string | undefined, items: OrderInput["items"], email: string | null) =>
    code
      ? readCode(
          executor,
          code,
          items.map((item) => item.id),
          email,
        )
      : Promise.resolve(null);

  async function placeOrder(
    input: OrderInput,
    options: { idempotencyKey: string | null; clientIp: string | undefined },
  ): Promise<StoredAnswer & { replayed: boolean }> {
    const { idempotencyKey: key } = options;
    // Worked out only when needed: most requests of a sold-out drop are refused before any of them.
    let token: string | undefined;
    const accessToken = () => (token ??= newOrderToken(tokenSecret, key));
    let fingerprint: string | undefined;
    const hash = () => (fingerprint ??= requestHash(input));
    const replay = (stored: StoredAnswer) => ({
      status: stored.status,
      body: { ...(stored.body as object), accessToken: accessToken() },
      replayed: true,
    });
    // The promise is one pure computation over cached settings: no query on the drop's hot path.
    // A promise that cannot be worked out never stops an order.
    const promised = promiseFor(input.shippingAddress.pincode, new Date()).catch(() => null);
    // Both come from caches; awaited before a connection is held, so that a cache's own read, should it
    // need one, never waits for a connection held by a request waiting for it.
    const [prices, promisedDeliveryOn] = await Promise.all([grindPrices(), promised]);
    // One connection from the prices to the commit (decision 156). In a rush, requests queue for a
    // connection; the prices and stock are read when a request's turn comes, just before its transaction,
    // so a coffee that sold out while it waited is refused with that one read, and no request queues twice.
    // PGlite runs one transaction at a time, so there the read is the transaction's first statement
    // (decision 179): no other order can come between it and the commit, so neither the stock nor the
    // key needs a second look.
    return database.withConnection((conn) => {
      const transact = <T>(work: (tx: Executor) => Promise<T>) =>
        conn.transaction(() => work(database.inTransaction(conn)));
      return serial ? transact((tx) => priceAndPlace(tx, (work) => work(tx))) : priceAndPlace(conn, transact);
    });

    /** Reads and prices the order with `reader`, then places it in the transaction `transact` gives. */
    async function priceAndPlace(
      reader: Executor,
      transact: <T>(work: (tx: Executor) => Promise<T>) => Promise<T>,
    ): Promise<StoredAnswer & { replayed: boolean }> {
      // A replay (even of a twin that took the last bag, or the code's last use, a moment ago) answers as
      // the first request did: its answer comes with the products, in the same read.
      const found = await readOrderProducts(reader, input.items, key && idempotencyRowKey(IDEMPOTENCY_SCOPE, key));
      const first = key && found.twin ? committedAnswer(found.twin, hash()) : null;
      if (first) return replay(first);
      // A key is claimed and answered in one transaction, so on PGlite a twin is never seen half done.
      if (serial && found.twin) throw keyInFlight();
      const priced = priceLines(found.rows, input.items, prices);
      const discounted = priceWithCode(
        priced.lines,
        await readFacts(reader, input.discountCode, input.items, input.customerEmail),
      );
      const { terms } = priced;
      const { lines, totals, code } = discounted;
      if (totals.subtotal > MAX_ORDER_SUBTOTAL_PAISE) {
        throw new HttpError(400, "This order is too large to place online. Please write to us.", {
          items: "This order is too large to place online. Please write to us.",
        });
      }
      if (input.gift && totals.subtotal - totals.discount >= GIFT_ONLINE_LIMIT_PAISE)
        throw new HttpError(400, GIFT_TOO_LARGE, { gift: GIFT_TOO_LARGE });
      try {
        return await transact(placeInTransaction);
      } catch (error) {
        // The twin's answer, read once this transaction (and the order it inserted) has rolled back.
        if (error instanceof KeyTaken) return replay(await twinAnswer(reader, IDEMPOTENCY_SCOPE, key!, hash()));
        throw error;
      }

      async function placeInTransaction(tx: Executor): Promise<StoredAnswer & { replayed: boolean }> {
        // The transaction's statements are prepared once per connection, not per order (decision 162).
        const now = new Date();
        const scarce = lines.some((line) => terms.get(line.productId)?.limited);
        const holdMinutes = scarce ? SCARCE_HOLD_MINUTES : ORDER_HOLD_MINUTES;
        const clientKey = clientKeyOf(secrets.clientAddress, options.clientIp);
        const newOrder = {
          orderYear: indianYear(now),
          customerName: input.customerName,
          customerEmail: input.customerEmail,
          customerPhone: input.customerPhone,
          shippingAddress: input.shippingAddress,
          expiresAt: new Date(now.getTime() + holdMinutes * 60_000),
          accessTokenHash: hashOrderToken(accessToken()),
          siteOrigin: config.publicOrigin,
          clientKey,
          discountCode: code?.code ?? null,
          promisedDeliveryOn,
          gift: input.gift ?? null,
        };
        // On PostgreSQL a twin may be on its way on another connection: the key's claim, in the order's own
        // insert (decision 180), waits for it; when it committed, this transaction rolls back and replays.
        const order =
          key && !serial
            ? await insertClaimedOrder(
                tx,
                { key: idempotencyRowKey(IDEMPOTENCY_SCOPE, key), scope: IDEMPOTENCY_SCOPE, hash: hash() },
                newOrder,
                totals,
                lines,
              )
            : await insertOrder(tx, newOrder, totals, lines);
        if (!order) throw new KeyTaken();
        const body = { order, paymentStatus: { orderId: order.id, amount: toRupees(order.totalPaise) } };
        // Last before commit, so the hot product rows stay locked for as short a time as possible: the
        // reservation, then one statement under its locks (decision 181) that takes the bags from their
        // batches, stores the key's answer and reads the visitor's limits (which need those locks to see a
        // twin order; decision 032).
        const left = await reserveStock(tx, order.id, lines, { batches: "in-next-statement" });
        // The code's use after the stock: every order locks its products (ascending id) and then the
        // code, one order for all, so none waits on another in a circle; and shoppers with a code queue
        // for a hot product as fairly as those without (decision 126).
        if (code) await redeemCode(tx, code, { id: order.id, email: input.customerEmail });
        const held: HeldProduct[] = [...left].map(([productId, stockAfter]) => ({
          productId,
          stockAfter,
          name: terms.get(productId)?.name ?? `Product ${productId}`,
          maxPerCustomer: terms.get(productId)?.maxPerCustomer ?? null,
        }));
        const subject = { email: input.customerEmail, phone: input.customerPhone, clientKey };
        const limits = await settleOrder(tx, {
          ...batchTakeValues(batchesToTake(lines, left), order.id),
          ...answerValues(IDEMPOTENCY_SCOPE, key, hash, { status: 201, body }),
          ...holdValues(subject, held),
        });
        judgeHoldLimits(limits, held);
        return { status: 201, body: { ...body, accessToken: accessToken() } satisfies PlacedOrder, replayed: false };
      }
    }
  }

  /**
   * The order for whoever holds one of its tokens — the ordering browser's, or the one in its mail's
   * link (decision 033); null (→ one 404) for a wrong token or an unknown number.
   */
  async function orderForToken(orderNumber: string, token: string): Promise<OrderWithInvoice | null> {
    const row = await orderByNumber(db, orderNumber);
    if (!row || !(orderTokenMatches(token, row.accessTokenHash) || links.matches(row.orderNumber, token))) return null;
    return { ...withInvoice((await orderViewById(db, row.id))!), refunds: await shopperRefunds(db, row.id) };
  }

  /** An order opened by a lookup code, with the link token the browser keeps to read it again. */
  async function openedByCode(orderId: number): Promise<OrderWithInvoice & { accessToken: string }> {
    const found = withInvoice((await orderViewById(db, orderId))!);
    return { ...found, refunds: await shopperRefunds(db, orderId), accessToken: links.token(found.order.orderNumber) };
  }

  /** "Have a code?": the cart priced by the server with the code, or a 400 naming the rule that failed. */
  async function quote(input: { items: OrderInput["items"]; discountCode?: string; customerEmail?: string }) {
    const [{ lines }, facts] = await Promise.all([
      grindPrices().then((prices) => priceOrderLines(db, input.items, prices)),
      readFacts(db, input.discountCode, input.items, input.customerEmail ?? null),
    ]);
    const priced = priceWithCode(lines, facts);
    return {
      discountCode: priced.code?.code ?? null,
      offer: priced.code ? { kind: priced.code.kind, freeShipping: priced.code.freeShipping } : null,
      subtotalPaise: priced.totals.subtotal,
      discountPaise: priced.totals.discount,
      shippingPaise: priced.totals.shipping,
      taxPaise: priced.totals.tax,
      totalPaise: priced.totals.total,
      lineDiscountsPaise: priced.lines.map((line) => line.discountPaise ?? 0),
    };
  }

  return {
    placeOrder,
    quote,
    orderForToken,
    openedByCode,
    withInvoice,
    linkToken: (orderNumber: string) => links.token(orderNumber),
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
