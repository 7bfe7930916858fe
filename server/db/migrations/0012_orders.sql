CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 10001 MAXVALUE 9223372036854775807 START WITH 10001 CACHE 1;--> statement-breakpoint
CREATE TABLE "order_lines" (
	"order_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"kind" text NOT NULL,
	"sku" text,
	"description" text NOT NULL,
	"amount" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"discount_percent" smallint DEFAULT 0 NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"vat_percent" smallint NOT NULL,
	"vat_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	CONSTRAINT "order_lines_order_id_position_pk" PRIMARY KEY("order_id","position"),
	CONSTRAINT "order_lines_kind" CHECK ("order_lines"."kind" in ('book', 'shipping')),
	CONSTRAINT "order_lines_sku" CHECK (("order_lines"."kind" = 'book') = ("order_lines"."sku" is not null)),
	CONSTRAINT "order_lines_amount" CHECK ("order_lines"."amount" > 0),
	CONSTRAINT "order_lines_discount" CHECK ("order_lines"."discount_percent" between 0 and 100),
	CONSTRAINT "order_lines_total" CHECK ("order_lines"."total_cents" >= 0 and "order_lines"."unit_price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" integer DEFAULT nextval('order_number_seq') NOT NULL,
	"guid" text NOT NULL,
	"user_id" integer,
	"cart_id" integer,
	"released_at" timestamp with time zone,
	"checkout_key" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"email" text NOT NULL,
	"phonenr" text DEFAULT '' NOT NULL,
	"address" text NOT NULL,
	"housenr" text DEFAULT '' NOT NULL,
	"addition" text DEFAULT '' NOT NULL,
	"zipcode" text NOT NULL,
	"city" text NOT NULL,
	"country_code" text NOT NULL,
	"delivery_name" text,
	"delivery_company" text,
	"delivery_address" text,
	"delivery_housenr" text,
	"delivery_addition" text,
	"delivery_zipcode" text,
	"delivery_city" text,
	"delivery_country_code" text,
	"company" text DEFAULT '' NOT NULL,
	"nr_kvk" text DEFAULT '' NOT NULL,
	"nr_vat" text DEFAULT '' NOT NULL,
	"valid_vat" boolean DEFAULT false NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"affiliate_id" text,
	"custom_shipping_cents" integer,
	"no_shipping_costs" boolean DEFAULT false NOT NULL,
	"discounts_overruled" boolean DEFAULT false NOT NULL,
	"goods_gross_cents" integer DEFAULT 0 NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"goods_cents" integer DEFAULT 0 NOT NULL,
	"shipping_cents" integer,
	"shipping_vat_percent" smallint,
	"vat_cents" integer DEFAULT 0 NOT NULL,
	"vat" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"total_cents" integer DEFAULT 0 NOT NULL,
	"payment_method" text,
	"bank_transfer_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"invoice_number" text,
	"invoice_date" timestamp with time zone,
	"tracktrace" text DEFAULT '' NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_status" CHECK ("orders"."status" in ('open', 'pending', 'banktransfer', 'paid', 'void')),
	CONSTRAINT "orders_paid" CHECK (("orders"."status" = 'paid') = ("orders"."paid_at" is not null)),
	CONSTRAINT "orders_invoice" CHECK (("orders"."invoice_number" is null or "orders"."status" = 'paid') and (("orders"."invoice_number" is null) = ("orders"."invoice_date" is null))),
	CONSTRAINT "orders_total" CHECK ("orders"."total_cents" >= 0 and "orders"."goods_cents" >= 0),
	CONSTRAINT "orders_custom_shipping" CHECK ("orders"."custom_shipping_cents" is null or "orders"."custom_shipping_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"next" integer NOT NULL,
	CONSTRAINT "invoice_counters_next" CHECK ("invoice_counters"."next" >= 1)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"attempt_key" text NOT NULL,
	"provider" text NOT NULL,
	"provider_id" text,
	"method" text NOT NULL,
	"issuer" text,
	"status" text DEFAULT 'open' NOT NULL,
	"superseded" boolean DEFAULT false NOT NULL,
	"amount_cents" integer NOT NULL,
	"checkout_url" text,
	"paid_at" timestamp with time zone,
	"checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount" CHECK ("payments"."amount_cents" > 0),
	CONSTRAINT "payments_status" CHECK ("payments"."status" in ('open', 'paid', 'failed', 'canceled', 'expired')),
	CONSTRAINT "payments_paid_at" CHECK (("payments"."status" = 'paid') = ("payments"."paid_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_idx" ON "orders" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_guid_idx" ON "orders" USING btree ("guid");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_checkout_key_idx" ON "orders" USING btree ("checkout_key");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_invoice_number_idx" ON "orders" USING btree ("invoice_number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_cart_checkout_idx" ON "orders" USING btree ("cart_id") WHERE "orders"."cart_id" is not null and "orders"."released_at" is null;--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_attempt_key_idx" ON "payments" USING btree ("attempt_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_id_idx" ON "payments" USING btree ("provider_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_open_idx" ON "payments" USING btree ("order_id") WHERE "payments"."status" = 'open' and not "payments"."superseded";--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_open_idx" ON "payments" USING btree ("created_at") WHERE "payments"."status" = 'open';