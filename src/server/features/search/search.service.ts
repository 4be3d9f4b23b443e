import type { PublicProduct } from "@domain/catalog";
import {
  applySearchFilters,
  searchWords,
  type SearchArticleHit,
  type SearchFilters,
  type SearchMoodHit,
  type SearchSuggestions,
} from "@domain/search";
import type { Db } from "../../db/client";
import type { CatalogService } from "../catalog/catalog.service";
import type { MoodsService } from "../moods/moods.service";
import { matchDocuments, readWords, type SearchRow } from "./search.repo";

/** A word is mended to its nearest document word only when they are this alike (trigram similarity). */
const MEND_AT = 0.35;
/** "Did you mean" offers words at least this alike. */
const SUGGEST_AT = 0.2;
/** Enough for the results page; the catalogue is dozens of rows. */
const RESULT_LIMIT = 60;

export type SearchResults = {
  query: string;
  /** The words searched for when a typo was mended ("chikmagalur" for "chikmaglur"), else null. */
  searchedFor: string | null;
  products: PublicProduct[];
  moods: SearchMoodHit[];
  articles: SearchArticleHit[];
  /** With no results: the nearest words the shop knows. */
  nearest: string[];
};

export type SearchService = ReturnType<typeof createSearchService>;

export function createSearchService(db: Db, catalog: CatalogService, moods: MoodsService) {
  async function find(query: string): Promise<{ rows: SearchRow[]; searchedFor: string | null; nearest: string[] }> {
    const words = searchWords(query);
    if (words.length === 0) return { rows: [], searchedFor: null, nearest: [] };
    const readings = new Map((await readWords(db, words)).map((r) => [r.word, r]));
    const used = words.map((word) => {
      const reading = readings.get(word);
      return reading && !reading.known && reading.nearest && reading.similarity >= MEND_AT ? reading.nearest : word;
    });
    let rows = await matchDocuments(db, used, "all", RESULT_LIMIT);
    if (rows.length === 0 && used.length > 1) rows = await matchDocuments(db, used, "any", RESULT_LIMIT);
    const mended = used.some((w, i) => w !== words[i]);
    const nearest =
      rows.length > 0
        ? []
        : [...readings.values()]
            .filter((r) => r.nearest && r.nearest !== r.word && r.similarity >= SUGGEST_AT)
            .map((r) => r.nearest!);
    return { rows, searchedFor: mended && rows.length > 0 ? used.join(" ") : null, nearest: [...new Set(nearest)] };
  }

  async function search(query: string, filters: SearchFilters = {}): Promise<SearchResults> {
    const [{ rows, searchedFor, nearest }, products, allMoods] = await Promise.all([
      find(query),
      catalog.listProducts(),
      moods.listMoods(),
    ]);
    const bySlug = new Map(products.map((p) => [p.slug, p]));
    const moodBySlug = new Map(allMoods.map((m) => [m.slug, m]));
    const found = rows.filter((r) => r.kind === "product").flatMap((r) => bySlug.get(r.slug) ?? []);
    return {
      query,
      searchedFor,
      products: applySearchFilters(found, filters),
      moods: rows
        .filter((r) => r.kind === "mood")
        .flatMap((r) => {
          const mood = moodBySlug.get(r.slug);
          return mood ? [{ slug: mood.slug, name: mood.name, emoji: mood.emoji }] : [];
        }),
      articles: rows
        .filter((r) => r.kind === "article")
        .map((r) => ({ slug: r.slug, title: r.title, excerpt: r.summary })),
      nearest,
    };
  }

  return {
    search,
    /** What the search box offers while the shopper types: a few of each kind. */
    async suggest(query: string): Promise<SearchSuggestions> {
      const results = await search(query);
      return {
        query,
        products: results.products.slice(0, 5).map((p) => ({
          slug: p.slug,
          name: p.name,
          image: p.images[0] ?? null,
          essence: p.essence,
        })),
        moods: results.moods.slice(0, 3),
        articles: results.articles.slice(0, 3),
      };
    },
  };
}
