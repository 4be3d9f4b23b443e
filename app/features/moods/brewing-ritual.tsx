import { Droplets, Scale, Thermometer, Timer } from "lucide-react";

/** The mood screen's fixed pour-over recommendation (spec §9). */
export const MOOD_BREW_GUIDE = [
  { icon: Thermometer, label: "Water", value: "90-95°C" },
  { icon: Droplets, label: "Grind", value: "Medium-fine" },
  { icon: Timer, label: "Time", value: "3-4 minutes" },
  { icon: Scale, label: "Ratio", value: "1:16" },
] as const;

export function BrewingRitual({ coffeeName, ritual }: { coffeeName: string; ritual: string | null }) {
  return (
    <section aria-labelledby="ritual-heading" className="overflow-hidden rounded-[var(--radius-card)] bg-coffee-900 text-cream-50">
      <div className="grid gap-8 p-6 sm:p-10 lg:grid-cols-[1fr_1.2fr]">
        <div>
          <p className="text-sm font-semibold uppercase tracking-[0.2em] text-gold-400">
            {coffeeName} · Pour Over
          </p>
          <h2 id="ritual-heading" className="mt-3 text-3xl font-semibold">
            Perfect Brewing for Your Mood
          </h2>
          <p className="mt-4 leading-relaxed text-cream-200/90">{ritual}</p>
        </div>
        <dl className="grid grid-cols-2 gap-3 self-center">
          {MOOD_BREW_GUIDE.map(({ icon: Icon, label, value }) => (
            <div key={label} className="rounded-2xl bg-cream-50/5 p-4">
              <dt className="flex items-center gap-2 text-sm text-cream-200/80">
                <Icon aria-hidden className="size-4 text-gold-400" /> {label}
              </dt>
              <dd className="mt-1 font-display text-xl">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
