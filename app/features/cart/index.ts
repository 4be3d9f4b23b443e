/** What other features may use from the cart (docs/decisions/060): its store, adding to it, and its totals. */
export { addProductToCart, moodCardAdd, OUT_OF_STOCK_TOAST, quickAdd, type Addable } from "./cart-actions";
export { clearCart, readCart, updateCartLine, useCart, useCartCount, writeCart } from "./cart-store";
export { OrderSummary, type AppliedDiscount } from "./order-summary";
