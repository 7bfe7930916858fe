CREATE TABLE "home_tips" (
	"book_id" integer PRIMARY KEY NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "home_tips" ADD CONSTRAINT "home_tips_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;