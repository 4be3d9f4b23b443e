/**
 * What other features may use from the cart (docs/decisions/060): its store and adding to it. The totals box
 * is `~/components/cart/order-summary`: every page imports this index (the header's count), and what it
 * exports is on every page (issue 22).
 */
export { addProductToCart, moodCardAdd, OUT_OF_STOCK_TOAST, quickAdd, type Addable } from "./cart-actions";
export { clearCart, readCart, updateCartLine, useCart, useCartCount, writeCart } from "./cart-store";
export type { AppliedDiscount } from "~/components/cart/order-summary";
