import ShoppingBag from "lucide-react/icons/shopping-bag";
import { useEffect, useMemo } from "react";
import { Link } from "react-router";
import { purchasableSubtotal, repriceCart, toCatalogueEntry } from "@domain/cart";
import { Button, buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import { CartLine } from "~/features/cart/cart-line";
import { updateCartLine, useCart, writeCart } from "~/features/cart/cart-store";
import { OrderSummary } from "~/components/cart/order-summary";
import { DeliveryCheck } from "~/features/delivery";
import { toast } from "~/lib/toast";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/cart";

/** Today's prices for every product, so the cart shows what the server will charge. */
export async function loader({ context }: Route.LoaderArgs) {
  const products = await context.services.catalog.listProducts();
  const grindPrices = await context.services.grindPrices();
  return { catalogue: products.map(toCatalogueEntry), origin: context.origin, grindPrices };
}

export function meta({ data }: Route.MetaArgs) {
  return pageMeta({ title: "Your Cart", path: "/cart", origin: data?.origin ?? "", noindex: true });
}

export default function Cart({ loaderData }: Route.ComponentProps) {
  const items = useCart();
  const catalogue = useMemo(
    () => new Map(loaderData.catalogue.map((entry) => [entry.id, entry])),
    [loaderData.catalogue],
  );
  const grindPrices = loaderData.grindPrices;
  const lines = useMemo(() => repriceCart(items, catalogue, grindPrices), [items, catalogue, grindPrices]);
  const subtotal = purchasableSubtotal(lines);
  const canCheckout = lines.length > 0 && lines.every((line) => line.available && line.inStock);

  // Keep the stored cart at today's prices, so checkout and every tab agree with this page.
  useEffect(() => {
    if (lines.some((line) => line.available && line.priceChanged)) {
      writeCart(lines.map(({ slug: _s, available: _a, inStock: _i, priceChanged: _p, ...item }) => item));
    }
  }, [lines]);

  function setQuantity(index: number, quantity: number) {
    updateCartLine(index, quantity);
    if (quantity <= 0) toast({ title: "Item Removed", description: "Item has been removed from your cart" });
  }

  if (items.length === 0) {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
        <span className="grid size-20 place-items-center rounded-full bg-cream-100">
          <ShoppingBag aria-hidden className="size-9 text-coffee-400" />
        </span>
        <h1 className="mt-6 text-3xl font-semibold">Your cart is empty</h1>
        <p className="mt-3 text-coffee-500">Find a coffee for how you feel today — it will wait for you here.</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link className={buttonVariants()} to="/shop">
            Browse Coffees
          </Link>
          <Link className={buttonVariants({ variant: "outline" })} to="/checkout">
            Go to Checkout
          </Link>
        </div>
      </section>
    );
  }

  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <h1 className="text-4xl font-semibold">Your Cart</h1>
      <div className="mt-8 grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <ul className="min-w-0 divide-y divide-coffee-800/10 border-y border-coffee-800/10" aria-label="Cart items">
          {lines.map((line, index) => (
            <CartLine
              key={`${line.id}-${line.weight}-${line.brewingMethod}`}
              line={line}
              stock={catalogue.get(line.id)?.stockQuantity ?? null}
              roastedOn={catalogue.get(line.id)?.nextRoastOn ?? null}
              onQuantity={(q) => setQuantity(index, q)}
            />
          ))}
        </ul>
        <aside
          aria-label="Order summary"
          className="h-fit rounded-[var(--radius-card)] border border-coffee-800/10 bg-white p-6 lg:sticky lg:top-28"
        >
          <h2 className="mb-4 text-xl font-semibold">Order summary</h2>
          <OrderSummary subtotal={subtotal} />
          <div className="mt-6">
            <DeliveryCheck subtotal={null} />
          </div>
          {canCheckout ? (
            <Link className={cn(buttonVariants({ size: "lg" }), "mt-6 w-full")} to="/checkout">
              Proceed to Checkout
            </Link>
          ) : (
            <>
              {/* Disabled in look and in fact, with the reason beside it: no silent button. */}
              <Button type="button" size="lg" className="mt-6 w-full" disabled aria-describedby="checkout-blocked">
                Proceed to Checkout
              </Button>
              <p id="checkout-blocked" className="mt-3 text-sm font-medium text-terracotta-600">
                Change or remove the marked{" "}
                {lines.filter((l) => !l.available || !l.inStock).length === 1 ? "item" : "items"} above to check out.
              </p>
            </>
          )}
          <Link to="/shop" className="mt-4 block text-center text-sm font-medium text-coffee-500 hover:text-coffee-800">
            Continue shopping
          </Link>
        </aside>
      </div>
    </section>
  );
}
