import Award from "lucide-react/icons/award";
import Leaf from "lucide-react/icons/leaf";
import Mountain from "lucide-react/icons/mountain";
import Sparkles from "lucide-react/icons/sparkles";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { PublicProduct } from "@domain/catalog";
import { moodSlug } from "@domain/slug";

type Fact = { label: string; value: string | null | undefined };

function FactList({ facts }: { facts: Fact[] }) {
  const shown = facts.filter((fact) => fact.value);
  return (
    <dl className="mt-4 grid gap-3 text-sm">
      {shown.map((fact) => (
        <div key={fact.label} className="flex justify-between gap-4 border-b border-coffee-800/10 pb-2 last:border-0">
          <dt className="text-coffee-500">{fact.label}</dt>
          <dd className="text-right font-medium">{fact.value}</dd>
        </div>
      ))}
    </dl>
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

/** Processing, elevation, mood pairing and roast level, right under the purchase controls. */
export function SpecificationBlock({ product }: { product: PublicProduct }) {
  return (
    <FactList
      facts={[
        { label: "Processing", value: product.processingMethod },
        { label: "Elevation", value: product.elevation },
        { label: "Mood Pairing", value: product.moodPairing },
        { label: "Roast Level", value: product.roastLevel },
      ]}
    />
  );
}

export function ProductStoryCards({ product }: { product: PublicProduct }) {
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

export function FarmerQuote({ quote, farmer }: { quote: string; farmer: string | null }) {
  return (
    <figure className="rounded-[var(--radius-card)] bg-cream-100 p-6 sm:p-8">
      <blockquote className="font-display text-xl leading-relaxed sm:text-2xl">“{quote}”</blockquote>
      {farmer ? <figcaption className="mt-4 text-sm font-semibold text-coffee-500">— {farmer}</figcaption> : null}
    </figure>
  );
}

export function BatchStory({ story, harvest }: { story: string; harvest: string | null }) {
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
