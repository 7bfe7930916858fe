ALTER TABLE "notifications" ADD COLUMN "shown_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "shown_until" timestamp with time zone;