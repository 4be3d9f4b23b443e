import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/orders";

export function loader({ context }: Route.LoaderArgs) {
  return { origin: context.origin };
}

export function meta({ data }: Route.MetaArgs) {
  return pageMeta({ title: "Your Orders", path: "/orders", origin: data?.origin ?? "", noindex: true });
}

export default function Orders() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-semibold">Your Orders</h1>
      <p className="mt-4 text-lg text-coffee-600">
        Order history appears here once online ordering opens. For anything about an order, write to us and we will reply within a working day.
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Button asChild>
          <Link to="/contact">Contact Us</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/shop">Shop Coffee</Link>
        </Button>
      </div>
    </section>
  );
}
