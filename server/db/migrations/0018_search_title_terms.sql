-- Issue 16 (decision 500): the title words in list order. Hand-edited from drizzle-kit's output: INCLUDE on the
-- order index (drizzle cannot express it), the triggers that keep the table and the fill of the existing books.
CREATE TABLE "search_title_terms" (
	"term" text NOT NULL,
	"not_in_stock" boolean NOT NULL,
	"book_id" integer NOT NULL,
	"in_sb" boolean NOT NULL,
	"own" boolean NOT NULL
);
--> statement-breakpoint
-- A book's words with its list-order keys and scopes (server/search/scope.ts: own = sb_edition 'eigen uitgaven').
CREATE OR REPLACE FUNCTION lw_title_terms(words tsvector, stock integer, id integer, in_sb boolean, sb_edition text)
  RETURNS TABLE (term text, not_in_stock boolean, book_id integer, in_sb boolean, own boolean)
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT t, stock <> 1, id, in_sb, coalesce(sb_edition = 'eigen uitgaven', false) FROM unnest(tsvector_to_array(words)) AS t $$;--> statement-breakpoint
-- Kept per statement, like search_words (migration 0004): a bulk insert of 10,000 books is one insert.
CREATE OR REPLACE FUNCTION lw_title_terms_add() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
    INSERT INTO search_title_terms
    SELECT x.* FROM new_rows n, lw_title_terms(n.search_title_words, n.stock, n.id, n.in_sb, n.sb_edition) x;
    RETURN NULL;
  END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION lw_title_terms_remove() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
    DELETE FROM search_title_terms s
    USING old_rows o, lw_title_terms(o.search_title_words, o.stock, o.id, o.in_sb, o.sb_edition) x
    WHERE s.term = x.term AND s.not_in_stock = x.not_in_stock AND s.book_id = x.book_id;
    RETURN NULL;
  END $$;--> statement-breakpoint
-- An update rewrites only the books whose words, stock order or scopes changed (a price update changes none).
CREATE OR REPLACE FUNCTION lw_title_terms_change() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
    WITH changed AS (
      SELECT o.search_title_words AS old_words, o.stock AS old_stock, o.in_sb AS old_sb, o.sb_edition AS old_edition,
             n.search_title_words AS new_words, n.stock AS new_stock, n.in_sb AS new_sb, n.sb_edition AS new_edition, n.id
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE o.search_title_words IS DISTINCT FROM n.search_title_words OR (o.stock <> 1) IS DISTINCT FROM (n.stock <> 1)
         OR o.in_sb IS DISTINCT FROM n.in_sb OR o.sb_edition IS DISTINCT FROM n.sb_edition
    ), removed AS (
      DELETE FROM search_title_terms s
      USING changed c, lw_title_terms(c.old_words, c.old_stock, c.id, c.old_sb, c.old_edition) x
      WHERE s.term = x.term AND s.not_in_stock = x.not_in_stock AND s.book_id = x.book_id
    )
    INSERT INTO search_title_terms
    SELECT x.* FROM changed c, lw_title_terms(c.new_words, c.new_stock, c.id, c.new_sb, c.new_edition) x;
    RETURN NULL;
  END $$;--> statement-breakpoint
CREATE TRIGGER lw_title_terms_insert AFTER INSERT ON books REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lw_title_terms_add();--> statement-breakpoint
CREATE TRIGGER lw_title_terms_update AFTER UPDATE ON books REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lw_title_terms_change();--> statement-breakpoint
CREATE TRIGGER lw_title_terms_delete AFTER DELETE ON books REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lw_title_terms_remove();--> statement-breakpoint
INSERT INTO search_title_terms
  SELECT x.* FROM books b, lw_title_terms(b.search_title_words, b.stock, b.id, b.in_sb, b.sb_edition) x;--> statement-breakpoint
-- Built after the fill (one sort instead of 6 million inserts into the index at a million books).
CREATE INDEX "search_title_terms_order_idx" ON "search_title_terms" USING btree ("term","not_in_stock","book_id" DESC NULLS LAST) INCLUDE ("in_sb","own");--> statement-breakpoint
ANALYZE search_title_terms;
--> statement-breakpoint
-- The title indexes carry what their readers need besides the title (INCLUDE, by hand as above): the 'did you
-- mean' candidates (id, stock), the exact titles of a broad page (stock, id) and the scope counts of a term of
-- stop words (in_sb, sb_edition) are then read from the index alone, not from a book row per title.
DROP INDEX "books_search_title_idx";--> statement-breakpoint
CREATE INDEX "books_search_title_idx" ON "books" USING btree ("search_title" text_pattern_ops) INCLUDE ("id","stock","in_sb","sb_edition");--> statement-breakpoint
DROP INDEX "books_sb_search_title_idx";--> statement-breakpoint
CREATE INDEX "books_sb_search_title_idx" ON "books" USING btree ("search_title" text_pattern_ops) INCLUDE ("id","stock","sb_edition") WHERE "books"."in_sb";
