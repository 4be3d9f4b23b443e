/**
 * How to brew the chosen blend: the first of the blend's recommended methods that suits the mood,
 * with the blend's own recipe (water, time, grind, ratio) when it is the blend's main method, and
 * the house guide for that method otherwise.
 */
import type { AiRecommendation } from "@domain/ai-mood";
import { brewingMethodLabel, normalizeBrewingMethod } from "@domain/brewing";
import type { BlendSource } from "./blend";
import { BA, CI, CN, CR, EF, SS, type MoodCode } from "./moods";

const MOOD_METHODS: Record<MoodCode, string[]> = {
  [CR]: ["pour-over", "aeropress", "french-press"],
  [EF]: ["espresso", "aeropress", "moka-pot", "pour-over"],
  [CN]: ["south-indian-filter", "french-press", "moka-pot", "pour-over"],
  [BA]: ["espresso", "moka-pot", "french-press"],
  [SS]: ["french-press", "cold-brew", "pour-over"],
  [CI]: ["aeropress", "pour-over", "cold-brew"],
};

/** " for 240 g of water (1:16)" from a dose and a "1:16" ratio; just the ratio when it is not that simple. */
function waterFor(dose: number, ratio: string): string {
  const match = /^1\s*:\s*(\d+(?:\.\d+)?)$/.exec(ratio.trim());
  return match ? ` for ${Math.round(dose * Number(match[1]))} g of water (${ratio})` : `, ratio ${ratio},`;
}

type Recipe = { temperature: string; time: string; grind: string; ratio: string };
type Guide = Recipe & { steps: (recipe: Recipe, blend: string) => string[] };

const GUIDES: Record<string, Guide> = {
  "pour-over": {
    temperature: "92-96°C",
    time: "3-4 minutes",
    grind: "Medium-fine",
    ratio: "1:16",
    steps: (r, blend) => [
      `Heat water to ${r.temperature} and rinse the paper filter to warm the dripper.`,
      `Grind 15 g of ${blend} (${r.grind.toLowerCase()})${waterFor(15, r.ratio)} and level the bed.`,
      "Bloom with 30 g of water and wait 40 seconds while it rises and settles.",
      `Pour the rest in slow circles, letting each pour drain, for a total of ${r.time}.`,
      "Swirl the server once and take the first sip before anything else.",
    ],
  },
  aeropress: {
    temperature: "88-92°C",
    time: "2 minutes",
    grind: "Medium-fine",
    ratio: "1:15",
    steps: (r, blend) => [
      `Heat water to ${r.temperature}; rinse the filter cap.`,
      `Add 15 g of ${blend}, ground ${r.grind.toLowerCase()}, and pour to the top (${r.ratio}).`,
      "Stir three times, fit the plunger and let it steep.",
      `Press slowly for 30 seconds so the whole brew takes about ${r.time}.`,
    ],
  },
  "french-press": {
    temperature: "90-94°C",
    time: "4 minutes",
    grind: "Coarse",
    ratio: "1:12",
    steps: (r, blend) => [
      `Warm the press, then add 25 g of ${blend}, ground ${r.grind.toLowerCase()}.`,
      `Pour water at ${r.temperature} to the brim (${r.ratio}) and stir once.`,
      `Put the lid on and wait ${r.time} — no peeking.`,
      "Break the crust, skim the foam and press gently to the bottom.",
      "Pour it all out at once so it stops brewing, and sit with it.",
    ],
  },
  "cold-brew": {
    temperature: "Cold, filtered water",
    time: "12-16 hours",
    grind: "Coarse",
    ratio: "1:8",
    steps: (r, blend) => [
      `Grind 100 g of ${blend} ${r.grind.toLowerCase()}.`,
      `Stir it into cold filtered water (${r.ratio}) until every ground is wet.`,
      `Cover and leave it in the fridge for ${r.time}.`,
      "Strain through a paper filter; dilute 1:1 with water or milk over ice.",
    ],
  },
  espresso: {
    temperature: "92-94°C",
    time: "25-30 seconds",
    grind: "Fine",
    ratio: "1:2",
    steps: (r, blend) => [
      `Dose 18 g of ${blend}, ground ${r.grind.toLowerCase()}, into a warm portafilter.`,
      "Level and tamp firmly and evenly.",
      `Pull the shot at ${r.temperature} in ${r.time} — ratio ${r.ratio}.`,
      "Drink it while the crema is still thick, or pour it over hot milk.",
    ],
  },
  "moka-pot": {
    temperature: "Water just off the boil",
    time: "4-5 minutes",
    grind: "Fine",
    ratio: "1:7",
    steps: (r, blend) => [
      "Fill the base with hot water up to the valve.",
      `Fill the basket with ${blend}, ground ${r.grind.toLowerCase()}, level but not packed.`,
      `Brew on a medium-low flame with the lid open; it takes about ${r.time}.`,
      "Take it off the heat as soon as it gurgles and run the base under cold water.",
    ],
  },
  "south-indian-filter": {
    temperature: "Water just off the boil",
    time: "10-15 minutes drip",
    grind: "Fine (filter grind)",
    ratio: "1:8 decoction",
    steps: (r, blend) => [
      `Put 3 tablespoons of ${blend}, ground ${r.grind.toLowerCase()}, in the top chamber of the filter and rest the umbrella press on it.`,
      `Pour boiling water to the brim, close it and let the decoction drip slowly (${r.time}).`,
      "Boil milk with a little sugar until it froths.",
      "Mix one part decoction with two or three parts milk and pour between davara and tumbler until it foams.",
    ],
  },
};

const text = (value: unknown): string | undefined =>
  typeof value === "string" && value.trim() ? value.trim() : undefined;

type BrewSource = Pick<BlendSource, "name" | "recommendedMethods" | "brewRecipe">;

export function chooseMethod(mood: MoodCode, product: BrewSource): string {
  const offered = (
    product.recommendedMethods.length > 0 ? product.recommendedMethods : (product.brewRecipe?.methods ?? [])
  ).map(normalizeBrewingMethod);
  return (
    MOOD_METHODS[mood].find((method) => offered.includes(method)) ??
    offered.find((method) => GUIDES[method]) ??
    "pour-over"
  );
}

export function brewingFor(mood: MoodCode, product: BrewSource): AiRecommendation["brewingMethod"] {
  const method = chooseMethod(mood, product);
  const guide = GUIDES[method] ?? GUIDES["pour-over"]!;
  const recipe = product.brewRecipe;
  const main = normalizeBrewingMethod(product.recommendedMethods[0] ?? recipe?.methods[0] ?? "");
  // The blend's recipe was written for its main method; another method gets the house numbers.
  const own = main === method && recipe ? recipe : undefined;
  const values: Recipe = {
    temperature: text(own?.water) ?? guide.temperature,
    time: text(own?.time) ?? guide.time,
    grind: text(own?.grind) ?? guide.grind,
    ratio: text(own?.ratio) ?? guide.ratio,
  };
  return {
    name: brewingMethodLabel(method),
    temperature: values.temperature,
    time: values.time,
    steps: guide.steps(values, product.name),
  };
}
