-- The promotional-price branch of a search filtered on bedrooms or rooms read each candidate row
-- from the table (about 100 ms at 100,000 listings): with them in the index, as in
-- properties_pub_price_idx (0004), its page and count are index-only scans (under 1 ms).
DROP INDEX "properties_pub_promo_price_idx";--> statement-breakpoint
CREATE INDEX "properties_pub_promo_price_idx" ON "properties" USING btree ("afterpromo_price","id","promotion_end_date","property_types","property_statuses","wilaya_id","num_bedrooms","num_rooms") WHERE "properties"."is_visible" and "properties"."is_promo" and "properties"."afterpromo_price" is not null;