-- Issue 31 (decision #691): a book the ONIX feed deleted (books.withdrawn_at set, decision #664) leaves search. The
-- search statements read books through server/search/book-index.ts BOOKS, which leaves such books out; two things
-- search keeps beside the books table must follow it too:
-- - search_title_terms (migration 0018), from which a broad search reads its title matches in list order: a
--   withdrawn book has no rows there, and setting or clearing withdrawn_at removes or adds them;
-- - search_version (migration 0019), which tells each app process to read its typing index again: setting or
--   clearing withdrawn_at now counts as a change, so the overlay follows within one look (5 s).
-- The functions keep their names (the triggers stay as they are); only their bodies change.
CREATE OR REPLACE FUNCTION lw_title_terms_add() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
    INSERT INTO search_title_terms
    SELECT x.* FROM new_rows n, lw_title_terms(n.search_title_words, n.stock, n.id, n.in_sb, n.sb_edition) x
    WHERE n.withdrawn_at IS NULL;
    RETURN NULL;
  END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION lw_title_terms_remove() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
    DELETE FROM search_title_terms s
    USING old_rows o, lw_title_terms(o.search_title_words, o.stock, o.id, o.in_sb, o.sb_edition) x
    WHERE o.withdrawn_at IS NULL
      AND s.term = x.term AND s.not_in_stock = x.not_in_stock AND s.book_id = x.book_id;
    RETURN NULL;
  END $$;--> statement-breakpoint
-- A withdrawn side (old or new) contributes no terms: withdrawing removes the old ones and adds none, bringing a
-- book back adds the new ones.
CREATE OR REPLACE FUNCTION lw_title_terms_change() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
    WITH changed AS (
      SELECT o.search_title_words AS old_words, o.stock AS old_stock, o.in_sb AS old_sb, o.sb_edition AS old_edition,
             o.withdrawn_at IS NULL AS old_listed,
             n.search_title_words AS new_words, n.stock AS new_stock, n.in_sb AS new_sb, n.sb_edition AS new_edition,
             n.withdrawn_at IS NULL AS new_listed, n.id
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE o.search_title_words IS DISTINCT FROM n.search_title_words OR (o.stock <> 1) IS DISTINCT FROM (n.stock <> 1)
         OR o.in_sb IS DISTINCT FROM n.in_sb OR o.sb_edition IS DISTINCT FROM n.sb_edition
         OR (o.withdrawn_at IS NULL) IS DISTINCT FROM (n.withdrawn_at IS NULL)
    ), removed AS (
      DELETE FROM search_title_terms s
      USING changed c, lw_title_terms(c.old_words, c.old_stock, c.id, c.old_sb, c.old_edition) x
      WHERE c.old_listed AND s.term = x.term AND s.not_in_stock = x.not_in_stock AND s.book_id = x.book_id
    )
    INSERT INTO search_title_terms
    SELECT x.* FROM changed c, lw_title_terms(c.new_words, c.new_stock, c.id, c.new_sb, c.new_edition) x
    WHERE c.new_listed;
    RETURN NULL;
  END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION lw_search_version_change() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
    IF EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
               WHERE o.search_heading IS DISTINCT FROM n.search_heading
                  OR o.search_title IS DISTINCT FROM n.search_title
                  OR o.search_title_words IS DISTINCT FROM n.search_title_words
                  OR o.in_sb IS DISTINCT FROM n.in_sb OR o.sb_edition IS DISTINCT FROM n.sb_edition
                  OR (o.withdrawn_at IS NULL) IS DISTINCT FROM (n.withdrawn_at IS NULL)) THEN
      UPDATE search_version SET version = version + 1 WHERE id = 1;
    END IF;
    RETURN NULL;
  END $$;--> statement-breakpoint
-- Books the feed deleted before this migration: their title terms go now.
DELETE FROM search_title_terms s USING books b WHERE b.id = s.book_id AND b.withdrawn_at IS NOT NULL;--> statement-breakpoint
UPDATE search_version SET version = version + 1 WHERE id = 1;
