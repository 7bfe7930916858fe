CREATE TABLE "test_gateway_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"order_guid" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"description" text NOT NULL,
	"method" text NOT NULL,
	"issuer" text,
	"status" text DEFAULT 'open' NOT NULL,
	"redirect_url" text NOT NULL,
	"webhook_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "test_gateway_payments_amount" CHECK ("test_gateway_payments"."amount_cents" > 0),
	CONSTRAINT "test_gateway_payments_status" CHECK ("test_gateway_payments"."status" in ('open', 'paid', 'failed', 'canceled', 'expired')),
	CONSTRAINT "test_gateway_payments_paid_at" CHECK (("test_gateway_payments"."status" = 'paid') = ("test_gateway_payments"."paid_at" is not null))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "test_gateway_payments_key_idx" ON "test_gateway_payments" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "test_gateway_payments_order_idx" ON "test_gateway_payments" USING btree ("order_guid");