import Check from "lucide-react/icons/check";
import X from "lucide-react/icons/x";
import { CAFE_FEATURE_LABELS, CAFE_FEATURES, type CafeFeature } from "@domain/cafes";
import { cn } from "~/lib/utils";

/** The five features as toggle chips (aria-pressed), and Clear Filter once any is on. */
export function FeatureChips({ chosen, onChange }: { chosen: CafeFeature[]; onChange: (next: CafeFeature[]) => void }) {
  const toggle = (feature: CafeFeature) =>
    onChange(chosen.includes(feature) ? chosen.filter((f) => f !== feature) : [...chosen, feature]);
  return (
    <div role="group" aria-label="Filter cafés by feature" className="flex flex-wrap items-center gap-2">
      {CAFE_FEATURES.map((feature) => {
        const on = chosen.includes(feature);
        return (
          <button
            key={feature}
            type="button"
            aria-pressed={on}
            onClick={() => toggle(feature)}
            className={cn(
              "inline-flex h-8 items-center gap-1.5 rounded-full border px-3 text-[0.8125rem] font-medium transition-colors sm:h-9 sm:px-3.5 sm:text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-terracotta-500",
              on
                ? "border-coffee-800 bg-coffee-800 text-cream-50"
                : "border-coffee-800/20 bg-white hover:border-coffee-800/50",
            )}
          >
            {on ? <Check aria-hidden className="size-3.5" /> : null}
            {CAFE_FEATURE_LABELS[feature]}
          </button>
        );
      })}
      {chosen.length ? (
        <button
          type="button"
          onClick={() => onChange([])}
          className="inline-flex h-9 items-center gap-1 rounded-full px-3 text-sm font-semibold text-terracotta-600 hover:bg-terracotta-500/10"
        >
          <X aria-hidden className="size-4" /> Clear Filter
        </button>
      ) : null}
    </div>
  );
}
