-- Search (docs/decisions/090): full-text search with typos mended by trigram similarity and accents
-- ignored. Both are trusted extensions (PostgreSQL 13+), so the database owner may create them;
-- PGlite loads the same two when it opens the data directory.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
