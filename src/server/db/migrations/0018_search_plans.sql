-- Search's plans (docs/decisions/093). Measured on 10,000 products: when the words are rare, search_ranked's
-- statements were given generic plans (plpgsql caches them after five calls) that walked the shop's order with
-- a filter, estimating hundreds of matches, and so read every document to find none or a few: 5 ms per tier on
-- PostgreSQL, three times for a typo not mended ("cooca", 17 ms in all). Rare words now go through their GIN index and are sorted after;
-- the ranking (decision 090) and the walk for common words (decision 092) are unchanged.
-- search_find no longer ranks a query one of whose words no document holds: nothing can match all its words.
CREATE OR REPLACE FUNCTION search_ranked(p_query tsquery, p_title text, p_limit integer, p_walk integer)
RETURNS TABLE (kind text, slug text, title text, summary text)
LANGUAGE plpgsql STABLE SET enable_seqscan = off AS $$
DECLARE
  r record;
  v_tiers integer[] := '{}';
  v_kinds text[] := '{}';
  v_slugs text[] := '{}';
  v_titles text[] := '{}';
  v_summaries text[] := '{}';
  v_tier_hits integer[] := array[0, 0, 0, 0];
  v_walked integer := 0;
  v_sort integer;
  v_slug text;
  v_kind text;
  v_left integer := p_limit;
  v_found integer;
BEGIN
  -- Fewer documents hold the words than the answer holds (p_walk 0): rank them all, found by the GIN index.
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
  -- The walk: the first p_walk documents in the shop's order, at most p_limit matches of each tier kept.
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
    -- The walk saw every document, or the answer is full.
    CONTINUE WHEN v_left <= 0 OR v_walked < p_walk;
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
