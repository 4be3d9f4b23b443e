-- Search (docs/decisions/090). pg_trgm mends typos and unaccent takes accents off; both are trusted
-- extensions (PostgreSQL 13+), so the database owner may create them, and PGlite loads the same two when
-- it opens the data directory.
--
-- search_documents holds one weighted document per active product, mood and published article, and
-- search_words every word in them (for typos). Triggers keep both current as rows change, so an owner's
-- edit is found by the next search; neither table is in schema.ts, as no application code writes them.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE TABLE search_documents (
  kind text NOT NULL CHECK (kind IN ('product', 'mood', 'article')),
  ref_id integer NOT NULL,
  slug text NOT NULL,
  title text NOT NULL,
  summary text NOT NULL DEFAULT '',
  sort integer NOT NULL DEFAULT 0,
  -- The title without accents, for "the exact name first".
  title_plain text NOT NULL,
  -- The whole document (A + B + C, GIN-indexed for matching), and its name and key parts for ranking:
  -- a match in the name first, then in notes and origin, then in the prose.
  doc tsvector NOT NULL,
  name_doc tsvector NOT NULL,
  key_doc tsvector NOT NULL,
  PRIMARY KEY (kind, ref_id)
);
--> statement-breakpoint
CREATE INDEX search_documents_doc_idx ON search_documents USING gin (doc);
--> statement-breakpoint
-- docs: how many documents hold the word; a word no document holds any more is deleted.
CREATE TABLE search_words (word text PRIMARY KEY, docs integer NOT NULL);
--> statement-breakpoint
CREATE INDEX search_words_trigram_idx ON search_words USING gist (word gist_trgm_ops);
--> statement-breakpoint
CREATE INDEX search_words_prefix_idx ON search_words (word text_pattern_ops);
--> statement-breakpoint
-- Lower case without accents: "Bhūmi" → "bhumi", as the query's words are made in @domain/search.
CREATE FUNCTION search_plain(t text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT lower(unaccent(coalesce(t, '')))
$$;
--> statement-breakpoint
CREATE FUNCTION search_vector(weight "char", t text) RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT setweight(to_tsvector('simple', search_plain(t)), weight)
$$;
--> statement-breakpoint
-- Counts the words of one document out (p_old) and in (p_new), deleting words no document holds.
CREATE FUNCTION search_count_words(p_old text[], p_new text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE search_words SET docs = docs - 1
    WHERE word = ANY (p_old) AND NOT (word = ANY (p_new));
  DELETE FROM search_words WHERE docs <= 0 AND word = ANY (p_old);
  INSERT INTO search_words (word, docs)
    SELECT w, 1 FROM unnest(p_new) w WHERE NOT (w = ANY (p_old))
    ON CONFLICT (word) DO UPDATE SET docs = search_words.docs + 1;
END
$$;
--> statement-breakpoint
-- The words a document holds that are worth mending typos towards (one letter is not a word).
CREATE FUNCTION search_doc_words(p_doc tsvector) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(array_agg(w), '{}') FROM unnest(tsvector_to_array(p_doc)) w WHERE length(w) > 1
$$;
--> statement-breakpoint
CREATE FUNCTION search_remove(p_kind text, p_id integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_old tsvector;
BEGIN
  DELETE FROM search_documents WHERE kind = p_kind AND ref_id = p_id RETURNING doc INTO v_old;
  IF v_old IS NOT NULL THEN
    PERFORM search_count_words(search_doc_words(v_old), '{}');
  END IF;
END
$$;
--> statement-breakpoint
-- p_key is the name and what the row is chosen by (weights A and B); p_prose the rest (C).
CREATE FUNCTION search_put(p_kind text, p_id integer, p_slug text, p_title text, p_summary text, p_sort integer,
  p_key text, p_prose text)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_name tsvector := search_vector('A', p_title);
  v_key tsvector := v_name || search_vector('B', p_key);
  v_doc tsvector := v_key || search_vector('C', p_prose);
  v_old tsvector;
BEGIN
  SELECT doc INTO v_old FROM search_documents WHERE kind = p_kind AND ref_id = p_id FOR UPDATE;
  PERFORM search_count_words(search_doc_words(coalesce(v_old, ''::tsvector)), search_doc_words(v_doc));
  INSERT INTO search_documents (kind, ref_id, slug, title, summary, sort, title_plain, doc, name_doc, key_doc)
  VALUES (p_kind, p_id, p_slug, p_title, coalesce(p_summary, ''), coalesce(p_sort, 0), search_plain(p_title), v_doc,
    v_name, v_key)
  ON CONFLICT (kind, ref_id) DO UPDATE
    SET slug = excluded.slug, title = excluded.title, summary = excluded.summary, sort = excluded.sort,
      title_plain = excluded.title_plain, doc = excluded.doc, name_doc = excluded.name_doc, key_doc = excluded.key_doc;
END
$$;
--> statement-breakpoint
-- What a coffee is chosen by (weight B; "natural process" is how shoppers name a process), and its prose (C).
CREATE FUNCTION search_product_key(p products) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT concat_ws(' ', array_to_string(p.tasting_notes, ' '), p.origin, p.region, p.district, p.estate,
    p.processing_method || ' process', p.roast_level, p.mood_pairing, replace(p.category, '-', ' '),
    array_to_string(p.tags, ' '))
$$;
--> statement-breakpoint
CREATE FUNCTION search_product_prose(p products) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT concat_ws(' ', p.description, p.essence, p.cultivars, p.farmer_name)
$$;
--> statement-breakpoint
CREATE FUNCTION search_products_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM search_remove('product', OLD.id);
    RETURN OLD;
  END IF;
  IF NEW.is_active THEN
    PERFORM search_put('product', NEW.id, NEW.slug, NEW.name, NEW.essence, NEW.id, search_product_key(NEW),
      search_product_prose(NEW));
  ELSE
    PERFORM search_remove('product', NEW.id);
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE FUNCTION search_moods_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM search_remove('mood', OLD.id);
    RETURN OLD;
  END IF;
  PERFORM search_put('mood', NEW.id, NEW.slug, NEW.name, NEW.description, NEW.sort_order,
    concat_ws(' ', array_to_string(NEW.characteristics, ' '), replace(NEW.code, '-', ' ')), NEW.description);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE FUNCTION search_articles_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM search_remove('article', OLD.id);
    RETURN OLD;
  END IF;
  IF NEW.status = 'published' THEN
    PERFORM search_put('article', NEW.id, NEW.slug, NEW.title, NEW.excerpt, NEW.id,
      concat_ws(' ', replace(NEW.category, '-', ' '), array_to_string(NEW.tags, ' ')),
      concat_ws(' ', NEW.excerpt, NEW.description));
  ELSE
    PERFORM search_remove('article', NEW.id);
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
-- Only the searched columns fire the triggers: an order changing stock_quantity costs nothing here.
CREATE TRIGGER search_products AFTER INSERT OR DELETE OR UPDATE OF slug, name, essence, is_active, tasting_notes,
  origin, region, district, estate, processing_method, roast_level, mood_pairing, category, tags, description,
  cultivars, farmer_name ON products FOR EACH ROW EXECUTE FUNCTION search_products_changed();
--> statement-breakpoint
CREATE TRIGGER search_moods AFTER INSERT OR DELETE OR UPDATE OF slug, name, description, characteristics, code,
  sort_order ON moods FOR EACH ROW EXECUTE FUNCTION search_moods_changed();
--> statement-breakpoint
CREATE TRIGGER search_articles AFTER INSERT OR DELETE OR UPDATE OF slug, title, excerpt, description, category, tags,
  status ON blog_posts FOR EACH ROW EXECUTE FUNCTION search_articles_changed();
--> statement-breakpoint
SELECT search_put('product', p.id, p.slug, p.name, p.essence, p.id, search_product_key(p), search_product_prose(p))
  FROM products p WHERE p.is_active;
--> statement-breakpoint
SELECT search_put('mood', m.id, m.slug, m.name, m.description, m.sort_order,
  concat_ws(' ', array_to_string(m.characteristics, ' '), replace(m.code, '-', ' ')), m.description)
  FROM moods m;
--> statement-breakpoint
SELECT search_put('article', b.id, b.slug, b.title, b.excerpt, b.id,
  concat_ws(' ', replace(b.category, '-', ' '), array_to_string(b.tags, ' ')), concat_ws(' ', b.excerpt, b.description))
  FROM blog_posts b WHERE b.status = 'published';
