DROP INDEX "properties_pub_price_idx";--> statement-breakpoint
DROP INDEX "properties_pub_promo_price_idx";--> statement-breakpoint
DROP INDEX "properties_pub_wilaya_price_idx";--> statement-breakpoint
CREATE INDEX "properties_pub_price_idx" ON "properties" USING btree ("base_price","id","is_promo","afterpromo_price","promotion_end_date","property_types","property_statuses","wilaya_id") WHERE "properties"."is_visible";--> statement-breakpoint
CREATE INDEX "properties_pub_promo_price_idx" ON "properties" USING btree ("afterpromo_price","id","promotion_end_date","property_types","property_statuses","wilaya_id") WHERE "properties"."is_visible" and "properties"."is_promo" and "properties"."afterpromo_price" is not null;--> statement-breakpoint
CREATE INDEX "properties_pub_wilaya_price_idx" ON "properties" USING btree ("wilaya_id","base_price","id","is_promo","afterpromo_price","promotion_end_date","property_types","property_statuses") WHERE "properties"."is_visible";