/** The six shop categories of the home page's browser and `/shop?category=`; each filters for real. */
export type CategoryProduct = { category: string; roastLevel: string | null; processingMethod: string | null };

export type CoffeeCategory = {
  id: string;
  name: string;
  description: string;
  badge: string;
  flavorHighlights: string[];
  /** Accent colour of the card. */
  color: string;
  matches: (product: CategoryProduct) => boolean;
};

const roast = (product: CategoryProduct) => (product.roastLevel ?? "").toLowerCase();

export const COFFEE_CATEGORIES: readonly CoffeeCategory[] = [
  {
    id: "single-origin",
    name: "Single Origin",
    description: "One estate, one hillside, one harvest — coffees that taste of exactly where they grew.",
    badge: "Traceable",
    flavorHighlights: ["Terroir-driven", "Estate lots", "Seasonal"],
    color: "#3b5d4a",
    matches: (p) => p.category === "single-origin",
  },
  {
    id: "light-roast",
    name: "Light Roast",
    description: "Bright, floral and tea-like, roasted gently to keep the high-grown acidity.",
    badge: "Bright",
    flavorHighlights: ["Jasmine", "Citrus", "Honey"],
    color: "#c9a24a",
    matches: (p) => roast(p).includes("light"),
  },
  {
    id: "medium-roast",
    name: "Medium Roast",
    description: "Balanced sweetness and body — caramel, cocoa and ripe fruit in every cup.",
    badge: "Balanced",
    flavorHighlights: ["Caramel", "Cocoa", "Stone fruit"],
    color: "#c0633a",
    matches: (p) => roast(p).includes("medium"),
  },
  {
    id: "dark-roast",
    name: "Dark Roast",
    description: "Deep, smoky and bold; made for milk, for filter kaapi and for long nights.",
    badge: "Bold",
    flavorHighlights: ["Dark chocolate", "Spice", "Smoke"],
    color: "#3e2723",
    matches: (p) => roast(p).includes("dark") || roast(p).includes("french"),
  },
  {
    id: "specialty",
    name: "Specialty Lots",
    description: "Micro-lots and experimental ferments from growers pushing Indian coffee forward.",
    badge: "Limited",
    flavorHighlights: ["Wild ferment", "Honey process", "Rare cultivars"],
    color: "#7a4e8c",
    matches: (p) => p.category === "specialty",
  },
  {
    id: "processing",
    name: "Processing Methods",
    description: "Natural, honey, semi-washed and fermented coffees: how a cherry is dried changes everything.",
    badge: "Explore",
    flavorHighlights: ["Natural", "Honey", "Fermented"],
    color: "#5f7f8f",
    matches: (p) => {
      const method = (p.processingMethod ?? "").toLowerCase();
      return method !== "" && method !== "washed";
    },
  },
];

export function findCategory(id: string | null | undefined): CoffeeCategory | undefined {
  return COFFEE_CATEGORIES.find((category) => category.id === id);
}

/** "6 varieties", "1 variety". */
export function varietyCount(count: number): string {
  return `${count} ${count === 1 ? "variety" : "varieties"}`;
}
