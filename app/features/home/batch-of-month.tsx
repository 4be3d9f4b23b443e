import Coffee from "lucide-react/icons/coffee";
import Leaf from "lucide-react/icons/leaf";
import { Link } from "react-router";
import type { ProductSummary } from "@domain/catalog";
import { formatRupees } from "@domain/money";
import { priceForWeight, weightOptions } from "@domain/pricing";
import { Button, buttonVariants } from "~/components/ui/button";
import { FallbackImage } from "~/components/ui/fallback-image";
import { BrewFacts } from "~/components/brew-facts";
import { quickAdd } from "~/features/cart";
import type { BatchData } from "./section-data";
import { SectionHeading } from "./section-heading";
import { responsiveImage } from "~/lib/responsive-image";

type Props = {
  title: string;
  subtitle: string;
  story: string;
  imageUrl: string | null;
  batch: BatchData;
  product: ProductSummary;
  /** The release's roast batch (decision 152): its size and what is left; code and day when recorded. */
  release: { bags: number; remaining: number; code: string | null; roasted: string | null };
};

export function BatchOfTheMonth({ title, subtitle, story, imageUrl, batch, product, release }: Props) {
  const { bags: limitedTo, remaining } = release;
  const sold = Math.max(0, limitedTo - remaining);
  const guide = [
    { label: "Water", value: batch.brewingGuide.water },
    { label: "Grind", value: batch.brewingGuide.grind },
    { label: "Time", value: batch.brewingGuide.time },
    { label: "Ratio", value: batch.brewingGuide.ratio },
  ] as const;
  return (
    <section aria-labelledby="batch-heading" className="bg-coffee-900 py-20 text-cream-50 defer-render">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-2">
        <div>
          <div className="overflow-hidden rounded-[var(--radius-card)] bg-coffee-800">
            <FallbackImage
              {...responsiveImage(
                imageUrl ?? product.images[0] ?? "",
                "(min-width: 1280px) 608px, (min-width: 1024px) 45vw, 100vw",
              )}
              alt={`${product.name}, the batch of the month`}
              width={800}
              height={800}
              loading="lazy"
              decoding="async"
              className="aspect-square w-full object-cover"
              fallback={
                <div className="grid aspect-square place-items-center text-cream-200/60">
                  <Coffee aria-hidden className="size-16" />
                </div>
              }
            />
          </div>
          <div className="mt-6 rounded-2xl bg-cream-50/5 p-5">
            <div className="flex justify-between text-sm">
              <span>
                <strong className="font-semibold">{sold}</strong> of {limitedTo} bags sold
              </span>
              <span className="text-gold-400">{remaining} remaining</span>
            </div>
            <progress
              className="stock-bar mt-3"
              aria-label="Bags sold"
              max={limitedTo || 1}
              value={Math.min(Math.max(sold, 0), limitedTo)}
            />
            {release.code && release.roasted ? (
              <p className="mt-3 text-xs text-cream-200/80">
                Batch {release.code} · roasted on {release.roasted}
              </p>
            ) : null}
          </div>
        </div>
        <div>
          <SectionHeading
            id="batch-heading"
            tone="light"
            eyebrow={`${title}${batch.month ? ` · ${batch.month}` : ""}`}
            title={product.name}
          >
            {subtitle}
          </SectionHeading>
          <p className="mt-6 leading-relaxed text-cream-100/90">{story}</p>
          <dl className="mt-6 grid gap-4 sm:grid-cols-2">
            {[
              ["Region", `${batch.region}${batch.altitudeM ? ` · ${batch.altitudeM.toLocaleString("en-IN")} m` : ""}`],
              ["Process", batch.process],
              ["Harvest", batch.harvestDate],
              ["Roast", batch.roastProfile],
            ].map(([label, value]) => (
              <div key={label}>
                <dt className="text-xs font-semibold uppercase tracking-widest text-gold-400">{label}</dt>
                <dd className="mt-1 text-sm text-cream-100">{value}</dd>
              </div>
            ))}
          </dl>
          <ul className="mt-6 flex flex-wrap gap-2" aria-label="Tasting notes">
            {product.tastingNotes.map((note) => (
              <li key={note} className="rounded-full bg-cream-50/10 px-3 py-1 text-sm">
                {note}
              </li>
            ))}
          </ul>
          <figure className="mt-8 border-l-2 border-gold-400 pl-5">
            <blockquote className="text-cream-100/90">{batch.farmStory}</blockquote>
            <figcaption className="mt-2 text-sm font-semibold text-gold-400">{batch.farmer}</figcaption>
          </figure>
          <ul className="mt-8 flex flex-wrap gap-3 text-sm" aria-label="Prices">
            {weightOptions(product).map((grams) => (
              <li key={grams} className="rounded-xl border border-cream-50/15 px-3 py-2">
                {grams}g{" "}
                <strong className="ml-1 font-semibold">{formatRupees(priceForWeight(product, grams) ?? 0)}</strong>
              </li>
            ))}
          </ul>
          <div className="mt-6 flex flex-wrap gap-3">
            <Button
              type="button"
              variant="accent"
              size="lg"
              disabled={!product.inStock}
              onClick={() => quickAdd(product)}
            >
              {product.inStock ? "Add 250g to Cart" : "Sold Out"}
            </Button>
            <Link className={buttonVariants({ variant: "light", size: "lg" })} to={`/product/${product.slug}`}>
              View Full Details
            </Link>
            <Link className={buttonVariants({ variant: "outline-light", size: "lg" })} to="/shop">
              Explore More
            </Link>
          </div>
          <div className="mt-10 grid gap-6 sm:grid-cols-2">
            <div>
              <h3 className="text-lg font-semibold">Brewing guide</h3>
              <BrewFacts facts={guide} compact className="mt-3" />
              {batch.brewRecommendation ? (
                <p className="mt-3 text-sm text-cream-200/80">{batch.brewRecommendation}</p>
              ) : null}
            </div>
            <div>
              <h3 className="text-lg font-semibold">Grown with care</h3>
              <ul className="mt-3 space-y-2">
                {batch.sustainability.map((point) => (
                  <li key={point} className="flex gap-2 text-sm text-cream-100/90">
                    <Leaf aria-hidden className="mt-0.5 size-4 shrink-0 text-gold-400" /> {point}
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
