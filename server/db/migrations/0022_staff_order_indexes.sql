CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_staff_status_idx" ON "orders" USING btree ("status","fulfilled_at") WHERE "orders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "orders_email_trgm_idx" ON "orders" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_name_trgm_idx" ON "orders" USING gin (lower("firstname" || ' ' || "lastname") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_company_trgm_idx" ON "orders" USING gin (lower("company") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_delivery_name_trgm_idx" ON "orders" USING gin (lower(coalesce("delivery_name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_zipcode_idx" ON "orders" USING btree ("zipcode");--> statement-breakpoint
CREATE INDEX "orders_delivery_zipcode_idx" ON "orders" USING btree ("delivery_zipcode");