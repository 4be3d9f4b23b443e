import ArrowLeft from "lucide-react/icons/arrow-left";
import Check from "lucide-react/icons/check";
import X from "lucide-react/icons/x";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { LazyNotFoundView } from "~/components/layout/lazy-not-found-view";
import { brewingMethodLabel } from "@domain/brewing";
import { toDecimalText } from "@domain/money";
import { priceForWeight, priceRange, weightOptions } from "@domain/pricing";
import { StarRating } from "~/components/ui/star-rating";
import { ProductImage } from "~/components/product/product-image";
import { SpecificationBlock } from "~/features/product/product-facts";
import { PurchasePanel } from "~/features/product/purchase-panel";
import { REVIEWS_FIRST_PAGE } from "@domain/reviews";
import { island } from "~/lib/island";
import { pageMeta } from "~/lib/meta";
import { breadcrumbLd, productLd } from "~/lib/structured-data";
import type { Route } from "./+types/product";

// Below the first view: its code loads as the shopper nears it (decision 168).
const ProductStory = island(() => import("~/features/product/product-story").then((m) => m.ProductStory));

export async function loader({ context, params }: Route.LoaderArgs) {
  const product = await context.services.catalog.getProduct(params.id);
  if (!product) throw new Response("Product not found", { status: 404 });
  // The structured data is built here, so the page's script carries neither the builders nor the prices
  // of every bag size (issue 22).
  const bags = weightOptions(product).flatMap((grams) => {
    const price = priceForWeight(product, grams);
    return price === null ? [] : [{ grams, price: toDecimalText(price) }];
  });
  // The newest few approved reviews are rendered here; the rest load on demand (decision 131).
  const reviews = await context.services.reviews.page(product.id, { sort: "newest", limit: REVIEWS_FIRST_PAGE });
  const origin = context.origin;
  const range = priceRange(product);
  const jsonLd = [
    productLd(
      origin,
      product,
      { low: toDecimalText(range.min), high: toDecimalText(range.max), count: weightOptions(product).length },
      bags,
      reviews.reviews,
    ),
    breadcrumbLd(origin, [
      { name: "Home", path: "/" },
      { name: "Shop", path: "/shop" },
      { name: product.name, path: `/product/${product.slug}` },
    ]),
  ];
  return {
    product,
    reviews,
    ogImage: context.services.ogImages.find("product", product.slug),
    origin,
    jsonLd,
    /** The owner's price change per grind (decision 153), for the price the panel shows. */
    grindPrices: await context.services.grindPrices(),
  };
}

export function meta({ data, location }: Route.MetaArgs) {
  // An unknown or retired coffee: the 404 page still has a title of its own.
  if (!data) return pageMeta({ title: "Coffee Not Found", path: location.pathname, origin: "", noindex: true });
  const { product, origin, ogImage, jsonLd } = data;
  return pageMeta({
    title: product.seoTitle ?? `${product.name} — ${product.origin ?? "South Indian"} Coffee`,
    description: product.seoDescription ?? product.description,
    path: `/product/${product.slug}`,
    origin,
    image: ogImage ?? product.images[0],
    type: "product",
    keywords: [product.name, product.origin ?? "", product.roastLevel ?? "", ...product.tastingNotes].filter(Boolean),
    jsonLd,
  });
}

/**
 * An unknown coffee is answered here rather than by the root's boundary, so this route's meta still
 * runs and the 404 page has its title; anything else goes on to the root's boundary.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <LazyNotFoundView />;
  throw error;
}

export default function ProductDetail({ loaderData }: Route.ComponentProps) {
  const { product, reviews } = loaderData;
  const badges = [product.isFeatured ? "Featured" : null, product.certification, product.grade].filter(
    (b): b is string => Boolean(b),
  );
  return (
    <div className="mx-auto max-w-7xl px-4 pb-20 pt-6 sm:px-6">
      <Link
        to="/shop"
        className="inline-flex items-center gap-1 text-sm font-medium text-coffee-500 hover:text-coffee-800"
      >
        <ArrowLeft aria-hidden className="size-4" /> Back to Shop
      </Link>
      <div className="mt-6 grid gap-10 lg:grid-cols-2 lg:gap-14">
        <div className="lg:sticky lg:top-24 lg:self-start">
          <div className="overflow-hidden rounded-[var(--radius-card)] bg-cream-100">
            <ProductImage
              src={product.images[0]}
              alt={`${product.name} coffee bag`}
              sizes="(min-width: 1280px) 590px, (min-width: 1024px) 50vw, 100vw"
              loading="eager"
              fetchPriority="high"
              className="aspect-square w-full object-cover"
            />
          </div>
        </div>
        <div>
          {badges.length ? (
            <ul className="flex flex-wrap gap-2" aria-label="Badges">
              {badges.map((badge, i) => (
                <li
                  key={badge}
                  className={
                    i === 0 && product.isFeatured
                      ? "rounded-full bg-gold-400 px-3 py-1 text-xs font-semibold text-coffee-900"
                      : "rounded-full border border-coffee-800/20 px-3 py-1 text-xs font-semibold"
                  }
                >
                  {badge}
                </li>
              ))}
            </ul>
          ) : null}
          <h1 className="mt-4 text-4xl font-semibold leading-tight sm:text-5xl">{product.name}</h1>
          <p className="mt-2 text-lg text-coffee-500">{product.origin}</p>
          <div className="mt-3 flex flex-wrap items-center gap-x-5 gap-y-2">
            {product.rating && product.reviewCount > 0 ? (
              <a href="#reviews" className="hover:underline">
                <StarRating rating={product.rating} count={product.reviewCount} />
              </a>
            ) : null}
            <p
              className={
                product.inStock
                  ? "flex items-center gap-1 text-sm font-semibold text-forest-600"
                  : "flex items-center gap-1 text-sm font-semibold text-terracotta-600"
              }
            >
              {product.inStock ? <Check aria-hidden className="size-4" /> : <X aria-hidden className="size-4" />}
              {product.inStock ? "In Stock" : "Out of Stock"}
            </p>
          </div>
          {product.poeticLine ? (
            <p className="mt-6 font-display text-xl italic text-coffee-600">{product.poeticLine}</p>
          ) : null}
          <p className="mt-4 leading-relaxed text-coffee-700">{product.bhumiNote ?? product.description}</p>
          <ul className="mt-5 flex flex-wrap gap-2" aria-label="Tasting notes">
            {product.tastingNotes.map((note) => (
              <li key={note} className="rounded-full bg-cream-100 px-3 py-1 text-sm font-medium">
                {note}
              </li>
            ))}
          </ul>
          <div className="mt-8 rounded-[var(--radius-card)] border border-coffee-800/10 bg-white p-5 sm:p-6">
            <PurchasePanel product={product} />
          </div>
          {product.recommendedMethods.length ? (
            <div className="mt-6">
              <p className="text-sm font-semibold">Recommended brewing</p>
              <ul className="mt-2 flex flex-wrap gap-2">
                {product.recommendedMethods.map((method) => (
                  <li
                    key={method}
                    className="rounded-full bg-forest-600/10 px-3 py-1 text-sm font-medium text-forest-700"
                  >
                    {brewingMethodLabel(method)}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <SpecificationBlock product={product} />
        </div>
      </div>
      <ProductStory product={product} reviews={reviews} />
    </div>
  );
}
