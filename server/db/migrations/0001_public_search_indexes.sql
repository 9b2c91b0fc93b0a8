CREATE INDEX "properties_pub_price_idx" ON "properties" USING btree ("base_price","id","is_promo","afterpromo_price","promotion_end_date") WHERE "properties"."is_visible";--> statement-breakpoint
CREATE INDEX "properties_pub_promo_price_idx" ON "properties" USING btree ("afterpromo_price","id","promotion_end_date") WHERE "properties"."is_visible" and "properties"."is_promo" and "properties"."afterpromo_price" is not null;--> statement-breakpoint
CREATE INDEX "properties_pub_area_asc_idx" ON "properties" USING btree ((coalesce(nullif("living_area", 0), "land_area")) asc nulls last,"id") WHERE "properties"."is_visible";--> statement-breakpoint
CREATE INDEX "properties_pub_area_desc_idx" ON "properties" USING btree ((coalesce(nullif("living_area", 0), "land_area")) desc nulls last,"id" DESC NULLS FIRST) WHERE "properties"."is_visible";--> statement-breakpoint
CREATE INDEX "properties_pub_lat_lng_idx" ON "properties" USING btree ("latitude","longitude") WHERE "properties"."is_visible";--> statement-breakpoint
CREATE INDEX "properties_pub_wilaya_price_idx" ON "properties" USING btree ("wilaya_id","base_price","id") WHERE "properties"."is_visible";--> statement-breakpoint
CREATE INDEX "properties_pub_banner_idx" ON "properties" USING btree ("id") WHERE "properties"."is_visible" and "properties"."is_banner";--> statement-breakpoint
CREATE INDEX "properties_security_gin" ON "properties" USING gin ("security_accessibilities");--> statement-breakpoint
CREATE INDEX "properties_documents_gin" ON "properties" USING gin ("associated_documents");--> statement-breakpoint
CREATE INDEX "properties_proximities_gin" ON "properties" USING gin ("proximities");--> statement-breakpoint
CREATE INDEX "properties_views_gin" ON "properties" USING gin ("views");--> statement-breakpoint
CREATE INDEX "properties_other_gin" ON "properties" USING gin ("other_characteristics");--> statement-breakpoint
CREATE INDEX "properties_furnished_gin" ON "properties" USING gin ("furnished_types");