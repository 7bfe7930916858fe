CREATE TABLE "review_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"book_id" integer NOT NULL,
	"user_id" integer,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"email" text NOT NULL,
	"profession" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"profile" text DEFAULT '' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"review" text NOT NULL,
	"show_firstname" boolean NOT NULL,
	"show_lastname" boolean NOT NULL,
	"show_profession" boolean NOT NULL,
	"show_website" boolean NOT NULL,
	"show_profile" boolean NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"submission_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"review_id" integer
);
--> statement-breakpoint
ALTER TABLE "reviewers" ADD COLUMN "profile" text;--> statement-breakpoint
ALTER TABLE "review_submissions" ADD CONSTRAINT "review_submissions_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_submissions" ADD CONSTRAINT "review_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_submissions" ADD CONSTRAINT "review_submissions_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_submissions_submission_key_idx" ON "review_submissions" USING btree ("submission_key");--> statement-breakpoint
CREATE INDEX "review_submissions_pending_idx" ON "review_submissions" USING btree ("created_at","id") WHERE "review_submissions"."status" = 'pending';