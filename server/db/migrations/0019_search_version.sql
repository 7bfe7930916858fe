-- Issue 16 (decision 504): the typing index (server/search/typing-index.ts) holds the books' heading words in each
-- app process's memory; this row's version goes up with every statement that adds, removes or rewrites a book's
-- heading, title or scopes, so each process sees within seconds that it must read them again. Hand-edited from
-- drizzle-kit's output: the row, and the triggers (per statement, like search_words in migration 0004).
CREATE TABLE "search_version" (
	"id" smallint PRIMARY KEY NOT NULL,
	"version" integer NOT NULL
);
--> statement-breakpoint
INSERT INTO "search_version" ("id", "version") VALUES (1, 1);--> statement-breakpoint
CREATE OR REPLACE FUNCTION lw_search_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
    UPDATE search_version SET version = version + 1 WHERE id = 1;
    RETURN NULL;
  END $$;--> statement-breakpoint
-- An update counts only when a heading, title or scope changed (a stock or price update changes none).
CREATE OR REPLACE FUNCTION lw_search_version_change() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
    IF EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
               WHERE o.search_heading IS DISTINCT FROM n.search_heading
                  OR o.search_title IS DISTINCT FROM n.search_title
                  OR o.search_title_words IS DISTINCT FROM n.search_title_words
                  OR o.in_sb IS DISTINCT FROM n.in_sb OR o.sb_edition IS DISTINCT FROM n.sb_edition) THEN
      UPDATE search_version SET version = version + 1 WHERE id = 1;
    END IF;
    RETURN NULL;
  END $$;--> statement-breakpoint
CREATE TRIGGER lw_search_version_insert AFTER INSERT ON books REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lw_search_version_bump();--> statement-breakpoint
CREATE TRIGGER lw_search_version_update AFTER UPDATE ON books REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lw_search_version_change();--> statement-breakpoint
CREATE TRIGGER lw_search_version_delete AFTER DELETE ON books
  FOR EACH STATEMENT EXECUTE FUNCTION lw_search_version_bump();
