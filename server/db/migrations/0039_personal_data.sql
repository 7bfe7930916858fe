ALTER TABLE "commissions" DROP CONSTRAINT "commissions_partner_id_partners_user_id_fk";
--> statement-breakpoint
ALTER TABLE "payouts" DROP CONSTRAINT "payouts_partner_id_partners_user_id_fk";
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fully_erased_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_erased_idx" ON "orders" USING btree ("erased_at") WHERE "orders"."erased_at" is not null and "orders"."fully_erased_at" is null;