/**
 * Search in the database (docs/decisions/090): `search_documents` holds a weighted document per active
 * product, mood and published article, `search_words` every word in them; triggers keep both current
 * (migration 0005_search), so an owner's edit is found by the next search. Full-text search matches
 * through GIN indexes and `pg_trgm` mends typos through a GIN trigram index (0007, decision 091); one
 * call of `search_find` does a whole search, and ranking walks the catalogue in the shop's order rather
 * than ranking every match (0017, decision 092), as far as the words need (0019, decision 161), so
 * thousands of coffees stay fast.
 */
import { sql } from "drizzle-orm";
import { rowsOf, type Executor } from "../../db/client";

export type SearchRow = { kind: "product" | "mood" | "article"; slug: string; title: string; summary: string };

export type FoundDocuments = {
  rows: SearchRow[];
  /** The words searched for: the query's, with typos mended. */
  used: string[];
  /** With no rows: the nearest document words to the query's unknown words, for "did you mean". */
  nearest: string[];
};

export type FindOptions = {
  /** A word no document word starts with is replaced by its nearest document word when this alike. */
  mendAt: number;
  /** "Did you mean" offers nearest words this alike. */
  suggestAt: number;
  limit: number;
  /**
   * How many documents ranking walks in the shop's order before turning to each tier's index; by default
   * as far as the words' document counts say their matches fill the answer (decision 161).
   */
  walk?: number;
};

type FindRow = {
  kind: SearchRow["kind"] | null;
  slug: string;
  title: string;
  summary: string;
  used: string[];
  nearest: string[] | null;
};

/**
 * Documents matching every word (each as a prefix), else any word, best first: the exact name, then a
 * match in the name, then in what a coffee is chosen by (notes, origin…), then the prose; within each, the
 * shop's own order. `words` hold only [a-z0-9] (searchWords); the function quotes them into the tsquery.
 */
export async function findDocuments(db: Executor, words: string[], options: FindOptions): Promise<FoundDocuments> {
  if (words.length === 0) return { rows: [], used: [], nearest: [] };
  const { mendAt, suggestAt, limit, walk } = options;
  const found = rowsOf<FindRow>(
    await db.execute(sql`
      select kind, slug, title, summary, used, nearest
      from search_find(${sql.param(words)}::text[], ${mendAt}, ${suggestAt}, ${limit}, ${walk ?? null}::integer)`),
  );
  const rows = found.flatMap(({ kind, slug, title, summary }) => (kind ? [{ kind, slug, title, summary }] : []));
  return { rows, used: found[0]?.used ?? words, nearest: rows.length > 0 ? [] : (found[0]?.nearest ?? []) };
}

/** How many moods and articles can be found: every document that is not a coffee. */
export async function countOtherDocuments(db: Executor): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from search_documents where kind <> 'product'`),
  );
  return Number(row?.n ?? 0);
}
