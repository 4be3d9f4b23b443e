import { BrewFacts, type BrewFact } from "~/components/brew-facts";

export const PRODUCT_BREW_GUIDE: readonly BrewFact[] = [
  { label: "Water", value: "92-96°C" },
  { label: "Time", value: "3-4 mins" },
  { label: "Grind", value: "Medium-fine" },
  { label: "Ratio", value: "1:16" },
];

export const POUR_OVER_STEPS = [
  "Heat the water to 92-96°C and rinse the paper filter, warming the dripper and your cup.",
  "Weigh 15 g of coffee and grind it medium-fine, about as fine as table salt.",
  "Bloom: pour 30 g of water to wet every ground, then wait 30-45 seconds while it rises.",
  "Pour slowly in small circles from the centre outwards until the scale reads 150 g.",
  "Keep pouring in gentle pulses to 240 g (1:16), keeping the bed level.",
  "Let it drain completely by 3-4 minutes, give the server a swirl and pour.",
] as const;

export function DetailedBrewingGuide() {
  return (
    <section
      aria-labelledby="brew-guide-heading"
      className="rounded-[var(--radius-card)] bg-coffee-900 p-6 text-cream-50 sm:p-10"
    >
      <h2 id="brew-guide-heading" className="text-3xl font-semibold">
        Detailed Brewing Guide
      </h2>
      <p className="mt-2 text-cream-200/80">A pour-over that shows this coffee at its clearest.</p>
      <BrewFacts facts={PRODUCT_BREW_GUIDE} className="mt-6 md:grid-cols-4" />
      <ol className="mt-8 grid gap-4 md:grid-cols-2">
        {POUR_OVER_STEPS.map((step, index) => (
          <li key={step} className="flex gap-4">
            <span className="grid size-8 shrink-0 place-items-center rounded-full bg-gold-500 font-semibold text-coffee-900">
              {index + 1}
            </span>
            <p className="pt-1 text-cream-100/90">{step}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
