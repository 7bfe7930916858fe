CREATE TABLE "ebook_downloads" (
	"id" serial PRIMARY KEY NOT NULL,
	"link_id" integer,
	"user_id" integer,
	"sku" text NOT NULL,
	"downloaded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ebook_files" (
	"sku" text PRIMARY KEY NOT NULL,
	"format" text NOT NULL,
	"stored_name" text NOT NULL,
	"bytes" integer NOT NULL,
	"uploaded_by" integer,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ebook_files_format" CHECK ("ebook_files"."format" in ('epub', 'pdf'))
);
--> statement-breakpoint
CREATE TABLE "ebook_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"order_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"sku" text NOT NULL,
	"title" text NOT NULL,
	"buyer_name" text NOT NULL,
	"order_number" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"max_downloads" smallint NOT NULL,
	"downloads" smallint DEFAULT 0 NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "ebook_links_downloads" CHECK ("ebook_links"."downloads" >= 0 and "ebook_links"."downloads" <= "ebook_links"."max_downloads")
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "ebook" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ebook_downloads" ADD CONSTRAINT "ebook_downloads_link_id_ebook_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."ebook_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebook_downloads" ADD CONSTRAINT "ebook_downloads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebook_links" ADD CONSTRAINT "ebook_links_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ebook_downloads_link_idx" ON "ebook_downloads" USING btree ("link_id");--> statement-breakpoint
CREATE INDEX "ebook_downloads_sku_idx" ON "ebook_downloads" USING btree ("sku");--> statement-breakpoint
CREATE UNIQUE INDEX "ebook_files_stored_name_idx" ON "ebook_files" USING btree ("stored_name");--> statement-breakpoint
CREATE UNIQUE INDEX "ebook_links_token_idx" ON "ebook_links" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "ebook_links_line_idx" ON "ebook_links" USING btree ("order_id","position");--> statement-breakpoint
-- Issue 32: the e-book lines of orders placed before this column existed.
UPDATE "order_lines" SET "ebook" = true FROM "books" WHERE "order_lines"."sku" = "books"."sku" AND "books"."is_ebook" AND "order_lines"."kind" = 'book';--> statement-breakpoint
-- Issue 32 (decision 803): a shop that has settings gets the e-book link settings, so /beheer/instellingen shows them
-- (an empty database gets them from the seed, which runs only while the settings table is empty).
INSERT INTO "settings" ("name", "value") SELECT v.name, v.value FROM (VALUES ('ebookLinkDays', '30'), ('ebookLinkDownloads', '5')) AS v(name, value) WHERE EXISTS (SELECT 1 FROM "settings") ON CONFLICT ("name") DO NOTHING;
