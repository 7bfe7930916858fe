-- Issue 4 search. Hand-added to drizzle-kit's output: the functions and triggers it cannot express.
-- unaccent() is only STABLE (its dictionary could change); the wrapper is IMMUTABLE so generated columns and
-- indexes may use it. Schema-qualified, so it does not depend on the caller's search_path.
CREATE OR REPLACE FUNCTION lw_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION lw_book_document(
  title text, sku text, author_names text, subtitle text, collection_name text, keywords text[],
  short_description text
) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT setweight(to_tsvector('dutch'::regconfig, lw_unaccent(concat_ws(' ', title, sku))), 'A')
      || setweight(to_tsvector('dutch'::regconfig,
           lw_unaccent(concat_ws(' ', author_names, subtitle, collection_name))), 'B')
      || setweight(to_tsvector('dutch'::regconfig, lw_unaccent(concat_ws(' ',
           (SELECT string_agg(k, ' ') FROM unnest(keywords) AS k WHERE k NOT LIKE '!%'),
           short_description))), 'C')
  $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION lw_author_names(first_id integer, second_id integer) RETURNS text
  LANGUAGE sql STABLE
  AS $$
    SELECT coalesce(string_agg(concat_ws(' ', nullif(a.firstname, ''), nullif(a.prefix, ''), a.lastname), ' '
      ORDER BY a.id = first_id DESC), '')
    FROM authors a WHERE a.id IN (first_id, second_id)
  $$;--> statement-breakpoint
CREATE TABLE "search_queries" (
	"id" serial PRIMARY KEY NOT NULL,
	"term" text NOT NULL,
	"scope" text NOT NULL,
	"result_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "author_names" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "books" SET "author_names" = lw_author_names("author_id", "author2_id");--> statement-breakpoint
CREATE OR REPLACE FUNCTION lw_books_author_names() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN NEW.author_names := lw_author_names(NEW.author_id, NEW.author2_id); RETURN NEW; END $$;--> statement-breakpoint
CREATE TRIGGER lw_books_author_names BEFORE INSERT OR UPDATE OF author_id, author2_id ON "books"
  FOR EACH ROW EXECUTE FUNCTION lw_books_author_names();--> statement-breakpoint
CREATE OR REPLACE FUNCTION lw_authors_renamed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN
    UPDATE books SET author_names = lw_author_names(author_id, author2_id)
      WHERE author_id = NEW.id OR author2_id = NEW.id;
    RETURN NULL;
  END $$;--> statement-breakpoint
CREATE TRIGGER lw_authors_renamed AFTER UPDATE OF firstname, prefix, lastname ON "authors"
  FOR EACH ROW EXECUTE FUNCTION lw_authors_renamed();--> statement-breakpoint
-- One ALTER for the three generated columns: the table is rewritten once, not three times.
ALTER TABLE "books" ADD COLUMN "search_title" text GENERATED ALWAYS AS (lw_unaccent(lower(title))) STORED,
  ADD COLUMN "search_authors" text GENERATED ALWAYS AS (lw_unaccent(lower(author_names))) STORED,
  ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (lw_book_document(title, sku, author_names, subtitle, collection_name, keywords, short_description)) STORED;--> statement-breakpoint
CREATE INDEX "search_queries_created_idx" ON "search_queries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "books_search_document_idx" ON "books" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "books_search_title_trgm_idx" ON "books" USING gin ("search_title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "books_search_authors_trgm_idx" ON "books" USING gin ("search_authors" gin_trgm_ops);