import type { PublicProduct } from "@domain/catalog";

type Fact = { label: string; value: string | null | undefined };

export function FactList({ facts }: { facts: Fact[] }) {
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
