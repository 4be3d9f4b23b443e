import { Link } from "react-router";
import type { ProductSummary } from "@domain/catalog";
import { buttonVariants } from "~/components/ui/button";
import { quickAdd } from "~/features/cart";
import { ProductCard } from "~/features/catalog";
import { SectionHeading } from "./section-heading";

export function FeaturedCollection({ products }: { products: ProductSummary[] }) {
  return (
    <section aria-labelledby="featured-heading" className="bg-cream-100 py-20 defer-render">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="featured-heading" eyebrow="Featured collection" title="Fresh from this month's roast">
          Small batches, roasted every week in Bengaluru and shipped within two days.
        </SectionHeading>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {products.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} featured onAdd={quickAdd} />
            </li>
          ))}
        </ul>
        <div className="mt-10 flex flex-wrap gap-3">
          <Link className={buttonVariants({ size: "lg" })} to="/shop">
            Shop All Coffees
          </Link>
          <Link className={buttonVariants({ variant: "outline", size: "lg" })} to="/discover-your-mood">
            Discover Your Mood
          </Link>
        </div>
      </div>
    </section>
  );
}
