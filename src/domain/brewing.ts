/** Brewing methods: ids are kebab-case; unknown values are normalised the same way everywhere. */
export const DEFAULT_BREWING_METHODS = ["espresso", "pour-over", "french-press", "cold-brew"] as const;
export const MOOD_CARD_BREWING_METHOD = "pour-over";

const LABELS: Readonly<Record<string, string>> = {
  espresso: "Espresso",
  "pour-over": "Pour Over",
  "french-press": "French Press",
  "cold-brew": "Cold Brew",
  "south-indian-filter": "South Indian Filter",
  "whole-beans": "Whole Beans",
  aeropress: "AeroPress",
  "moka-pot": "Moka Pot",
};

/** "French Press" → "french-press", "Filter & Drip" → "filter-drip", "V60/Chemex" → "v60-chemex". */
export function normalizeBrewingMethod(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/[\s&/]+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
}

export function brewingMethodLabel(id: string): string {
  const known = LABELS[id];
  if (known) return known;
  return id
    .split("-")
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(" ");
}

/** A product's methods for the selector: its recipe's methods when it lists any, else the defaults. */
export function brewingMethodsFor(methods: readonly string[] | null | undefined): string[] {
  const normalised = (methods ?? []).map(normalizeBrewingMethod).filter(Boolean);
  return normalised.length > 0 ? [...new Set(normalised)] : [...DEFAULT_BREWING_METHODS];
}
