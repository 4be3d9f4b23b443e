import { ProductCard } from "~/features/catalog/product-card";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/shop";

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return { products: await context.services.catalog.listProducts(), origin: context.origin, path: url.pathname };
}

export function meta({ data }: Route.MetaArgs) {
  return pageMeta({
    title: "Shop South Indian Specialty Coffee",
    description: "Single origins, blends and specialty lots from Chikmagalur, Coorg, the Nilgiris, Pulney and Shevaroy hills. 250 g, 500 g and 1 kg bags.",
    path: "/shop",
    origin: data?.origin ?? "",
  });
}

export default function Shop({ loaderData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-semibold">Shop Coffee</h1>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {loaderData.products.map((product, index) => (
          <li key={product.id}>
            <ProductCard product={product} eager={index < 2} />
          </li>
        ))}
      </ul>
    </section>
  );
}
