CREATE TABLE "event_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"firstname" text NOT NULL,
	"middlename" text DEFAULT '' NOT NULL,
	"lastname" text NOT NULL,
	"email" text NOT NULL,
	"phonenr" text NOT NULL,
	"guest_firstname" text DEFAULT '' NOT NULL,
	"guest_middlename" text DEFAULT '' NOT NULL,
	"guest_lastname" text DEFAULT '' NOT NULL,
	"guest_email" text DEFAULT '' NOT NULL,
	"question" text DEFAULT '' NOT NULL,
	"places" integer NOT NULL,
	"submission_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_registrations_places" CHECK ("event_registrations"."places" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"organisation" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"logo1" text,
	"logo2" text,
	"coupon_code" text NOT NULL,
	"explanation_form" text DEFAULT '' NOT NULL,
	"text_after_registration" text DEFAULT '' NOT NULL,
	"sku" text,
	"price_cents" integer,
	"status" text DEFAULT 'planned' NOT NULL,
	"starts_at" timestamp with time zone,
	"places" integer NOT NULL,
	"places_taken" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_status" CHECK ("events"."status" in ('planned', 'postponed')),
	CONSTRAINT "events_places" CHECK ("events"."places" >= 0 and "events"."places_taken" between 0 and "events"."places"),
	CONSTRAINT "events_price" CHECK ("events"."price_cents" is null or "events"."price_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_submission_key_idx" ON "event_registrations" USING btree ("submission_key");--> statement-breakpoint
CREATE INDEX "event_registrations_event_idx" ON "event_registrations" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "events_reference_idx" ON "events" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "events_starts_idx" ON "events" USING btree ("starts_at");