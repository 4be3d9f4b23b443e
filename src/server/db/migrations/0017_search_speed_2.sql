-- Search's first asks at catalogue scale (docs/decisions/092). Measured on 10,000 products (bench:search):
-- - Both GIN indexes kept new entries in their pending list (fastupdate), which every search then read from
--   end to end: 156 and 191 pages after the catalogue was loaded, 16–33 ms a query on a busy machine. PGlite
--   runs no autovacuum, so the list was never emptied there. Entries now go straight into the index.
-- - Ranking fetched and ranked every match (10,014 rows for "process") to keep 60. search_ranked walks the
--   catalogue in the shop's order and stops once the answer is known; an index per tier finds the rest.
-- - One search was three or four statements (known words, nearest words, match, fallback); on PGlite, one
--   connection for every shopper, each waited its turn. search_find does it all in one call.
ALTER INDEX search_documents_doc_idx SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX search_words_trigram_gin SET (fastupdate = off);
--> statement-breakpoint
SELECT gin_clean_pending_list('search_documents_doc_idx'), gin_clean_pending_list('search_words_trigram_gin');
--> statement-breakpoint
CREATE INDEX search_documents_name_gin ON search_documents USING gin (name_doc) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX search_documents_key_gin ON search_documents USING gin (key_doc) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX search_documents_title_idx ON search_documents (title_plain);
--> statement-breakpoint
-- The shop's order: the walk of search_ranked.
CREATE INDEX search_documents_order_idx ON search_documents (sort, slug, kind);
--> statement-breakpoint
-- Words starting with a prefix are a range in byte order (words hold only [a-z0-9], and '{' follows 'z').
CREATE INDEX search_words_prefix_c ON search_words ((word COLLATE "C"));
--> statement-breakpoint
-- The ranking of decision 090 — tier 0 the exact name, 1 a match in the name, 2 in what a coffee is chosen by,
-- 3 in the prose; within a tier the shop's order — without ranking every match. First the catalogue's first
-- p_walk documents are walked in the shop's order (for a common word the answer is there); then, for each tier
-- still short of p_limit, that tier's own index finds its matches past the walk. p_walk 0 skips the walk.
CREATE FUNCTION search_ranked(p_query tsquery, p_title text, p_limit integer, p_walk integer)
RETURNS TABLE (kind text, slug text, title text, summary text)
LANGUAGE plpgsql STABLE SET enable_seqscan = off AS $$
DECLARE
  r record;
  -- The walk's matches in the shop's order, at most p_limit of each tier.
  v_tiers integer[] := '{}';
  v_kinds text[] := '{}';
  v_slugs text[] := '{}';
  v_titles text[] := '{}';
  v_summaries text[] := '{}';
  v_tier_hits integer[] := array[0, 0, 0, 0];
  v_walked integer := 0;
  -- The last document walked: each tier's index looks past it.
  v_sort integer;
  v_slug text;
  v_kind text;
  v_left integer := p_limit;
  v_found integer;
BEGIN
  IF p_walk > 0 THEN
    FOR r IN
      SELECT d.kind, d.slug, d.title, d.summary, d.sort,
        CASE WHEN NOT d.doc @@ p_query THEN NULL WHEN d.title_plain = p_title THEN 0 WHEN d.name_doc @@ p_query THEN 1
          WHEN d.key_doc @@ p_query THEN 2 ELSE 3 END AS tier
      FROM search_documents d ORDER BY d.sort, d.slug, d.kind LIMIT p_walk
    LOOP
      v_walked := v_walked + 1;
      v_sort := r.sort;
      v_slug := r.slug;
      v_kind := r.kind;
      IF r.tier IS NOT NULL AND v_tier_hits[r.tier + 1] < p_limit THEN
        v_tiers := v_tiers || r.tier;
        v_kinds := v_kinds || r.kind;
        v_slugs := v_slugs || r.slug;
        v_titles := v_titles || r.title;
        v_summaries := v_summaries || r.summary;
        v_tier_hits[r.tier + 1] := v_tier_hits[r.tier + 1] + 1;
        -- As many exact names as the answer holds: nothing later can rank above them.
        EXIT WHEN v_tier_hits[1] >= p_limit;
      END IF;
    END LOOP;
    -- The walk saw every document: its matches are all there are.
    IF v_walked < p_walk THEN
      v_sort := NULL;
    END IF;
  END IF;
  FOR v_tier IN 0..3 LOOP
    EXIT WHEN v_left <= 0;
    FOR i IN 1..coalesce(array_length(v_tiers, 1), 0) LOOP
      EXIT WHEN v_left <= 0;
      IF v_tiers[i] = v_tier THEN
        kind := v_kinds[i];
        slug := v_slugs[i];
        title := v_titles[i];
        summary := v_summaries[i];
        RETURN NEXT;
        v_left := v_left - 1;
      END IF;
    END LOOP;
    CONTINUE WHEN v_left <= 0 OR (p_walk > 0 AND v_walked < p_walk);
    IF v_tier = 0 THEN
      RETURN QUERY
        SELECT d.kind, d.slug, d.title, d.summary FROM search_documents d
        WHERE d.title_plain = p_title AND d.doc @@ p_query
          AND (v_sort IS NULL OR (d.sort, d.slug, d.kind) > (v_sort, v_slug, v_kind))
        ORDER BY d.sort, d.slug, d.kind LIMIT v_left;
    ELSIF v_tier = 1 THEN
      RETURN QUERY
        SELECT d.kind, d.slug, d.title, d.summary FROM search_documents d
        WHERE d.name_doc @@ p_query AND d.title_plain <> p_title
          AND (v_sort IS NULL OR (d.sort, d.slug, d.kind) > (v_sort, v_slug, v_kind))
        ORDER BY d.sort, d.slug, d.kind LIMIT v_left;
    ELSIF v_tier = 2 THEN
      RETURN QUERY
        SELECT d.kind, d.slug, d.title, d.summary FROM search_documents d
        WHERE d.key_doc @@ p_query AND NOT d.name_doc @@ p_query AND d.title_plain <> p_title
          AND (v_sort IS NULL OR (d.sort, d.slug, d.kind) > (v_sort, v_slug, v_kind))
        ORDER BY d.sort, d.slug, d.kind LIMIT v_left;
    ELSE
      RETURN QUERY
        SELECT d.kind, d.slug, d.title, d.summary FROM search_documents d
        WHERE d.doc @@ p_query AND NOT d.key_doc @@ p_query AND d.title_plain <> p_title
          AND (v_sort IS NULL OR (d.sort, d.slug, d.kind) > (v_sort, v_slug, v_kind))
        ORDER BY d.sort, d.slug, d.kind LIMIT v_left;
    END IF;
    GET DIAGNOSTICS v_found = ROW_COUNT;
    v_left := v_left - v_found;
  END LOOP;
