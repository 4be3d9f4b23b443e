import { OrdersPage } from "~/features/orders/orders-page";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/orders";

export function loader({ context }: Route.LoaderArgs) {
  return { origin: context.origin };
}

/** Opening an order changes only `?order=`; the page's data (the origin) stays the same. */
export function shouldRevalidate() {
  return false;
}

export function meta({ data }: Route.MetaArgs) {
  return pageMeta({ title: "Your Orders", path: "/orders", origin: data?.origin ?? "", noindex: true });
}

export default function Orders() {
  return <OrdersPage />;
}
