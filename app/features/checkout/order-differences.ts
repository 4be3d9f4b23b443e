/**
 * What changed between the cart the shopper filled and the order the server priced: a price that
 * moved, a line that was dropped or cut. The payment step says so plainly before anyone pays.
 */
import { cartSubtotal, type CartItem } from "@domain/cart";
import { formatRupees, toPaise, type Paise } from "@domain/money";
import type { OrderView } from "@domain/orders";
import { totalsWithDiscount } from "@domain/totals";

/** `pricesOnly`: every note is a changed price (no line dropped, cut or added). */
export type OrderDifferences = { notes: string[]; pricesOnly: boolean; cartTotal: Paise; orderTotal: Paise };

const bags = (n: number) => `${n} ${n === 1 ? "bag" : "bags"}`;

export function orderDifferences(
  cart: readonly CartItem[],
  order: Pick<OrderView, "items" | "totalPaise"> &
    Partial<Pick<OrderView, "discountCode" | "discountPaise" | "shippingPaise">>,
): OrderDifferences {
  const unmatched = [...order.items];
  const notes: string[] = [];
  let otherChanges = 0;
  for (const line of cart) {
    const grams = Number(line.weight);
    const sameProduct = (item: OrderView["items"][number]) => item.productId === line.id && item.weight === grams;
    // Prefer the line with the same quantity, so two lines of one coffee (two brewing methods) pair up right.
    let index = unmatched.findIndex((item) => sameProduct(item) && item.quantity === line.quantity);
    if (index === -1) index = unmatched.findIndex(sameProduct);
    const label = `${line.name} (${line.weight}g)`;
    if (index === -1) {
      notes.push(`${label} is not in the order.`);
      otherChanges++;
      continue;
    }
    const [item] = unmatched.splice(index, 1);
    if (!item) continue;
    if (item.unitPricePaise !== toPaise(line.price)) {
      notes.push(
        `${label} now costs ${formatRupees(item.unitPricePaise)} a bag (your cart said ${formatRupees(toPaise(line.price))}).`,
      );
    }
    if (item.quantity !== line.quantity) {
      notes.push(`${label}: ${bags(item.quantity)} in the order (your cart had ${line.quantity}).`);
      otherChanges++;
    }
  }
  for (const item of unmatched) {
    notes.push(`${item.productName} (${item.weight}g) was added to the order.`);
    otherChanges++;
  }
  // The cart with the order's code (the shopper applied it knowingly): only other changes are news.
  const cartTotal = totalsWithDiscount(
    cartSubtotal(cart),
    order.discountCode ? { discountPaise: order.discountPaise ?? 0, freeShipping: order.shippingPaise === 0 } : null,
  ).total;
  if (notes.length === 0 && cartTotal !== order.totalPaise) {
    notes.push(`The total is ${formatRupees(order.totalPaise)} (your cart said ${formatRupees(cartTotal)}).`);
  }
  return { notes, pricesOnly: otherChanges === 0, cartTotal, orderTotal: order.totalPaise };
}
