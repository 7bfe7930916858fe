-- Issue 4 speed. A broad search matches the heading of a book (title and ISBN (A), authors, subtitle and
-- collection (B)) — the first two parts of lw_book_document — in a column of its own, so PostgreSQL keeps
-- statistics of those words alone and estimates a broad search's size from them (a weighted query on the full
-- document is estimated as if the description counted). It lists the books whose title holds the words first:
-- the title words have a column and index of their own too (a weight-A query would read every heading match).
-- Hand-added: the functions drizzle-kit cannot express, one ALTER for both columns (one table rewrite).
CREATE OR REPLACE FUNCTION lw_book_heading(
  title text, sku text, author_names text, subtitle text, collection_name text
) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT setweight(to_tsvector('dutch'::regconfig, lw_unaccent(concat_ws(' ', title, sku))), 'A')
      || setweight(to_tsvector('dutch'::regconfig,
           lw_unaccent(concat_ws(' ', author_names, subtitle, collection_name))), 'B')
  $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION lw_book_title_words(title text, sku text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT to_tsvector('dutch'::regconfig, lw_unaccent(concat_ws(' ', title, sku))) $$;--> statement-breakpoint
ALTER TABLE "books"
  ADD COLUMN "search_heading" "tsvector" GENERATED ALWAYS AS (lw_book_heading(title, sku, author_names, subtitle, collection_name)) STORED,
  ADD COLUMN "search_title_words" "tsvector" GENERATED ALWAYS AS (lw_book_title_words(title, sku)) STORED;--> statement-breakpoint
CREATE INDEX "books_search_heading_idx" ON "books" USING gin ("search_heading");--> statement-breakpoint
CREATE INDEX "books_search_title_words_idx" ON "books" USING gin ("search_title_words");--> statement-breakpoint
CREATE INDEX "books_sb_search_heading_idx" ON "books" USING gin ("search_heading") WHERE "books"."in_sb";--> statement-breakpoint
CREATE INDEX "books_sb_search_title_idx" ON "books" USING btree ("search_title" text_pattern_ops) WHERE "books"."in_sb";--> statement-breakpoint
-- Statistics of the new columns now, not at the next autovacuum: the search plans read them at once.
ANALYZE "books";
