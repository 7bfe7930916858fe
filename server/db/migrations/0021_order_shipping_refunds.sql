CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"method" text NOT NULL,
	"lines" jsonb NOT NULL,
	"amount_cents" integer NOT NULL,
	"provider_refund_id" text,
	"credit_number" text,
	"credit_date" timestamp with time zone,
	"last_error" text,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "refunds_status" CHECK ("refunds"."status" in ('pending', 'refunded', 'failed')),
	CONSTRAINT "refunds_method" CHECK ("refunds"."method" in ('provider', 'manual')),
	CONSTRAINT "refunds_amount" CHECK ("refunds"."amount_cents" > 0),
	CONSTRAINT "refunds_credit" CHECK (("refunds"."status" = 'refunded') = ("refunds"."credit_number" is not null) and ("refunds"."credit_number" is null) = ("refunds"."credit_date" is null))
);
--> statement-breakpoint
CREATE TABLE "credit_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"next" integer NOT NULL,
	CONSTRAINT "credit_counters_next" CHECK ("credit_counters"."next" >= 1)
);
--> statement-breakpoint
CREATE TABLE "test_gateway_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"payment_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_gateway_refunds_amount" CHECK ("test_gateway_refunds"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fulfilled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_gateway_refunds" ADD CONSTRAINT "test_gateway_refunds_payment_id_test_gateway_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."test_gateway_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_key_idx" ON "refunds" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_credit_number_idx" ON "refunds" USING btree ("credit_number");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "test_gateway_refunds_key_idx" ON "test_gateway_refunds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "test_gateway_refunds_payment_idx" ON "test_gateway_refunds" USING btree ("payment_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_fulfilled" CHECK ("orders"."fulfilled_at" is null or "orders"."status" = 'paid');--> statement-breakpoint
UPDATE "orders" SET "fulfilled_at" = "updated_at" WHERE "tracktrace" <> '' AND "status" = 'paid';