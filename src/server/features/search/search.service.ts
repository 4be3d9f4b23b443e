import type { PublicProduct } from "@domain/catalog";
import {
  applySearchFilters,
  searchWords,
  type SearchArticleHit,
  type SearchFilters,
  type SearchMoodHit,
  type SearchSuggestions,
} from "@domain/search";
import { LRUCache } from "lru-cache";
import { CATALOG_CHANNEL, CONTENT_CHANNEL } from "../../cache";
import type { Database } from "../../db/client";
import type { CatalogService } from "../catalog/catalog.service";
import type { MoodsService } from "../moods/moods.service";
import { countOtherDocuments, findDocuments, type SearchRow } from "./search.repo";

/** A word is mended to its nearest document word only when they are this alike (trigram similarity). */
export const MEND_AT = 0.35;
/** "Did you mean" offers words at least this alike. */
export const SUGGEST_AT = 0.2;
/** The results page shows at most this many of each search. */
export const RESULT_LIMIT = 60;
/** The search box shows this many of each kind. */
const SUGGESTED = { products: 5, moods: 3, articles: 3 };
/**
 * Searches are kept per query until the catalogue or the content changes (in any process, through
 * NOTIFY) or a minute passes; bounded, so a stream of invented queries cannot grow the memory.
 */
const CACHED_QUERIES = 2_000;

type Found = { rows: SearchRow[]; searchedFor: string | null; nearest: string[] };

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

export type SearchService = Awaited<ReturnType<typeof createSearchService>>;

export async function createSearchService(database: Database, catalog: CatalogService, moods: MoodsService) {
  const db = database.db;
  const cache = new LRUCache<string, Found>({ max: CACHED_QUERIES, ttl: 60_000 });
  let generation = 0;
  /** The number of moods and articles (countOtherDocuments), read once per catalogue and content. */
  let others: Promise<number> | null = null;
  const forget = () => {
    generation += 1;
    cache.clear();
    others = null;
  };
  await database.listen(CATALOG_CHANNEL, forget);
  await database.listen(CONTENT_CHANNEL, forget);
  /** The catalogue by slug, built once per catalogue the cache hands out. */
  const indexes = new WeakMap<PublicProduct[], Map<string, PublicProduct>>();
  const bySlug = (products: PublicProduct[]) => {
    let index = indexes.get(products);
    if (!index) indexes.set(products, (index = new Map(products.map((p) => [p.slug, p]))));
    return index;
  };

  async function findUncached(words: string[], limit: number): Promise<Found> {
    const { rows, used, nearest } = await findDocuments(db, words, { mendAt: MEND_AT, suggestAt: SUGGEST_AT, limit });
    const mended = used.some((w, i) => w !== words[i]);
    return { rows, searchedFor: mended && rows.length > 0 ? used.join(" ") : null, nearest: [...new Set(nearest)] };
  }

  async function find(query: string, limit: number): Promise<Found> {
    const words = searchWords(query);
    if (words.length === 0) return { rows: [], searchedFor: null, nearest: [] };
    const key = `${limit} ${words.join(" ")}`;
    const hit = cache.get(key);
    if (hit) return hit;
    const started = generation;
    const found = await findUncached(words, limit);
    // Changed while searching: the answer may predate the change, so it is not kept.
    if (started === generation) cache.set(key, found);
    return found;
  }

  /**
   * How many documents the search box needs: five coffees beside every mood and article. So its coffees are
   * the search's first five, and its moods and articles are the results page's, except any that rank below a
   * sixth coffee. On 10,000 coffees that is about a third less database time per first ask (decision 165).
   */
  async function suggestionLimit(): Promise<number> {
    others ??= countOtherDocuments(db).catch((error: unknown) => {
      others = null;
      throw error;
    });
    return Math.min(RESULT_LIMIT, SUGGESTED.products + (await others));
  }

  async function search(query: string, filters: SearchFilters = {}, limit = RESULT_LIMIT): Promise<SearchResults> {
    const [{ rows, searchedFor, nearest }, products, allMoods] = await Promise.all([
      find(query, limit),
      catalog.listProducts(),
      moods.listMoods(),
    ]);
    const productsBySlug = bySlug(products);
    const moodBySlug = new Map(allMoods.map((m) => [m.slug, m]));
    const found = rows.filter((r) => r.kind === "product").flatMap((r) => productsBySlug.get(r.slug) ?? []);
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
      const results = await search(query, {}, await suggestionLimit());
      return {
        query,
        products: results.products.slice(0, SUGGESTED.products).map((p) => ({
          slug: p.slug,
          name: p.name,
          image: p.images[0] ?? null,
          essence: p.essence,
        })),
        moods: results.moods.slice(0, SUGGESTED.moods),
        articles: results.articles.slice(0, SUGGESTED.articles),
      };
    },
  };
}
