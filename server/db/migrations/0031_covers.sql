ALTER TABLE "books" ADD COLUMN "cover_fetched_from" text;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "cover_fetched_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "cover_attempt_url" text;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "cover_tries" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "cover_error" text;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "cover_retry_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "books_cover_due_idx" ON "books" USING btree ("id") WHERE "books"."cover_source_url" is not null and "books"."cover_source_url" is distinct from "books"."cover_fetched_from";