CREATE INDEX "books_product_subgroup_idx" ON "books" USING btree ("product_subgroup_id","id");--> statement-breakpoint
CREATE INDEX "books_category_stock_idx" ON "books" USING btree ("category_id",("stock" <> 1),"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "books_subcategory_stock_idx" ON "books" USING btree ("subcategory_id",("stock" <> 1),"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "books_lang_stock_idx" ON "books" USING btree ("lang",("stock" <> 1),"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "books_lang_sb_stock_idx" ON "books" USING btree ("lang",("stock" <> 1),"id" DESC NULLS LAST) WHERE "books"."in_sb";