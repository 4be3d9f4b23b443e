import { brewingMethodLabel } from "@domain/brewing";
import {
  CHICORY_PERCENTS,
  grindChoices,
  grindPriceChange,
  grindPriceHint,
  SOUTH_INDIAN_FILTER,
  type ChicoryPercent,
  type GrindPrices,
} from "@domain/grind";
import { ChoiceGroup } from "~/components/ui/choice-group";

const CHICORY_CHOICE_LABELS: Record<ChicoryPercent, string> = { 0: "100 % coffee", 20: "80 : 20", 30: "70 : 30" };

/**
 * The grind (decision 153): the product's brewing methods plus whole beans and South Indian filter, and
 * for filter the coffee–chicory blend. A grind the owner prices differently shows its change as a hint.
 */
export function GrindChoice({
  methods,
  method,
  onMethodChange,
  chicory,
  onChicoryChange,
  prices,
  error,
}: {
  methods: readonly string[];
  method: string | undefined;
  onMethodChange: (method: string) => void;
  chicory: ChicoryPercent;
  onChicoryChange: (chicory: ChicoryPercent) => void;
  prices: GrindPrices;
  error?: string;
}) {
  return (
    <>
      <ChoiceGroup
        name="brewing-method"
        label="Brewing method"
        value={method}
        onChange={onMethodChange}
        error={error}
        options={grindChoices(methods).map((m) => ({
          value: m,
          label: brewingMethodLabel(m),
          hint: grindPriceHint(grindPriceChange(prices, m, 0)) || undefined,
        }))}
      />
      {method === SOUTH_INDIAN_FILTER ? (
        <div>
          <ChoiceGroup
            name="chicory"
            label="Coffee–chicory blend"
            value={String(chicory)}
            onChange={(value) => onChicoryChange(Number(value) as ChicoryPercent)}
            options={CHICORY_PERCENTS.map((share) => ({
              value: String(share),
              label: CHICORY_CHOICE_LABELS[share],
              hint: grindPriceHint(grindPriceChange(prices, SOUTH_INDIAN_FILTER, share)) || undefined,
            }))}
          />
          <p className="mt-2 text-xs text-coffee-500">
            Chicory gives filter kaapi its body and dark, thick decoction, as South Indian homes brew it.
          </p>
        </div>
      ) : null}
    </>
  );
}
