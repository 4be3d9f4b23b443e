import ShoppingBag from "lucide-react/icons/shopping-bag";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { useOrderHistory } from "~/features/orders";

/** An empty cart has nothing to check out: say so and point back to the coffee, never sample items. */
export default function EmptyCheckout() {
  const hasOrders = useOrderHistory().length > 0;
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-12 text-center sm:py-16">
      <span className="grid size-20 place-items-center rounded-full bg-cream-100">
        <ShoppingBag aria-hidden className="size-9 text-coffee-400" />
      </span>
      <h2 className="mt-6 text-3xl font-semibold">Your cart is empty</h2>
      <p className="mt-3 text-coffee-500">Pick a coffee for how you feel today, then come back here.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link className={buttonVariants()} to="/shop">
          Browse Coffees
        </Link>
        <Link className={buttonVariants({ variant: "outline" })} to={hasOrders ? "/orders" : "/discover-your-mood"}>
          {hasOrders ? "Your Orders" : "Find Your Coffee Mood"}
        </Link>
      </div>
    </section>
  );
}
