import Award from "lucide-react/icons/award";
import Leaf from "lucide-react/icons/leaf";
import Mountain from "lucide-react/icons/mountain";
import Sparkles from "lucide-react/icons/sparkles";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { PublicProduct } from "@domain/catalog";
import type { ReviewPage } from "@domain/reviews";
import { moodSlug } from "@domain/slug";
import { DetailedBrewingGuide } from "./brewing-guide";
import { FactList } from "./product-facts";
import { ProductReviews } from "./product-reviews";

/**
 * A product page below its first view: the farmer's words, the estate and processing, reviews, the
 * brewing guide and the batch's story. A module of its own, hydrated as the shopper scrolls to it
 * (app/lib/island.tsx, decision 168).
 */
export function ProductStory({ product, reviews }: { product: PublicProduct; reviews: ReviewPage }) {
  return (
    <div className="mt-16 space-y-8">
      {product.farmerQuote ? <FarmerQuote quote={product.farmerQuote} farmer={product.farmerName} /> : null}
      <ProductStoryCards product={product} />
      <ProductReviews slug={product.slug} initial={reviews} />
      <DetailedBrewingGuide />
      {product.batchStory ? <BatchStory story={product.batchStory} harvest={product.harvest} /> : null}
    </div>
  );
}

function FactCard({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section className="rounded-[var(--radius-card)] border border-coffee-800/10 bg-white p-6">
      <h2 className="flex items-center gap-2 text-xl font-semibold">
        {icon} {title}
      </h2>
      {children}
    </section>
  );
}

function ProductStoryCards({ product }: { product: PublicProduct }) {
  return (
    <div className="grid gap-6 md:grid-cols-3">
      <FactCard title="Estate Heritage" icon={<Mountain aria-hidden className="size-5 text-forest-500" />}>
        <FactList
          facts={[
            { label: "Region", value: product.region },
            { label: "Elevation", value: product.elevation },
            { label: "Estate", value: product.estate },
            { label: "Cultivars", value: product.cultivars },
          ]}
        />
      </FactCard>
      <FactCard title="Processing Art" icon={<Leaf aria-hidden className="size-5 text-terracotta-500" />}>
        <FactList
          facts={[
            { label: "Method", value: product.processingMethod },
            { label: "Roast Profile", value: product.roastLevel },
            { label: "Grade", value: product.grade },
            { label: "Certification", value: product.certification },
          ]}
        />
      </FactCard>
      <FactCard title="Mood Match" icon={<Sparkles aria-hidden className="size-5 text-gold-500" />}>
        {product.moodPairing ? (
          <>
            <p className="mt-4 font-display text-2xl">{product.moodPairing}</p>
            <p className="mt-2 text-sm text-coffee-600">{product.poeticLine ?? product.essence}</p>
            <Link
              to={`/mood/${moodSlug(product.moodPairing)}`}
              className="mt-4 inline-block text-sm font-semibold text-terracotta-600 hover:underline"
            >
              More coffees for this mood →
            </Link>
          </>
        ) : (
          <p className="mt-4 text-sm text-coffee-600">A coffee for every mood.</p>
        )}
      </FactCard>
    </div>
  );
}

function FarmerQuote({ quote, farmer }: { quote: string; farmer: string | null }) {
  return (
    <figure className="rounded-[var(--radius-card)] bg-cream-100 p-6 sm:p-8">
      <blockquote className="font-display text-xl leading-relaxed sm:text-2xl">“{quote}”</blockquote>
      {farmer ? <figcaption className="mt-4 text-sm font-semibold text-coffee-500">— {farmer}</figcaption> : null}
    </figure>
  );
}

function BatchStory({ story, harvest }: { story: string; harvest: string | null }) {
  return (
    <section className="rounded-[var(--radius-card)] border border-gold-500/40 bg-gradient-to-br from-cream-100 to-white p-6 sm:p-8">
      <h2 className="flex items-center gap-2 text-2xl font-semibold">
        <Award aria-hidden className="size-6 text-gold-500" /> The story of this batch
      </h2>
      {harvest ? <p className="mt-1 text-sm text-coffee-500">Harvest {harvest}</p> : null}
      <p className="mt-4 leading-relaxed text-coffee-700">{story}</p>
    </section>
  );
}
