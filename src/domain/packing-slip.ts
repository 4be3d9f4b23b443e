/**
 * What a packing slip is printed from. A gift's (decision 154) carries no money at all: the box goes to
 * someone who was given it, so the slip's data leaves out every price, total and tax — not only the page.
 */
import type { OrderView } from "./orders";

type OrderPriceKey =
  | "subtotal"
  | "subtotalPaise"
  | "discountCode"
  | "discount"
  | "discountPaise"
  | "shipping"
  | "shippingPaise"
  | "tax"
  | "taxPaise"
  | "codFeePaise"
  | "totalAmount"
  | "totalPaise";
type LinePriceKey = "unitPrice" | "unitPricePaise" | "totalPrice" | "totalPricePaise" | "discountPaise";
type Line = OrderView["items"][number];

/** An order as a packing slip needs it: prices may be there (not a gift) or not (a gift). */
export type SlipOrder = Omit<OrderView, OrderPriceKey | "items"> &
  Partial<Pick<OrderView, OrderPriceKey>> & { items: (Omit<Line, LinePriceKey> & Partial<Pick<Line, LinePriceKey>>)[] };

const ORDER_PRICE_KEYS = new Set<string>([
  "subtotal",
  "discountCode",
  "discount",
  "shipping",
  "tax",
  "totalAmount",
] satisfies OrderPriceKey[]);
const LINE_PRICE_KEYS = new Set<string>(["unitPrice", "totalPrice"] satisfies LinePriceKey[]);
/** Any figure in paise or named a price, including ones added to the view later (a grind's surcharge…). */
const isMoney = (key: string, named: Set<string>) => named.has(key) || /Paise$|Price/.test(key);

const without = <T extends object>(value: T, named: Set<string>) =>
  Object.fromEntries(Object.entries(value).filter(([key]) => !isMoney(key, named)));

export function slipOrderOf(order: OrderView): SlipOrder {
  if (!order.gift) return order;
  return {
    ...(without(order, ORDER_PRICE_KEYS) as Omit<OrderView, OrderPriceKey | "items">),
    items: order.items.map((item) => without(item, LINE_PRICE_KEYS) as Omit<Line, LinePriceKey>),
  };
}
