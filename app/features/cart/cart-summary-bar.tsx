import ShoppingBag from "lucide-react/icons/shopping-bag";
import { Link } from "react-router";
import { cartCount, cartSubtotal } from "@domain/cart";
import { formatRupees } from "@domain/money";
import { buttonVariants } from "~/components/ui/button";
import { useCart } from "./cart-store";

/** Floats at the bottom of the shop while the cart has something in it. */
export function CartSummaryBar() {
  const items = useCart();
  if (items.length === 0) return null;
  const count = cartCount(items);
  return (
    <aside
      aria-label="Cart summary"
      className="fixed inset-x-3 bottom-3 z-40 mx-auto max-w-xl rounded-full bg-coffee-900 py-2 pl-5 pr-2 text-cream-50 shadow-2xl sm:bottom-5"
    >
      <div className="flex items-center justify-between gap-3">
        <Link to="/cart" className="flex items-center gap-2 text-sm">
          <ShoppingBag aria-hidden className="size-5 text-gold-400" />
          <span>
            {count} {count === 1 ? "item" : "items"} ·{" "}
            <strong className="font-semibold">{formatRupees(cartSubtotal(items))}</strong>
          </span>
        </Link>
        <Link className={buttonVariants({ variant: "light", size: "sm" })} to="/checkout">
          Checkout
        </Link>
      </div>
    </aside>
  );
}
