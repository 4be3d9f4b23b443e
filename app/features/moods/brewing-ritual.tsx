import { BrewFacts, type BrewFact } from "~/components/brew-facts";

/** The mood screen's fixed pour-over recommendation. */
export const MOOD_BREW_GUIDE: readonly BrewFact[] = [
  { label: "Water", value: "90-95°C" },
  { label: "Grind", value: "Medium-fine" },
  { label: "Time", value: "3-4 minutes" },
  { label: "Ratio", value: "1:16" },
];

export function BrewingRitual({ coffeeName, ritual }: { coffeeName: string; ritual: string | null }) {
  return (
    <section
      aria-labelledby="ritual-heading"
      className="overflow-hidden rounded-[var(--radius-card)] bg-coffee-900 text-cream-50"
    >
      <div className="grid gap-8 p-6 sm:p-10 lg:grid-cols-[1fr_1.2fr]">
        <div>
          <p className="text-sm font-semibold uppercase tracking-[0.2em] text-gold-400">{coffeeName} · Pour Over</p>
          <h2 id="ritual-heading" className="mt-3 text-3xl font-semibold">
            Perfect Brewing for Your Mood
          </h2>
          <p className="mt-4 leading-relaxed text-cream-200/90">{ritual}</p>
        </div>
        <BrewFacts facts={MOOD_BREW_GUIDE} className="self-center" />
      </div>
    </section>
  );
}
