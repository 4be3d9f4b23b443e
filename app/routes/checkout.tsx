import { Link } from "react-router";
import { cartCount, purchasableSubtotal, repriceCart, toCatalogueEntry } from "@domain/cart";
import { Button } from "~/components/ui/button";
import { useCart } from "~/features/cart/cart-store";
import { OrderSummary } from "~/features/cart/order-summary";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/checkout";

export async function loader({ context }: Route.LoaderArgs) {
  const products = await context.services.catalog.listProducts();
  return { origin: context.origin, catalogue: products.map(toCatalogueEntry) };
}

export function meta({ data }: Route.MetaArgs) {
  return pageMeta({ title: "Checkout", path: "/checkout", origin: data?.origin ?? "", noindex: true });
}

/** Online payment is not open yet: the page says so plainly and keeps the cart's totals in view. */
export default function Checkout({ loaderData }: Route.ComponentProps) {
  const items = useCart();
  const lines = repriceCart(items, new Map(loaderData.catalogue.map((entry) => [entry.id, entry])));
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-semibold">Checkout</h1>
      <p className="mt-4 text-lg text-coffee-600">
        Online payment (UPI, cards and net banking) opens very soon. Your cart is saved on this device — come back and it will be waiting.
      </p>
      {items.length > 0 ? (
        <div className="mt-8 rounded-[var(--radius-card)] border border-coffee-800/10 bg-white p-6">
          <p className="mb-4 font-semibold">
            {cartCount(items)} {cartCount(items) === 1 ? "bag" : "bags"} in your cart
          </p>
          <OrderSummary subtotal={purchasableSubtotal(lines)} />
        </div>
      ) : null}
      <div className="mt-8 flex flex-wrap gap-3">
        <Button asChild>
          <Link to="/cart">Back to Cart</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/shop">Keep Shopping</Link>
        </Button>
      </div>
    </section>
  );
}
