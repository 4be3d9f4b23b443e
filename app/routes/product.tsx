import { Link } from "react-router";
import { formatRupees } from "@domain/money";
import { StarRating } from "~/components/ui/star-rating";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/product";

export async function loader({ context, params }: Route.LoaderArgs) {
  const product = await context.services.catalog.getProduct(params.id);
  if (!product) throw new Response("Product not found", { status: 404 });
  return { product, origin: context.origin };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  const { product, origin } = data;
  return pageMeta({
    title: product.seoTitle ?? `${product.name} — ${product.origin ?? "South Indian"} Coffee`,
    description: product.seoDescription ?? product.description,
    path: `/product/${product.slug}`,
    origin,
    image: product.images[0],
    type: "product",
  });
}

export default function ProductDetail({ loaderData }: Route.ComponentProps) {
  const { product } = loaderData;
  return (
    <section className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-2">
      <div>
        <Link to="/shop" className="text-sm font-medium text-coffee-500 hover:text-coffee-800">
          ← Back to shop
        </Link>
        <img src={product.images[0] ?? "/api/placeholder/800/800"} alt={product.name} width={800} height={800} className="mt-4 w-full rounded-[var(--radius-card)]" />
      </div>
      <div>
        <p className="text-sm font-semibold uppercase tracking-widest text-terracotta-600">{product.origin}</p>
        <h1 className="mt-2 text-4xl font-semibold">{product.name}</h1>
        {product.rating ? <StarRating className="mt-3" rating={product.rating} count={product.reviewCount} /> : null}
        <p className="mt-4 text-2xl font-semibold">{formatRupees(product.pricePaise)}</p>
        <p className="mt-2 text-sm font-medium">{product.inStock ? "In Stock" : "Out of Stock"}</p>
        <p className="mt-6 leading-relaxed text-coffee-600">{product.bhumiNote ?? product.description}</p>
      </div>
    </section>
  );
}
