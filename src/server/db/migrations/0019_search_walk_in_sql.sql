-- Search's first asks, again (docs/decisions/161). Measured one search at a time on 10,000 products, most of a
-- search was not the database reading documents but PL/pgSQL stepping through them: the walk of 600 documents
-- took 0.5 ms as one statement and 2.5 ms as a FOR loop appending to arrays, and a common word whose walk fell
-- one match short (a name in one coffee in ten: 59 of 60) then ranked all its 1,000 matches by its GIN index
-- to find the last one. Now the walk is one statement returning only what the answer can hold, and its length
-- follows the words: long enough for their matches to fill the answer (two answers' worth on average), or no
-- walk at all when ranking every match through the GIN index reads fewer documents. The ranking (decision 090)
-- is unchanged; p_walk still fixes the walk when given (the tests walk none, a few or every document).
CREATE OR REPLACE FUNCTION search_ranked(p_query tsquery, p_title text, p_limit integer, p_walk integer)
RETURNS TABLE (kind text, slug text, title text, summary text)
LANGUAGE plpgsql STABLE SET enable_seqscan = off AS $$
DECLARE
  -- The walk's matches, best first, at most p_limit of them: no answer holds more of them than that.
  v_tiers integer[];
  v_kinds text[];
  v_slugs text[];
  v_titles text[];
  v_summaries text[];
  v_left integer := p_limit;
  v_found integer;
  -- The last document walked (looked up only when a tier must go on past the walk); null: none is past it.
  v_looked boolean := false;
  v_sort integer;
  v_slug text;
  v_kind text;
BEGIN
  -- Fewer documents hold the words than a walk would read: rank them all, found by the GIN index.
  -- The subquery (OFFSET 0) is planned for all its rows, so a generic plan cannot walk the shop's order instead.
  IF p_walk = 0 THEN
    RETURN QUERY
      SELECT m.kind, m.slug, m.title, m.summary FROM (
        SELECT d.kind, d.slug, d.title, d.summary, d.sort,
          CASE WHEN d.title_plain = p_title THEN 0 WHEN d.name_doc @@ p_query THEN 1
            WHEN d.key_doc @@ p_query THEN 2 ELSE 3 END AS tier
        FROM search_documents d WHERE d.doc @@ p_query OFFSET 0) m
      ORDER BY m.tier, m.sort, m.slug, m.kind LIMIT p_limit;
    RETURN;
  END IF;
  -- The walk: the first p_walk documents in the shop's order, their matches ranked, in one statement.
  SELECT array_agg(w.tier ORDER BY w.tier, w.sort, w.slug, w.kind),
    array_agg(w.kind ORDER BY w.tier, w.sort, w.slug, w.kind),
    array_agg(w.slug ORDER BY w.tier, w.sort, w.slug, w.kind),
    array_agg(w.title ORDER BY w.tier, w.sort, w.slug, w.kind),
    array_agg(w.summary ORDER BY w.tier, w.sort, w.slug, w.kind)
  INTO v_tiers, v_kinds, v_slugs, v_titles, v_summaries
  FROM (
    SELECT m.* FROM (
      SELECT d.kind, d.slug, d.title, d.summary, d.sort,
        CASE WHEN NOT d.doc @@ p_query THEN NULL WHEN d.title_plain = p_title THEN 0 WHEN d.name_doc @@ p_query THEN 1
          WHEN d.key_doc @@ p_query THEN 2 ELSE 3 END AS tier
      FROM search_documents d ORDER BY d.sort, d.slug, d.kind LIMIT p_walk) m
    WHERE m.tier IS NOT NULL ORDER BY m.tier, m.sort, m.slug, m.kind LIMIT p_limit) w;
  FOR v_tier IN 0..3 LOOP
    EXIT WHEN v_left <= 0;
    FOR i IN 1..coalesce(cardinality(v_tiers), 0) LOOP
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
    CONTINUE WHEN v_left <= 0;
    -- The answer has room for more of this tier: were there documents past the walk?
    IF NOT v_looked THEN
      SELECT d.sort, d.slug, d.kind INTO v_sort, v_slug, v_kind
        FROM search_documents d ORDER BY d.sort, d.slug, d.kind OFFSET p_walk - 1 LIMIT 1;
      v_looked := true;
    END IF;
    -- The walk saw every document: its matches are all there are.
    CONTINUE WHEN v_sort IS NULL;
    -- A tier the walk did not fill is sparse past it: its matches come from its own index, sorted after, for
    -- the same reason as above (a walk of the shop's order looking for a few matches read the whole catalogue).
    IF v_tier = 0 THEN
      RETURN QUERY
        SELECT m.kind, m.slug, m.title, m.summary FROM (
          SELECT d.kind, d.slug, d.title, d.summary, d.sort FROM search_documents d
          WHERE d.title_plain = p_title AND d.doc @@ p_query AND (d.sort, d.slug, d.kind) > (v_sort, v_slug, v_kind)
          OFFSET 0) m
        ORDER BY m.sort, m.slug, m.kind LIMIT v_left;
    ELSIF v_tier = 1 THEN
      RETURN QUERY
        SELECT m.kind, m.slug, m.title, m.summary FROM (
          SELECT d.kind, d.slug, d.title, d.summary, d.sort FROM search_documents d
          WHERE d.name_doc @@ p_query AND d.title_plain <> p_title AND (d.sort, d.slug, d.kind) > (v_sort, v_slug, v_kind)
          OFFSET 0) m
        ORDER BY m.sort, m.slug, m.kind LIMIT v_left;
    ELSIF v_tier = 2 THEN
      RETURN QUERY
        SELECT m.kind, m.slug, m.title, m.summary FROM (
          SELECT d.kind, d.slug, d.title, d.summary, d.sort FROM search_documents d
          WHERE d.key_doc @@ p_query AND NOT d.name_doc @@ p_query AND d.title_plain <> p_title AND (d.sort, d.slug, d.kind) > (v_sort, v_slug, v_kind)
          OFFSET 0) m
        ORDER BY m.sort, m.slug, m.kind LIMIT v_left;
    ELSE
      RETURN QUERY
        SELECT m.kind, m.slug, m.title, m.summary FROM (
          SELECT d.kind, d.slug, d.title, d.summary, d.sort FROM search_documents d
          WHERE d.doc @@ p_query AND NOT d.key_doc @@ p_query AND d.title_plain <> p_title AND (d.sort, d.slug, d.kind) > (v_sort, v_slug, v_kind)
          OFFSET 0) m
        ORDER BY m.sort, m.slug, m.kind LIMIT v_left;
    END IF;
    GET DIAGNOSTICS v_found = ROW_COUNT;
    v_left := v_left - v_found;
  END LOOP;
END
$$;
--> statement-breakpoint
-- How far to walk for a query whose words the given numbers of documents hold (each an upper bound: documents
-- holding a word that starts with it), or 0 to rank every match through the GIN index instead. The matches are
-- estimated as if the words fell independently (every word: the catalogue times each word's share; any word:
-- the sum). A walk long enough to meet twice the answer's worth of them, on average, is chosen when it reads
-- fewer rows than ranking every match would, each costing about twice a walked row (measured, decision 161).
-- The catalogue's size is the planner's count, kept by (auto)vacuum; before the first, the largest count.
CREATE FUNCTION search_walk(p_docs bigint[], p_any boolean, p_limit integer) RETURNS integer
LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_total float8 := greatest((SELECT c.reltuples::float8 FROM pg_class c WHERE c.oid = 'search_documents'::regclass),
    (SELECT max(n) FROM unnest(p_docs) n), 1);
  v_matches float8;
  v_walk float8;
BEGIN
  -- No words, no matches to walk towards.
  IF coalesce(cardinality(p_docs), 0) = 0 THEN
    RETURN 0;
  END IF;
  IF p_any THEN
    v_matches := least((SELECT sum(n) FROM unnest(p_docs) n), v_total);
  ELSE
    v_matches := v_total;
    FOR i IN 1..cardinality(p_docs) LOOP
      v_matches := v_matches * least(greatest(p_docs[i], 1) / v_total, 1);
    END LOOP;
  END IF;
  v_walk := ceil(2 * p_limit * v_total / greatest(v_matches, 1));
  RETURN CASE WHEN v_walk <= 2 * v_matches THEN v_walk::integer ELSE 0 END;
END
$$;
--> statement-breakpoint
-- search_find as decision 092 made it, walking as far as search_walk says (p_walk null) or p_walk when given.
CREATE OR REPLACE FUNCTION search_find(p_words text[], p_mend_at float8, p_suggest_at float8, p_limit integer, p_walk integer)
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
    -- A word no document holds: no document holds them all.
    CONTINUE WHEN NOT v_any AND 0 = ANY (v_docs);
    FOR r IN
      SELECT * FROM search_ranked(
        to_tsquery('simple', array_to_string(array(SELECT quote_literal(u) || ':*' FROM unnest(v_used) u),
          CASE WHEN v_any THEN ' | ' ELSE ' & ' END)),
        array_to_string(v_used, ' '), p_limit,
        CASE WHEN p_walk IS NULL THEN search_walk(v_docs, v_any, p_limit)
          WHEN (SELECT CASE WHEN v_any THEN sum(c) ELSE min(c) END FROM unnest(v_docs) c) >= p_limit THEN p_walk
          ELSE 0 END)
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
