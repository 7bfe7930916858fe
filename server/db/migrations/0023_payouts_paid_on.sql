ALTER TABLE "payouts" ADD COLUMN "paid_on" date;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "paid_by" integer;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_paid_on" CHECK ("payouts"."paid_on" is null or "payouts"."status" = 'paid');