import { Link } from "react-router";
import type { PublicProduct } from "@domain/catalog";
import { formatRupees } from "@domain/money";
import { StarRating } from "~/components/ui/star-rating";

export function ProductCard({ product, eager = false }: { product: PublicProduct; eager?: boolean }) {
  const href = `/product/${product.slug}`;
  return (
    <article className="group flex flex-col overflow-hidden rounded-[var(--radius-card)] border border-coffee-800/10 bg-white shadow-sm transition-shadow hover:shadow-lg">
      <Link to={href} className="relative block aspect-square overflow-hidden bg-cream-100" tabIndex={-1} aria-hidden>
        <img
          src={product.images[0] ?? "/api/placeholder/800/800"}
          alt=""
          width={800}
          height={800}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
          className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
        />
        {!product.inStock ? (
          <span className="absolute left-3 top-3 rounded-full bg-coffee-900/85 px-3 py-1 text-xs font-semibold text-cream-50">Out of Stock</span>
        ) : null}
      </Link>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="text-xs font-semibold uppercase tracking-widest text-terracotta-600">{product.origin ?? product.region}</p>
        <h3 className="text-xl font-semibold leading-snug">
          <Link to={href} className="hover:text-terracotta-600">
            {product.name}
          </Link>
        </h3>
        {product.rating ? <StarRating rating={product.rating} count={product.reviewCount} /> : null}
        <p className="line-clamp-2 text-sm text-coffee-500">{product.description}</p>
        <p className="mt-auto pt-2 text-lg font-semibold">
          {formatRupees(product.pricePaise)} <span className="text-sm font-normal text-coffee-500">/ 250g</span>
        </p>
      </div>
    </article>
  );
}
