/**
 * What a search is, before any database sees it (docs/decisions/090): the words of the query, plain
 * lower-case Latin letters and digits with accents taken off, so "Bhūmi" is "bhumi" and no character
 * can reach a `to_tsquery` as an operator. Words in other scripts are left to the AI mood suggester.
 * No zod here: the search box is in every page's first view; the query's schema is in search-query.ts.
 */

/** Suggestions start at two characters (fewer match nearly everything). */
export const SEARCH_MIN_LENGTH = 2;
/** Longer queries are not searches; the API answers them with a 400. */
export const SEARCH_MAX_LENGTH = 100;
/** At most this many words are looked up (each costs a trigram lookup). */
export const SEARCH_MAX_WORDS = 8;

/** "Chikmaglūr  natual-process!" → ["chikmaglur", "natual", "process"]. */
export function searchWords(query: string): string[] {
  const plain = query.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
  const words = plain.split(/[^a-z0-9]+/).filter((w) => w.length > 0);
  return [...new Set(words)].slice(0, SEARCH_MAX_WORDS);
}

/** The product filters the results page offers, each optional. */
export type SearchFilters = {
  category?: string;
  roast?: string;
  process?: string;
  mood?: string;
  inStock?: boolean;
};

export type SearchProductHit = { slug: string; name: string; image: string | null; essence: string | null };
export type SearchMoodHit = { slug: string; name: string; emoji: string };
export type SearchArticleHit = { slug: string; title: string; excerpt: string };

/** The combobox's suggestions: a few of each kind. */
export type SearchSuggestions = {
  query: string;
  products: SearchProductHit[];
  moods: SearchMoodHit[];
  articles: SearchArticleHit[];
};

/** The filter a results page was asked for, read leniently from its query string (unknown values ignored). */
export function readSearchFilters(params: URLSearchParams): SearchFilters {
  const text = (name: string) => params.get(name)?.trim().slice(0, SEARCH_MAX_LENGTH) || undefined;
  return {
    category: text("category"),
    roast: text("roast"),
    process: text("process"),
    mood: text("mood"),
    inStock: params.get("stock") === "1" || undefined,
  };
}

type Filterable = {
  category: string;
  roastLevel: string | null;
  processingMethod: string | null;
  moodPairing: string | null;
  inStock: boolean;
};

const same = (a: string | null, b: string | undefined) => !b || (a ?? "").toLowerCase() === b.toLowerCase();

/** Products passing every filter that is set; `mood` is the mood's name, as products pair with it. */
export function applySearchFilters<P extends Filterable>(products: P[], filters: SearchFilters): P[] {
  return products.filter(
    (p) =>
      same(p.category, filters.category) &&
      same(p.roastLevel, filters.roast) &&
      same(p.processingMethod, filters.process) &&
      same(p.moodPairing, filters.mood) &&
      (!filters.inStock || p.inStock),
  );
}

/** The choices each filter offers: the values the catalogue holds, sorted. */
export function searchFacets(products: Filterable[]) {
  const values = (pick: (p: Filterable) => string | null) =>
    [...new Set(products.map(pick).filter((v): v is string => !!v))].sort((a, b) => a.localeCompare(b));
  return {
    categories: values((p) => p.category),
    roasts: values((p) => p.roastLevel),
    processes: values((p) => p.processingMethod),
  };
}

/** "single-origin" → "Single origin", for the category filter's choices. */
export function categoryLabel(category: string): string {
  const words = category.replace(/-/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}
