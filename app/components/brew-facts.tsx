import type { LucideIcon } from "lucide-react";
import Droplets from "lucide-react/icons/droplets";
import Scale from "lucide-react/icons/scale";
import Thermometer from "lucide-react/icons/thermometer";
import Timer from "lucide-react/icons/timer";
import { cn } from "~/lib/utils";

export type BrewFact = { label: "Water" | "Grind" | "Time" | "Ratio"; value: string };

const ICONS: Record<BrewFact["label"], LucideIcon> = { Water: Thermometer, Grind: Droplets, Time: Timer, Ratio: Scale };

/** Water, grind, time and ratio as small tiles on a dark panel (mood ritual, brew guides, batch). */
export function BrewFacts({
  facts,
  className,
  compact = false,
}: {
  facts: readonly BrewFact[];
  className?: string;
  compact?: boolean;
}) {
  return (
    <dl className={cn("grid grid-cols-2", compact ? "gap-2" : "gap-3", className)}>
      {facts.map(({ label, value }) => {
        const Icon = ICONS[label];
        return (
          <div key={label} className={cn("bg-cream-50/5", compact ? "rounded-xl p-3" : "rounded-2xl p-4")}>
            <dt className={cn("flex items-center gap-2 text-cream-200/80", compact ? "text-xs" : "text-sm")}>
              <Icon aria-hidden className={cn("text-gold-400", compact ? "size-3.5" : "size-4")} /> {label}
            </dt>
            <dd className={compact ? "mt-0.5 text-sm font-semibold" : "mt-1 font-display text-xl"}>{value}</dd>
          </div>
        );
      })}
    </dl>
  );
}
