CREATE TABLE "newsletter_subscribers" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"firstname" text DEFAULT '' NOT NULL,
	"token_hash" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"consent_text" text DEFAULT '' NOT NULL,
	"unsubscribed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"channel" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"firstname" text DEFAULT '' NOT NULL,
	"lastname" text DEFAULT '' NOT NULL,
	"phonenr" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"housenr" text DEFAULT '' NOT NULL,
	"addition" text DEFAULT '' NOT NULL,
	"zipcode" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"country_code" text DEFAULT 'NL' NOT NULL,
	"has_subscription" boolean DEFAULT true NOT NULL,
	"subscription_changed_at" timestamp with time zone,
	"is_admin" boolean DEFAULT false NOT NULL,
	"is_reseller" boolean DEFAULT false NOT NULL,
	"is_partner" text DEFAULT '' NOT NULL,
	"partner_code" text,
	"partner_status" text DEFAULT '' NOT NULL,
	"partner_start" date,
	"commission" smallint,
	"commission_3party" smallint,
	"discount" smallint DEFAULT 0 NOT NULL,
	"discount_3party" smallint DEFAULT 0 NOT NULL,
	"access_level" integer DEFAULT 0 NOT NULL,
	"no_shipping_costs" text DEFAULT '' NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"nr_kvk" text DEFAULT '' NOT NULL,
	"nr_vat" text DEFAULT '' NOT NULL,
	"valid_vat" boolean DEFAULT false NOT NULL,
	"vat_name" text,
	"vat_address" text,
	"vat_checked_at" timestamp with time zone,
	"website" text DEFAULT '' NOT NULL,
	"bank_account" text DEFAULT '' NOT NULL,
	"account_holder" text DEFAULT '' NOT NULL,
	"account_city" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_email_idx" ON "newsletter_subscribers" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_token_idx" ON "newsletter_subscribers" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_resets_user_idx" ON "password_resets" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "rate_limits_window_idx" ON "rate_limits" USING btree ("window_start");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_partner_code_idx" ON "users" USING btree ("partner_code") WHERE "users"."partner_code" is not null and "users"."partner_code" <> '';