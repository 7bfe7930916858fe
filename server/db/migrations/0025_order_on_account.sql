ALTER TABLE "orders" DROP CONSTRAINT "orders_invoice";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_fulfilled";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "on_account_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_due_on" date;--> statement-breakpoint
CREATE INDEX "orders_on_account_idx" ON "orders" USING btree ("payment_due_on") WHERE "orders"."on_account_at" is not null and "orders"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_on_account" CHECK (("orders"."on_account_at" is null) = ("orders"."payment_due_on" is null));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_invoice" CHECK (("orders"."invoice_number" is null or "orders"."status" = 'paid' or "orders"."on_account_at" is not null) and (("orders"."invoice_number" is null) = ("orders"."invoice_date" is null)));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_fulfilled" CHECK ("orders"."fulfilled_at" is null or "orders"."status" = 'paid' or "orders"."on_account_at" is not null);