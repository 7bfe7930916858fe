CREATE TABLE "authors" (
	"id" serial PRIMARY KEY NOT NULL,
	"firstname" text DEFAULT '' NOT NULL,
	"prefix" text DEFAULT '' NOT NULL,
	"lastname" text NOT NULL,
	"is_sb" boolean DEFAULT false NOT NULL,
	"description" text,
	"profile_picture" text
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"text1" text NOT NULL,
	"text2" text DEFAULT '' NOT NULL,
	"img" text,
	"sku" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "book_media" (
	"id" serial PRIMARY KEY NOT NULL,
	"book_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"file" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "books" (
	"id" serial PRIMARY KEY NOT NULL,
	"sku" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text,
	"short_description" text,
	"description" text,
	"author_id" integer,
	"author2_id" integer,
	"author_sort" text DEFAULT '' NOT NULL,
	"price_incl_cents" integer,
	"vat_perc" smallint DEFAULT 9 NOT NULL,
	"stock" smallint DEFAULT 0 NOT NULL,
	"stock_code" smallint,
	"lang" text DEFAULT 'NL' NOT NULL,
	"version" text,
	"pages" integer,
	"release_date" date,
	"collection_name" text,
	"collection_part" text,
	"version_tag" text,
	"media" text,
	"alternative" text,
	"delivery" text,
	"supply_date" date,
	"nur" integer,
	"sb_edition" text,
	"width_mm" integer DEFAULT 0 NOT NULL,
	"length_mm" integer DEFAULT 0 NOT NULL,
	"thickness_mm" integer DEFAULT 0 NOT NULL,
	"weight_g" integer DEFAULT 0 NOT NULL,
	"category_id" integer,
	"subcategory_id" integer,
	"product_group_id" integer,
	"product_subgroup_id" integer,
	"in_sb" boolean DEFAULT false NOT NULL,
	"is_ebook" boolean DEFAULT false NOT NULL,
	"top" boolean DEFAULT false NOT NULL,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"cover_file" text,
	"elevated" boolean DEFAULT false NOT NULL,
	"elevated_header" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"display_value" text NOT NULL,
	"nur" text,
	"img" text,
	"shops" text[] NOT NULL,
	"is_main_cat" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"display_value" text NOT NULL,
	"eu" boolean DEFAULT false NOT NULL,
	"base_shipping_cents" integer NOT NULL,
	"surcharge_weight_cents" integer NOT NULL,
	CONSTRAINT "countries_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "downloads" (
	"id" serial PRIMARY KEY NOT NULL,
	"book_id" integer NOT NULL,
	"title" text NOT NULL,
	"filename" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "features" (
	"sku" text PRIMARY KEY NOT NULL,
	"access_level" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interface_texts" (
	"lang" text NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "interface_texts_lang_key_pk" PRIMARY KEY("lang","key")
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"abbr" text PRIMARY KEY NOT NULL,
	"display_value" text NOT NULL,
	"query_value" text NOT NULL,
	"show_on_sb" boolean DEFAULT true NOT NULL,
	"show_on_all" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "languages_query_value_unique" UNIQUE("query_value")
);
--> statement-breakpoint
CREATE TABLE "navigation_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"menu" text NOT NULL,
	"name" text NOT NULL,
	"path" text NOT NULL,
	"title" text NOT NULL,
	"use" text DEFAULT 'all' NOT NULL,
	"show" text[] DEFAULT '{SHOP_SB,SHOP_ALL}'::text[] NOT NULL,
	"value" text,
	"position" integer DEFAULT 0 NOT NULL,
	"column" text
);
--> statement-breakpoint
CREATE TABLE "newsletters" (
	"id" serial PRIMARY KEY NOT NULL,
	"tag" text NOT NULL,
	"week" integer NOT NULL,
	"title" text NOT NULL,
	"dir" text,
	"url" text,
	"has_file" boolean DEFAULT false NOT NULL,
	"has_pdf" boolean DEFAULT false NOT NULL,
	"has_php" boolean DEFAULT false NOT NULL,
	"has_html" boolean DEFAULT false NOT NULL,
	"show_on_sb" boolean DEFAULT true NOT NULL,
	CONSTRAINT "newsletters_tag_unique" UNIQUE("tag")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"sku" text,
	"reason" text DEFAULT '' NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"display_value" text NOT NULL,
	"query_value" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_groups_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "product_subgroups" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"name" text NOT NULL,
	"display_value" text NOT NULL,
	CONSTRAINT "product_subgroups_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"author" text NOT NULL,
	"isbn" text
);
--> statement-breakpoint
CREATE TABLE "rankings" (
	"list" text NOT NULL,
	"week" integer NOT NULL,
	"rank" smallint NOT NULL,
	"book_id" integer NOT NULL,
	CONSTRAINT "rankings_list_week_rank_pk" PRIMARY KEY("list","week","rank")
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subcategories" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"display_value" text NOT NULL,
	"nur" text,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "subcategories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "tooltips" (
	"name" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"show_on_sb" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "top10_entries" (
	"section_id" integer NOT NULL,
	"rank" smallint NOT NULL,
	"book_id" integer NOT NULL,
	CONSTRAINT "top10_entries_section_id_rank_pk" PRIMARY KEY("section_id","rank")
);
--> statement-breakpoint
CREATE TABLE "top10_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"section" text NOT NULL,
	"tag" text NOT NULL,
	"display_value" text NOT NULL,
	"has_excel" boolean DEFAULT false NOT NULL,
	"is_autofill" boolean DEFAULT false NOT NULL,
	"nur" text,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "top10_sections_tag_unique" UNIQUE("tag")
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"file" text,
	"cc_file" text,
	"sku" text,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "videos_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "book_media" ADD CONSTRAINT "book_media_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_author_id_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."authors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_author2_id_authors_id_fk" FOREIGN KEY ("author2_id") REFERENCES "public"."authors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_lang_languages_abbr_fk" FOREIGN KEY ("lang") REFERENCES "public"."languages"("abbr") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_subcategory_id_subcategories_id_fk" FOREIGN KEY ("subcategory_id") REFERENCES "public"."subcategories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_product_group_id_product_groups_id_fk" FOREIGN KEY ("product_group_id") REFERENCES "public"."product_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_product_subgroup_id_product_subgroups_id_fk" FOREIGN KEY ("product_subgroup_id") REFERENCES "public"."product_subgroups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "downloads" ADD CONSTRAINT "downloads_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_subgroups" ADD CONSTRAINT "product_subgroups_group_id_product_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."product_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rankings" ADD CONSTRAINT "rankings_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subcategories" ADD CONSTRAINT "subcategories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "top10_entries" ADD CONSTRAINT "top10_entries_section_id_top10_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."top10_sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "top10_entries" ADD CONSTRAINT "top10_entries_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "authors_lastname_idx" ON "authors" USING btree ("lastname","firstname");--> statement-breakpoint
CREATE INDEX "authors_is_sb_idx" ON "authors" USING btree ("is_sb");--> statement-breakpoint
CREATE INDEX "book_media_book_idx" ON "book_media" USING btree ("book_id");--> statement-breakpoint
CREATE UNIQUE INDEX "books_sku_idx" ON "books" USING btree ("sku");--> statement-breakpoint
CREATE INDEX "books_category_idx" ON "books" USING btree ("category_id","id");--> statement-breakpoint
CREATE INDEX "books_subcategory_idx" ON "books" USING btree ("subcategory_id","id");--> statement-breakpoint
CREATE INDEX "books_lang_idx" ON "books" USING btree ("lang","id");--> statement-breakpoint
CREATE INDEX "books_author_idx" ON "books" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "books_author2_idx" ON "books" USING btree ("author2_id");--> statement-breakpoint
CREATE INDEX "books_in_sb_idx" ON "books" USING btree ("in_sb","id");--> statement-breakpoint
CREATE INDEX "books_release_idx" ON "books" USING btree ("release_date");--> statement-breakpoint
CREATE INDEX "books_product_group_idx" ON "books" USING btree ("product_group_id","id");--> statement-breakpoint
CREATE INDEX "books_sb_edition_idx" ON "books" USING btree ("id") WHERE "books"."sb_edition" = 'eigen uitgaven';--> statement-breakpoint
CREATE INDEX "books_ebook_idx" ON "books" USING btree ("id") WHERE "books"."is_ebook";--> statement-breakpoint
CREATE INDEX "downloads_book_idx" ON "downloads" USING btree ("book_id");--> statement-breakpoint
CREATE INDEX "subcategories_category_idx" ON "subcategories" USING btree ("category_id");