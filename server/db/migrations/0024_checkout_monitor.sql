CREATE TABLE "checkout_counts" (
	"day" date NOT NULL,
	"step" text NOT NULL,
	"method" text DEFAULT '' NOT NULL,
	"device" text DEFAULT 'unknown' NOT NULL,
	"browser" text DEFAULT 'unknown' NOT NULL,
	"os" text DEFAULT 'unknown' NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "checkout_counts_pk" PRIMARY KEY("day","step","method","device","browser","os"),
	CONSTRAINT "checkout_counts_step" CHECK ("checkout_counts"."step" in ('client_saved', 'review_shown', 'payment_shown', 'placed', 'payment_started', 'bank_transfer', 'paid', 'failed', 'canceled', 'expired')),
	CONSTRAINT "checkout_counts_count" CHECK ("checkout_counts"."count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "monitor_steps" smallint DEFAULT 0 NOT NULL;