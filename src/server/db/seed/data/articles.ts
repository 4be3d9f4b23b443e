import type { ArticleSeed } from "../types";

/** Journal articles. Each body is read from `../articles/<slug>.md`. */
export const articleSeeds: ArticleSeed[] = [
  {
    title: "The Art of Coffee Processing: Washed, Natural and Honey",
    slug: "the-art-of-coffee-processing-washed-natural-honey",
    excerpt:
      "What happens between the branch and the roaster shapes your cup as much as soil or altitude. A field guide to washed, natural and honey coffees — and two processes that are uniquely Indian.",
    description:
      "How washed, natural, honey and fermented processing change the taste of South Indian coffee, from Plantation AA to Monsooned Malabar.",
    category: "processing",
    tags: ["processing", "single-origin", "tasting", "estates"],
    author: "Ananya Krishnan",
    featuredImage: "/images/journal/the-art-of-coffee-processing-washed-natural-honey.svg",
    status: "published",
    isFeatured: true,
    readTimeMin: 6,
    metaTitle: "Washed, Natural & Honey Coffee Processing Explained",
    metaDescription:
      "How washed, natural, honey and fermented processing shape the taste of South Indian coffee — with Indian grades and Monsooned Malabar explained.",
    publishedAt: new Date("2026-06-12T06:00:00Z"),
  },
  {
    title: "Kaapi Culture: The South Indian Filter Coffee Tradition",
    slug: "kaapi-culture-south-indian-filter-coffee-tradition",
    excerpt:
      "Seven smuggled seeds, a brass filter and a tumbler poured from arm's length. How filter kaapi became the morning sound of a million South Indian kitchens.",
    description:
      "The history and ritual of South Indian filter coffee, from Baba Budan's seven seeds to degree coffee, chicory and the davara-tumbler pour.",
    category: "culture",
    tags: ["kaapi", "filter-coffee", "culture", "brewing"],
    author: "Meera Subramaniam",
    featuredImage: "/images/journal/kaapi-culture-south-indian-filter-coffee-tradition.svg",
    status: "published",
    isFeatured: true,
    readTimeMin: 5,
    metaTitle: "Kaapi Culture: South Indian Filter Coffee Tradition",
    metaDescription:
      "From Baba Budan's seven seeds to degree coffee and the davara-tumbler pour: the history, ritual and recipe of South Indian filter kaapi.",
    publishedAt: new Date("2026-07-08T06:00:00Z"),
  },
  {
    title: "Brewing the Perfect Pour-Over at Home",
    slug: "brewing-the-perfect-pour-over-at-home",
    excerpt:
      "Fifteen grams of coffee, a kettle and four minutes of attention. A reliable home pour-over recipe, what each variable does, and how to fix a cup that tastes wrong.",
    description:
      "A step-by-step pour-over guide with a 1:15 ratio, grind and water advice, and a troubleshooting list for sour or bitter cups.",
    category: "brewing",
    tags: ["brewing", "pour-over", "tasting", "single-origin"],
    author: "Vikram Ponnappa",
    featuredImage: "/images/journal/brewing-the-perfect-pour-over-at-home.svg",
    status: "published",
    isFeatured: false,
    readTimeMin: 5,
    metaTitle: "How to Brew the Perfect Pour-Over Coffee at Home",
    metaDescription:
      "A step-by-step pour-over recipe at a 1:15 ratio, with grind, water temperature and troubleshooting tips for sour or bitter cups.",
    publishedAt: new Date("2026-08-19T06:00:00Z"),
  },
  {
    title: "Shade-Grown Coffee and the Western Ghats",
    slug: "shade-grown-coffee-and-the-western-ghats",
    excerpt:
      "In South India, coffee grows inside the forest rather than in place of it. Why the silver oak and jackfruit canopy makes better coffee, shelters hornbills and keeps family farms alive.",
    description:
      "How India's shade-grown coffee estates protect Western Ghats biodiversity, improve cup quality and support smallholders through intercropping.",
    category: "sustainability",
    tags: ["sustainability", "shade-grown", "western-ghats", "estates"],
    author: "Ananya Krishnan",
    featuredImage: "/images/journal/shade-grown-coffee-and-the-western-ghats.svg",
    status: "published",
    isFeatured: false,
    readTimeMin: 5,
    metaTitle: "Shade-Grown Coffee and the Western Ghats",
    metaDescription:
      "Why South Indian coffee grows under silver oak and jackfruit, how the canopy shapes flavour, and what it means for Western Ghats wildlife.",
    publishedAt: new Date("2026-09-24T06:00:00Z"),
  },
  {
    title: "A Year on a Chikmagalur Coffee Estate",
    slug: "a-year-on-a-chikmagalur-coffee-estate",
    excerpt:
      "From the jasmine-scented blossom of March to the last red cherries of January, we spent twelve months with the family who grow our Morning Dust on the Baba Budangiri hills.",
    description:
      "Season by season on a Chikmagalur coffee estate: blossom showers, monsoon, harvest and drying at 1,350 metres in the Baba Budangiri range.",
    category: "farming",
    tags: ["chikmagalur", "estates", "western-ghats", "processing"],
    author: "Rohan Hegde",
    featuredImage: "/images/journal/a-year-on-a-chikmagalur-coffee-estate.svg",
    status: "published",
    isFeatured: false,
    readTimeMin: 5,
    metaTitle: "A Year on a Chikmagalur Coffee Estate",
    metaDescription:
      "Blossom showers, monsoon, harvest and drying: twelve months with the family who grow our Morning Dust at 1,350 m in the Baba Budangiri hills.",
    publishedAt: new Date("2026-11-03T06:00:00Z"),
  },
];
