import Eye from "lucide-react/icons/eye";
import ShoppingBag from "lucide-react/icons/shopping-bag";
import { Link } from "react-router";
import type { ProductSummary } from "@domain/catalog";
import { Button, buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import { StarRating } from "~/components/ui/star-rating";
import { PriceTag } from "~/components/product/price-tag";
import { ProductImage } from "~/components/product/product-image";

type Props = {
  product: ProductSummary;
  /** Adds the product: a quick add on home, the options dialog in the shop. */
  onAdd: (product: ProductSummary) => void;
  eager?: boolean;
  /** Home's featured cards: hover overlay with View and Add, "Learn More" and three tasting notes. */
  featured?: boolean;
};

export const FEATURED_NOTES = 3;
/** The card's width in the shop and home grids: 1 column, 2 from 640 px, 3–4 from 1024 px, at most ~290 px in the 1280 px page. */
const PRODUCT_CARD_SIZES = "(min-width: 1280px) 290px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw";

export function ProductCard({ product, onAdd, eager = false, featured = false }: Props) {
  const href = `/product/${product.slug}`;
  const outOfStock = !product.inStock;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-coffee-800/10 bg-white shadow-sm transition-shadow hover:shadow-lg">
      <div className="relative aspect-square overflow-hidden bg-cream-100">
        <ProductImage
          src={product.images[0]}
          alt={`${product.name} coffee bag`}
          sizes={PRODUCT_CARD_SIZES}
          loading={eager ? "eager" : "lazy"}
          fetchPriority={eager ? "high" : undefined}
          className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
        />
        {outOfStock ? (
          <span className="absolute left-3 top-3 rounded-full bg-coffee-900/85 px-3 py-1 text-xs font-semibold text-cream-50">
            Out of Stock
          </span>
        ) : product.isFeatured ? (
          <span className="absolute left-3 top-3 rounded-full bg-gold-400 px-3 py-1 text-xs font-semibold text-coffee-900">
            Featured
          </span>
        ) : null}
        {featured ? (
          <div className="absolute inset-0 z-10 hidden items-center justify-center gap-3 bg-coffee-900/45 opacity-0 transition-opacity duration-300 group-focus-within:opacity-100 group-hover:opacity-100 [@media(hover:hover)]:flex">
            <Link
              className={buttonVariants({ variant: "light", size: "sm" })}
              to={href}
              aria-label={`View ${product.name}`}
            >
              <Eye aria-hidden /> View
            </Link>
            <Button
              type="button"
              variant="accent"
              size="sm"
              onClick={() => onAdd(product)}
              disabled={outOfStock}
              aria-label={`Add to Cart: ${product.name}`}
            >
              <ShoppingBag aria-hidden /> Add
            </Button>
          </div>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="text-xs font-semibold uppercase tracking-widest text-terracotta-600">
          {product.origin ?? product.region}
        </p>
        <h3 className="text-xl font-semibold leading-snug">
          <Link
            to={href}
            className="after:absolute after:inset-0 after:content-[''] hover:text-terracotta-600 focus-visible:outline-none [&:focus-visible]:underline"
          >
            {product.name}
          </Link>
        </h3>
        {product.rating ? <StarRating rating={product.rating} count={product.reviewCount} /> : null}
        {featured ? (
          <ul className="flex flex-wrap gap-1.5" aria-label="Tasting notes">
            {product.tastingNotes.slice(0, FEATURED_NOTES).map((note) => (
              <li key={note} className="rounded-full bg-cream-100 px-2.5 py-0.5 text-xs font-medium">
                {note}
              </li>
            ))}
          </ul>
        ) : (
          <p className="line-clamp-2 text-sm text-coffee-500">{product.description}</p>
        )}
        <div className="mt-auto flex items-end justify-between gap-3 pt-3">
          <PriceTag price={product.pricePaise} compareAt={product.compareAtPaise} className="text-lg" />
          <span className="text-xs text-coffee-500">250g</span>
        </div>
        <div className="relative z-10 flex gap-2 pt-1">
          {featured ? (
            <Link
              className={cn(buttonVariants({ variant: "outline", size: "sm" }), "flex-1")}
              to={href}
              aria-label={`Learn more about ${product.name}`}
            >
              Learn More
            </Link>
          ) : null}
          <Button
            type="button"
            variant={outOfStock ? "outline" : "primary"}
            size="sm"
            className="flex-1"
            onClick={() => onAdd(product)}
            disabled={outOfStock}
            aria-label={outOfStock ? `Out of Stock: ${product.name}` : `Add to Cart: ${product.name}`}
          >
            {outOfStock ? "Out of Stock" : "Add to Cart"}
          </Button>
        </div>
      </div>
    </article>
  );
}
