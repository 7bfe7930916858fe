-- Issue 31 (decision 744): the staff's author search on /beheer/auteurs matches every typed word anywhere in the
-- lowercase, unaccented full name (LIKE '%word%'). Unindexed, that was a sequential scan computing the name for every
-- author, twice per search (the page and its count): about 1 s each on 500,000 authors. Hand-added to
-- drizzle-kit's output: the name as one IMMUTABLE function (concat_ws itself is only STABLE, so the expression could
-- not be indexed as the service wrote it) and a trigram index on it. Schema-qualified: PostgreSQL 17 builds indexes
-- with search_path = pg_catalog.
CREATE OR REPLACE FUNCTION lw_author_search_name(firstname text, prefix text, lastname text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT public.lw_unaccent(lower(concat_ws(' ', firstname, prefix, lastname))) $$;--> statement-breakpoint
CREATE INDEX "authors_search_name_trgm_idx" ON "authors" USING gin (lw_author_search_name("firstname", "prefix", "lastname") gin_trgm_ops);
