import { Link } from "react-router";
import { cartSubtotal } from "@domain/cart";
import { formatRupees } from "@domain/money";
import { useCart } from "~/features/cart/cart-store";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/cart";

export function loader({ context }: Route.LoaderArgs) {
  return { origin: context.origin };
}

export function meta({ data }: Route.MetaArgs) {
  return pageMeta({ title: "Your Cart", path: "/cart", origin: data?.origin ?? "", noindex: true });
}

export default function Cart() {
  const items = useCart();
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-semibold">Your Cart</h1>
      {items.length === 0 ? (
        <p className="mt-6">
          Your cart is empty. <Link to="/shop" className="font-medium text-terracotta-600">Shop coffee</Link>
        </p>
      ) : (
        <>
          <ul className="mt-8 divide-y divide-coffee-800/10">
            {items.map((item, index) => (
              <li key={`${item.id}-${item.weight}-${item.brewingMethod}-${index}`} className="flex justify-between py-4">
                <span>
                  {item.quantity}x {item.name} ({item.weight}g)
                </span>
              </li>
            ))}
          </ul>
          <p className="mt-6 text-lg font-semibold">Subtotal {formatRupees(cartSubtotal(items))}</p>
        </>
      )}
    </section>
  );
}
