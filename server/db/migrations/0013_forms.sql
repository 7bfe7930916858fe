CREATE TABLE "form_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"fields" jsonb NOT NULL,
	"sender_email" text,
	"submission_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "form_messages_submission_key_idx" ON "form_messages" USING btree ("submission_key");--> statement-breakpoint
CREATE INDEX "form_messages_created_idx" ON "form_messages" USING btree ("created_at" desc,"id" desc);