CREATE TABLE "commissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"order_number" integer NOT NULL,
	"invoice_number" text,
	"order_total_cents" integer NOT NULL,
	"order_vat_cents" integer NOT NULL,
	"position" smallint NOT NULL,
	"sku" text NOT NULL,
	"description" text NOT NULL,
	"copies" integer NOT NULL,
	"line_total_cents" integer NOT NULL,
	"base_cents" integer NOT NULL,
	"own_edition" boolean NOT NULL,
	"rate_percent" smallint NOT NULL,
	"amount_cents" integer NOT NULL,
	"kind" text NOT NULL,
	"booked_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commissions_kind" CHECK ("commissions"."kind" in ('earned', 'reversal')),
	CONSTRAINT "commissions_sign" CHECK (("commissions"."kind" = 'earned' and "commissions"."amount_cents" >= 0) or ("commissions"."kind" = 'reversal' and "commissions"."amount_cents" <= 0)),
	CONSTRAINT "commissions_rate" CHECK ("commissions"."rate_percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "partner_code_uses" (
	"code" text PRIMARY KEY NOT NULL,
	"last_date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'pend' NOT NULL,
	"code" text,
	"is_private" boolean DEFAULT false NOT NULL,
	"commission_own" smallint,
	"commission_other" smallint,
	"motivation" text DEFAULT '' NOT NULL,
	"has_book_page" boolean DEFAULT false NOT NULL,
	"book_page_url" text DEFAULT '' NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	CONSTRAINT "partners_status" CHECK ("partners"."status" in ('pend', 'approved', 'rejected')),
	CONSTRAINT "partners_approved_code" CHECK ("partners"."status" <> 'approved' or "partners"."code" is not null),
	CONSTRAINT "partners_motivation" CHECK (char_length("partners"."motivation") <= 750),
	CONSTRAINT "partners_rates" CHECK (("partners"."commission_own" is null or "partners"."commission_own" between 0 and 100) and ("partners"."commission_other" is null or "partners"."commission_other" between 0 and 100))
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"quarter" text NOT NULL,
	"status" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"settled_date" date,
	"description" text DEFAULT '' NOT NULL,
	"last_commission_id" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_quarter" CHECK ("payouts"."quarter" ~ '^[0-9]{4}Q[1-4]$'),
	CONSTRAINT "payouts_status" CHECK ("payouts"."status" in ('paid', 'saved', 'below')),
	CONSTRAINT "payouts_amount" CHECK ("payouts"."amount_cents" >= 0),
	CONSTRAINT "payouts_settled" CHECK (("payouts"."status" = 'paid') = ("payouts"."settled_date" is not null))
);
--> statement-breakpoint
CREATE TABLE "short_links" (
	"code" text PRIMARY KEY NOT NULL,
	"target" text NOT NULL,
	"partner_id" integer,
	"visits" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_partner_id_partners_user_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_partner_id_partners_user_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_links" ADD CONSTRAINT "short_links_partner_id_partners_user_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "commissions_line_kind_idx" ON "commissions" USING btree ("order_id","position","kind");--> statement-breakpoint
CREATE INDEX "commissions_partner_idx" ON "commissions" USING btree ("partner_id","booked_on");--> statement-breakpoint
CREATE UNIQUE INDEX "partners_code_idx" ON "partners" USING btree ("code");--> statement-breakpoint
CREATE INDEX "partners_pending_idx" ON "partners" USING btree ("applied_at") WHERE "partners"."status" = 'pend';--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_partner_quarter_idx" ON "payouts" USING btree ("partner_id","quarter");--> statement-breakpoint
CREATE UNIQUE INDEX "short_links_target_idx" ON "short_links" USING btree ("target");