/**
 * Search in the database (docs/decisions/090): one weighted document per product, mood and published
 * article, built from the live rows at query time — so an owner's edit is found by the next search, with
 * no index to rebuild — matched with PostgreSQL full-text search, and typos mended with `pg_trgm`
 * against the words the documents hold. The catalogue is small (dozens of rows); if it grows to
 * thousands, the documents become a stored, indexed column kept by a trigger.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Executor } from "../../db/client";

/** Accents off and lower case, as `searchWords` does for the query. */
const plain = (text: SQL) => sql`lower(unaccent(coalesce(${text}, '')))`;
const vector = (weight: "A" | "B" | "C", text: SQL) =>
  sql`setweight(to_tsvector('simple', ${plain(text)}), ${sql.raw(`'${weight}'`)})`;
const list = (column: string) => sql.raw(`array_to_string(${column}, ' ')`);

/**
 * Name first (A), then what a shopper picks a coffee by (B: notes, origin, region, estate, process,
 * roast, mood, category and tags — "natural process" is how shoppers name a process), then the prose (C).
 */
const DOCUMENTS = sql`
  select 'product' as kind, p.slug, p.name as title, coalesce(p.essence, '') as summary, p.id as sort,
    ${vector("A", sql`p.name`)}
    || ${vector(
      "B",
      sql`concat_ws(' ', ${list("p.tasting_notes")}, p.origin, p.region, p.district, p.estate, p.processing_method || ' process',
        p.roast_level, p.mood_pairing, replace(p.category, '-', ' '), ${list("p.tags")})`,
    )}
    || ${vector("C", sql`concat_ws(' ', p.description, p.essence, p.cultivars, p.farmer_name)`)} as doc
  from products p where p.is_active
  union all
  select 'mood', m.slug, m.name, m.description, m.sort_order,
    ${vector("A", sql`m.name`)}
    || ${vector("B", sql`concat_ws(' ', ${list("m.characteristics")}, replace(m.code, '-', ' '))`)}
    || ${vector("C", sql`m.description`)}
  from moods m
  union all
  select 'article', b.slug, b.title, b.excerpt, b.id,
    ${vector("A", sql`b.title`)}
    || ${vector("B", sql`concat_ws(' ', replace(b.category, '-', ' '), ${list("b.tags")})`)}
    || ${vector("C", sql`concat_ws(' ', b.excerpt, b.description)`)}
  from blog_posts b where b.status = 'published'`;

/** Every word the documents hold, for mending typos. */
const LEXICON = sql`select distinct word from (select unnest(tsvector_to_array(doc)) as word from (${DOCUMENTS}) d) w
  where length(word) > 1`;

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

export type WordReading = { word: string; known: boolean; nearest: string | null; similarity: number };

/**
 * For each query word: whether a document word starts with it (a word still being typed counts), and
 * the nearest document word by trigram similarity.
 */
export async function readWords(db: Executor, words: string[]): Promise<WordReading[]> {
  if (words.length === 0) return [];
  const result = await db.execute(sql`
    with lexicon as (${LEXICON}), q as (select unnest(${sql.param(words)}::text[]) as word)
    select q.word,
      exists (select 1 from lexicon l where l.word like q.word || '%') as known,
      n.word as nearest, coalesce(n.sim, 0)::float8 as similarity
    from q left join lateral (
      select l.word, similarity(l.word, q.word) as sim from lexicon l
      order by similarity(l.word, q.word) desc, l.word limit 1
    ) n on true`);
  return rowsOf<WordReading>(result);
}

export type SearchRow = { kind: "product" | "mood" | "article"; slug: string; title: string; summary: string };

/**
 * Documents matching every word (each as a prefix), best first: the exact name, then a match in the
 * name, then by weighted rank. `words` hold only [a-z0-9] (searchWords), so the query text is safe.
 */
export async function matchDocuments(
  db: Executor,
  words: string[],
  mode: "all" | "any",
  limit: number,
): Promise<SearchRow[]> {
  if (words.length === 0) return [];
  const query = words.map((w) => `${w}:*`).join(mode === "all" ? " & " : " | ");
  const phrase = words.join(" ");
  const result = await db.execute(sql`
    select kind, slug, title, summary from (${DOCUMENTS}) d, to_tsquery('simple', ${query}) query
    where d.doc @@ query
    order by lower(unaccent(d.title)) = ${phrase} desc,
      ts_rank('{0,0,0,1}', d.doc, query) > 0 desc,
      ts_rank('{0.05,0.2,0.5,1}', d.doc, query) desc,
      d.sort
    limit ${limit}`);
  return rowsOf<SearchRow>(result);
}
