import { Droplets, Scale, Thermometer, Timer } from "lucide-react";

export const PRODUCT_BREW_GUIDE = [
  { icon: Thermometer, label: "Water", value: "92-96°C" },
  { icon: Timer, label: "Time", value: "3-4 mins" },
  { icon: Droplets, label: "Grind", value: "Medium-fine" },
  { icon: Scale, label: "Ratio", value: "1:16" },
] as const;

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
    <section aria-labelledby="brew-guide-heading" className="rounded-[var(--radius-card)] bg-coffee-900 p-6 text-cream-50 sm:p-10">
      <h2 id="brew-guide-heading" className="text-3xl font-semibold">
        Detailed Brewing Guide
      </h2>
      <p className="mt-2 text-cream-200/80">A pour-over that shows this coffee at its clearest.</p>
      <dl className="mt-6 grid grid-cols-2 gap-3 md:grid-cols-4">
        {PRODUCT_BREW_GUIDE.map(({ icon: Icon, label, value }) => (
          <div key={label} className="rounded-2xl bg-cream-50/5 p-4">
            <dt className="flex items-center gap-2 text-sm text-cream-200/80">
              <Icon aria-hidden className="size-4 text-gold-400" /> {label}
            </dt>
            <dd className="mt-1 font-display text-xl">{value}</dd>
          </div>
        ))}
      </dl>
      <ol className="mt-8 grid gap-4 md:grid-cols-2">
        {POUR_OVER_STEPS.map((step, index) => (
          <li key={step} className="flex gap-4">
            <span className="grid size-8 shrink-0 place-items-center rounded-full bg-gold-500 font-semibold text-coffee-900">{index + 1}</span>
            <p className="pt-1 text-cream-100/90">{step}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
