import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { COFFEE_CATEGORIES, findCategory } from "@domain/categories";
import { toSummary, type ProductSummary } from "@domain/catalog";
import { CartSummaryBar } from "~/features/cart/cart-summary-bar";
import { ProductCard } from "~/features/catalog/product-card";
import { pageMeta } from "~/lib/meta";
import { breadcrumbLd, itemListLd } from "~/lib/structured-data";
import { cn } from "~/lib/utils";
import { lazyPart, PartBoundary } from "~/lib/lazy-part";
import type { Route } from "./+types/shop";

/** The dialog (Radix) loads with the first "Add to Cart", not with the page. */
const ProductOptionsDialog = lazyPart(() =>
  import("~/features/catalog/product-options-dialog").then((m) => m.ProductOptionsDialog),
);

export async function loader({ context, request }: Route.LoaderArgs) {
  const category = findCategory(new URL(request.url).searchParams.get("category"));
  const all = await context.services.catalog.listProducts();
  const products = all.filter((p) => p.isActive && (!category || category.matches(p))).map(toSummary);
  const grindPrices = await context.services.grindPrices();
  const origin = context.origin;
  return {
    products,
    categoryId: category?.id ?? null,
    origin,
    grindPrices,
    // Built here so the page's script does not carry the JSON-LD builders (issue 22).
    jsonLd: [
      breadcrumbLd(origin, [
        { name: "Home", path: "/" },
        { name: "Shop", path: "/shop" },
        ...(category ? [{ name: category.name, path: `/shop?category=${category.id}` }] : []),
      ]),
      itemListLd(
        origin,
        category ? `${category.name} coffee` : "Shop",
        products.map((p) => ({ name: p.name, path: `/product/${p.slug}` })),
      ),
    ],
  };
}

export function meta({ data }: Route.MetaArgs) {
  const category = findCategory(data?.categoryId);
  return pageMeta({
    title: category ? `${category.name} Coffee` : "Shop South Indian Specialty Coffee",
    description: category
      ? `${category.description} Shop ${category.name.toLowerCase()} coffees from South India's hills.`
      : "Single origins, blends and specialty lots from Chikmagalur, Coorg, the Nilgiris, Pulney and Shevaroy hills. 250 g, 500 g and 1 kg bags.",
    path: category ? `/shop?category=${category.id}` : "/shop",
    origin: data?.origin ?? "",
    jsonLd: data?.jsonLd,
  });
}

export default function Shop({ loaderData }: Route.ComponentProps) {
  const { products, categoryId } = loaderData;
  const category = findCategory(categoryId);
  const [choosing, setChoosing] = useState<ProductSummary | null>(null);
  const [params] = useSearchParams();
  const unknownCategory = params.has("category") && !category;

  return (
    <div className="pb-28">
      <header className="border-b border-coffee-800/10 bg-cream-100">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
          <p className="text-sm font-semibold uppercase tracking-[0.2em] text-terracotta-600">The shop</p>
          <h1 className="mt-2 text-4xl font-semibold sm:text-5xl">{category ? category.name : "Shop Coffee"}</h1>
          <p className="mt-3 max-w-2xl text-coffee-600">
            {category
              ? category.description
              : "Every coffee traced to its estate, roasted in small batches in Bengaluru and shipped within two days."}
          </p>
          {unknownCategory ? (
            <p className="mt-3 text-sm text-terracotta-600">
              That category does not exist — here is everything we roast.
            </p>
          ) : null}
          <nav aria-label="Categories" className="-mx-4 mt-6 overflow-x-auto px-4 sm:mx-0 sm:px-0">
            <ul className="flex gap-2 whitespace-nowrap">
              <li>
                <CategoryChip to="/shop" active={!category} label="All coffee" />
              </li>
              {COFFEE_CATEGORIES.map((c) => (
                <li key={c.id}>
                  <CategoryChip to={`/shop?category=${c.id}`} active={category?.id === c.id} label={c.name} />
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </header>
      <section aria-label="Products" className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <p className="text-sm text-coffee-500" aria-live="polite">
          {products.length} {products.length === 1 ? "coffee" : "coffees"}
        </p>
        <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {products.map((product, index) => (
            <li key={product.id}>
              <ProductCard product={product} eager={index < 2} onAdd={setChoosing} />
            </li>
          ))}
        </ul>
      </section>
      {choosing ? (
        <PartBoundary onDismiss={() => setChoosing(null)}>
          <ProductOptionsDialog product={choosing} onClose={() => setChoosing(null)} />
        </PartBoundary>
      ) : null}
      <CartSummaryBar />
    </div>
  );
}

function CategoryChip({ to, active, label }: { to: string; active: boolean; label: string }) {
  return (
    <Link
      to={to}
      preventScrollReset
      aria-current={active ? "page" : undefined}
      className={cn(
        "inline-flex h-10 items-center rounded-full border px-4 text-sm font-medium transition-colors",
        active
          ? "border-coffee-800 bg-coffee-800 text-cream-50"
          : "border-coffee-800/20 bg-white hover:border-coffee-800/50",
      )}
    >
      {label}
    </Link>
  );
}
