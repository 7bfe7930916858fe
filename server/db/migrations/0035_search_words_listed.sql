-- Issue 31 (decision #707, following #691): the search_words vocabulary (migration 0004: spelling corrections and
-- the typing warm-up) counts only the books shoppers can find. A book the feed deleted (withdrawn_at set) adds no
-- words, withdrawing one takes its words off, and bringing it back adds them again; a word only withdrawn books
-- have is no longer offered as a correction that then finds nothing. The functions keep their names (the triggers
-- stay as they are); only their bodies change.
CREATE OR REPLACE FUNCTION lw_search_words_add() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
    INSERT INTO search_words (word, books)
    SELECT n.word, n.books FROM lw_book_words(ARRAY(SELECT search_document FROM new_rows WHERE withdrawn_at IS NULL)) n
    ON CONFLICT (word) DO UPDATE SET books = search_words.books + excluded.books;
    RETURN NULL;
  END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION lw_search_words_remove() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
    UPDATE search_words s SET books = s.books - o.books
    FROM lw_book_words(ARRAY(SELECT search_document FROM old_rows WHERE withdrawn_at IS NULL)) o WHERE s.word = o.word;
    DELETE FROM search_words WHERE books <= 0;
    RETURN NULL;
  END $$;--> statement-breakpoint
-- An update counts the books whose document changed or that were withdrawn or brought back; a withdrawn side (old
-- or new) counts no words.
CREATE OR REPLACE FUNCTION lw_search_words_change() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
    CREATE TEMP TABLE IF NOT EXISTS lw_changed_documents (old_doc tsvector, new_doc tsvector) ON COMMIT DROP;
    INSERT INTO lw_changed_documents
      SELECT CASE WHEN o.withdrawn_at IS NULL THEN o.search_document END,
             CASE WHEN n.withdrawn_at IS NULL THEN n.search_document END
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE o.search_document IS DISTINCT FROM n.search_document
         OR (o.withdrawn_at IS NULL) IS DISTINCT FROM (n.withdrawn_at IS NULL);
    IF FOUND THEN
      UPDATE search_words s SET books = s.books - o.books
      FROM lw_book_words(ARRAY(SELECT old_doc FROM lw_changed_documents WHERE old_doc IS NOT NULL)) o
      WHERE s.word = o.word;
      INSERT INTO search_words (word, books)
      SELECT n.word, n.books FROM lw_book_words(ARRAY(SELECT new_doc FROM lw_changed_documents WHERE new_doc IS NOT NULL)) n
      ON CONFLICT (word) DO UPDATE SET books = search_words.books + excluded.books;
      DELETE FROM search_words WHERE books <= 0;
    END IF;
    TRUNCATE lw_changed_documents;
    RETURN NULL;
  END $$;--> statement-breakpoint
-- Books the feed deleted before this migration: their words come off now.
UPDATE search_words s SET books = s.books - o.books
FROM lw_book_words(ARRAY(SELECT search_document FROM books WHERE withdrawn_at IS NOT NULL)) o
WHERE s.word = o.word;--> statement-breakpoint
DELETE FROM search_words WHERE books <= 0;
