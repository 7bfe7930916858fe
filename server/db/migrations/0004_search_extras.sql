-- Issue 4 results-page extras. Hand-added to drizzle-kit's output: the name key the author indexes use.
-- A person's or list's name as one lowercase, unaccented key with single spaces and no punctuation, so
-- 'Stephen R. Covey' and 'stephen r covey' meet (domain/search.ts nameKey is the same rule). Schema-qualified:
-- PostgreSQL 17 builds indexes with search_path = pg_catalog.
CREATE OR REPLACE FUNCTION lw_name_key(a text, b text, c text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT btrim(regexp_replace(public.lw_unaccent(lower(concat_ws(' ', a, b, c))), '[^[:alnum:]]+', ' ', 'g')) $$;--> statement-breakpoint
CREATE TABLE "search_elevations" (
	"term_key" text NOT NULL,
	"book_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"header_text" text,
	CONSTRAINT "search_elevations_term_key_book_id_pk" PRIMARY KEY("term_key","book_id")
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"books" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_elevations" ADD CONSTRAINT "search_elevations_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "authors_name_key_idx" ON "authors" USING btree (lw_name_key("firstname", "prefix", "lastname"));--> statement-breakpoint
CREATE INDEX "authors_name_key_reversed_idx" ON "authors" USING btree (lw_name_key("lastname", "firstname", "prefix"));--> statement-breakpoint
CREATE INDEX "books_stock_id_idx" ON "books" USING btree (("stock" <> 1),"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "books_sb_stock_id_idx" ON "books" USING btree (("stock" <> 1),"id" DESC NULLS LAST) WHERE "books"."in_sb";--> statement-breakpoint
CREATE INDEX "books_search_title_idx" ON "books" USING btree ("search_title" text_pattern_ops);--> statement-breakpoint
-- The words of titles, ISBN, authors, subtitles and collections (weights A and B; numbers left out: every
-- ISBN is one) with their number of books, for the typo fallback (server/search/spelling.ts).
CREATE OR REPLACE FUNCTION lw_book_words(docs tsvector[]) RETURNS TABLE (word text, books integer)
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT u.lexeme, count(*)::int FROM unnest(docs) AS d(doc), unnest(d.doc) AS u
    WHERE u.weights && '{A,B}'::text[] AND length(u.lexeme) BETWEEN 3 AND 40 AND u.lexeme !~ '^[0-9]+$'
    GROUP BY u.lexeme
  $$;--> statement-breakpoint
-- Kept up to date per statement (a bulk insert of 10,000 books is one aggregate, not 10,000 upserts).
CREATE OR REPLACE FUNCTION lw_search_words_add() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
    INSERT INTO search_words (word, books)
    SELECT n.word, n.books FROM lw_book_words(ARRAY(SELECT search_document FROM new_rows)) n
    ON CONFLICT (word) DO UPDATE SET books = search_words.books + excluded.books;
    RETURN NULL;
  END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION lw_search_words_remove() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
    UPDATE search_words s SET books = s.books - o.books
    FROM lw_book_words(ARRAY(SELECT search_document FROM old_rows)) o WHERE s.word = o.word;
    DELETE FROM search_words WHERE books <= 0;
    RETURN NULL;
  END $$;--> statement-breakpoint
-- An update counts only the books whose document changed (a stock update changes no words).
CREATE OR REPLACE FUNCTION lw_search_words_change() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
    CREATE TEMP TABLE IF NOT EXISTS lw_changed_documents (old_doc tsvector, new_doc tsvector) ON COMMIT DROP;
    INSERT INTO lw_changed_documents
      SELECT o.search_document, n.search_document FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE o.search_document IS DISTINCT FROM n.search_document;
    IF FOUND THEN
      UPDATE search_words s SET books = s.books - o.books
      FROM lw_book_words(ARRAY(SELECT old_doc FROM lw_changed_documents)) o WHERE s.word = o.word;
      INSERT INTO search_words (word, books)
      SELECT n.word, n.books FROM lw_book_words(ARRAY(SELECT new_doc FROM lw_changed_documents)) n
      ON CONFLICT (word) DO UPDATE SET books = search_words.books + excluded.books;
      DELETE FROM search_words WHERE books <= 0;
    END IF;
    TRUNCATE lw_changed_documents;
    RETURN NULL;
  END $$;--> statement-breakpoint
CREATE TRIGGER lw_search_words_insert AFTER INSERT ON books REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lw_search_words_add();--> statement-breakpoint
CREATE TRIGGER lw_search_words_update AFTER UPDATE ON books REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lw_search_words_change();--> statement-breakpoint
CREATE TRIGGER lw_search_words_delete AFTER DELETE ON books REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lw_search_words_remove();--> statement-breakpoint
INSERT INTO search_words (word, books)
  SELECT u.lexeme, count(*)::int FROM books, unnest(books.search_document) AS u
  WHERE u.weights && '{A,B}'::text[] AND length(u.lexeme) BETWEEN 3 AND 40 AND u.lexeme !~ '^[0-9]+$'
  GROUP BY u.lexeme;
--> statement-breakpoint
ANALYZE authors;--> statement-breakpoint
ANALYZE books;
