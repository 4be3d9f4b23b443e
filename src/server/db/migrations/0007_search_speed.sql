-- Search at catalogue scale (docs/decisions/091). Measured on 10,000 products (bench:search):
-- - The nearest word by trigram distance through the GiST index took 5–40 ms a word: a nearest-neighbour walk
--   visits much of the tree. A GIN trigram index finds the words over the similarity threshold in 0.05 ms.
--   It also serves the prefix test (`like 'word%'`), so the GiST and btree indexes go.
-- - Matching walked every document (the planner prices the GIN index above a sequential scan of 10,000
--   documents: 9–17 ms); through the index the same answer takes about 2 ms. search_match pins that plan.
DROP INDEX IF EXISTS search_words_trigram_idx;
--> statement-breakpoint
DROP INDEX IF EXISTS search_words_prefix_idx;
--> statement-breakpoint
CREATE INDEX search_words_trigram_gin ON search_words USING gin (word gin_trgm_ops);
--> statement-breakpoint
-- For each word, the most alike document word at least 0.2 alike (the least a "did you mean" offers), if any.
CREATE FUNCTION search_nearest(p_words text[]) RETURNS TABLE (word text, nearest text, similarity float8)
LANGUAGE sql STABLE SET pg_trgm.similarity_threshold = 0.2 AS $$
  SELECT q.word, n.word, similarity(n.word, q.word)::float8
  FROM unnest(p_words) AS q(word)
  JOIN LATERAL (
    SELECT w.word FROM search_words w WHERE w.word % q.word
    ORDER BY similarity(w.word, q.word) DESC, w.word LIMIT 1
  ) n ON true
$$;
--> statement-breakpoint
-- Documents matching the query, best first: the exact name, then a match in the name, then in what a coffee
-- is chosen by (notes, origin…), then the prose; within each, the shop's own order.
CREATE FUNCTION search_match(p_query tsquery, p_title text, p_limit integer)
RETURNS TABLE (kind text, slug text, title text, summary text)
LANGUAGE sql STABLE SET enable_seqscan = off AS $$
  SELECT d.kind, d.slug, d.title, d.summary FROM search_documents d
  WHERE d.doc @@ p_query
  ORDER BY d.title_plain = p_title DESC, d.name_doc @@ p_query DESC, d.key_doc @@ p_query DESC, d.sort, d.slug
  LIMIT p_limit
$$;
