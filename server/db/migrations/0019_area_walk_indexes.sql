-- An area holding many listings is walked in price order with its exact test on each index
-- entry: the two public price indexes also hold the coordinates, so the walk reads no row
-- (decision 0076).
DROP INDEX "properties_pub_price_idx";--> statement-breakpoint
DROP INDEX "properties_pub_promo_price_idx";--> statement-breakpoint
CREATE INDEX "properties_pub_price_idx" ON "properties" USING btree ("base_price","id","is_promo","afterpromo_price","promotion_end_date","property_types","property_statuses","wilaya_id","num_bedrooms","num_rooms","latitude","longitude") WHERE "properties"."is_visible";--> statement-breakpoint
CREATE INDEX "properties_pub_promo_price_idx" ON "properties" USING btree ("afterpromo_price","id","promotion_end_date","property_types","property_statuses","wilaya_id","num_bedrooms","num_rooms","latitude","longitude") WHERE "properties"."is_visible" and "properties"."is_promo" and "properties"."afterpromo_price" is not null;