END
$$;
--> statement-breakpoint
-- One search in one call: each word some document word starts with is kept; any other is replaced by its
-- nearest document word when at least p_mend_at alike (search_nearest); then every word must match, else any
-- word. Rows found carry the words searched for; with none, one row without a kind carries them and the
-- nearest words at least p_suggest_at alike ("did you mean"). The walk is for words common enough to fill
-- the answer (the documents holding them, an upper bound, at least p_limit).
CREATE FUNCTION search_find(p_words text[], p_mend_at float8, p_suggest_at float8, p_limit integer, p_walk integer)
RETURNS TABLE (kind text, slug text, title text, summary text, used text[], nearest text[])
LANGUAGE plpgsql STABLE AS $$
DECLARE
  r record;
  v_used text[] := p_words;
  v_nearest text[] := '{}';
  -- For each word, how many documents hold a word starting with it (0: no word does) — an upper bound on
  -- its matches. Words starting with p are a range in byte order ('{' follows 'z').
  v_docs bigint[];
  v_found integer := 0;
  v_any boolean;
BEGIN
  SELECT array_agg((SELECT coalesce(sum(w.docs), 0) FROM search_words w
      WHERE (w.word COLLATE "C") >= q.word AND (w.word COLLATE "C") < q.word || '{' AND w.word LIKE q.word || '%')
    ORDER BY q.i)
  INTO v_docs FROM unnest(p_words) WITH ORDINALITY AS q(word, i);
  IF 0 = ANY (v_docs) THEN
    FOR r IN SELECT * FROM search_nearest(array(
      SELECT p_words[i] FROM generate_subscripts(p_words, 1) AS i WHERE v_docs[i] = 0 ORDER BY i))
    LOOP
      IF r.similarity >= p_mend_at THEN
        v_used := array_replace(v_used, r.word, r.nearest);
        v_docs[array_position(p_words, r.word)] := (SELECT coalesce(sum(w.docs), 0) FROM search_words w
          WHERE (w.word COLLATE "C") >= r.nearest AND (w.word COLLATE "C") < r.nearest || '{'
            AND w.word LIKE r.nearest || '%');
      END IF;
      IF r.similarity >= p_suggest_at THEN
        v_nearest := v_nearest || r.nearest;
      END IF;
    END LOOP;
  END IF;
  FOREACH v_any IN ARRAY array[false, true] LOOP
    EXIT WHEN v_found > 0 OR (v_any AND cardinality(v_used) < 2);
    FOR r IN
      SELECT * FROM search_ranked(
        to_tsquery('simple', array_to_string(array(SELECT quote_literal(u) || ':*' FROM unnest(v_used) u),
          CASE WHEN v_any THEN ' | ' ELSE ' & ' END)),
        array_to_string(v_used, ' '), p_limit,
        CASE WHEN (SELECT CASE WHEN v_any THEN sum(c) ELSE min(c) END FROM unnest(v_docs) c) >= p_limit
          THEN p_walk ELSE 0 END)
    LOOP
      kind := r.kind;
      slug := r.slug;
      title := r.title;
      summary := r.summary;
      used := v_used;
      RETURN NEXT;
      v_found := v_found + 1;
    END LOOP;
  END LOOP;
  IF v_found = 0 THEN
    kind := NULL;
    used := v_used;
    nearest := v_nearest;
    RETURN NEXT;
  END IF;
END
$$;
--> statement-breakpoint
DROP FUNCTION search_match(tsquery, text, integer);
