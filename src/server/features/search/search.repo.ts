/**
 * Search in the database (docs/decisions/090): `search_documents` holds a weighted document per active
 * product, mood and published article, `search_words` every word in them; triggers keep both current
 * (migration 0005_search), so an owner's edit is found by the next search. Full-text search matches
 * through a GIN index and `pg_trgm` mends typos through a GIN trigram index (0007, decision 091), so
 * thousands of coffees stay fast.
 */
import { sql } from "drizzle-orm";
import type { Executor } from "../../db/client";

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

/** The query words some document word starts with (a word still being typed counts). */
export async function knownWords(db: Executor, words: string[]): Promise<Set<string>> {
  if (words.length === 0) return new Set();
  // `words` hold only [a-z0-9] (searchWords): nothing in them is a LIKE wildcard.
  const result = await db.execute(sql`
    select q.word from unnest(${sql.param(words)}::text[]) as q(word)
    where exists (select 1 from search_words w where w.word like q.word || '%')`);
  return new Set(rowsOf<{ word: string }>(result).map((r) => r.word));
}

export type NearestWord = { word: string; nearest: string; similarity: number };

/**
 * For each word, the most alike document word (trigram similarity through a GIN index), when one is at
 * least 0.2 alike; a word with none is left out. `search_words` drops a word no document holds any more,
 * so the nearest word always finds something.
 */
export async function nearestWords(db: Executor, words: string[]): Promise<NearestWord[]> {
  if (words.length === 0) return [];
  const result = await db.execute(
    sql`select word, nearest, similarity from search_nearest(${sql.param(words)}::text[])`,
  );
  return rowsOf<NearestWord>(result);
}

export type SearchRow = { kind: "product" | "mood" | "article"; slug: string; title: string; summary: string };

/**
 * Documents matching every word (each as a prefix), best first: the exact name, then a match in the
 * name, then in what a coffee is chosen by (notes, origin…), then the prose; within each, the shop's
 * own order. `words` hold only [a-z0-9] (searchWords), so the query text is safe.
 */
export async function matchDocuments(
  db: Executor,
  words: string[],
  mode: "all" | "any",
  limit: number,
): Promise<SearchRow[]> {
  if (words.length === 0) return [];
  const query = words.map((w) => `${w}:*`).join(mode === "all" ? " & " : " | ");
  const result = await db.execute(sql`
    select kind, slug, title, summary from search_match(to_tsquery('simple', ${query}), ${words.join(" ")}, ${limit})`);
  return rowsOf<SearchRow>(result);
}
