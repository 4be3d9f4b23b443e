import { toCatalogueEntry } from "@domain/cart";
import { CheckoutPage } from "~/features/checkout/checkout-page";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/checkout";

/** Today's prices and stock (the summary reprices the cart with them) and the active payment provider. */
export async function loader({ context }: Route.LoaderArgs) {
  const products = await context.services.catalog.listProducts();
  const grindPrices = await context.services.grindPrices();
  return {
    origin: context.origin,
    catalogue: products.map(toCatalogueEntry),
    provider: context.paymentProvider,
    grindPrices,
  };
}

export function meta({ data }: Route.MetaArgs) {
  return pageMeta({ title: "Checkout", path: "/checkout", origin: data?.origin ?? "", noindex: true });
}

export default function Checkout({ loaderData }: Route.ComponentProps) {
  return <CheckoutPage catalogue={loaderData.catalogue} provider={loaderData.provider} />;
}
