-- Multi-valued filters (amenities, documents, views...) test an id list with `&&`. With the
-- intarray extension that operator is intarray's, and only intarray's GIN operator class can
-- answer it from an index: the id lists' GIN indexes are rebuilt with it (decision 0021).
CREATE EXTENSION IF NOT EXISTS intarray;--> statement-breakpoint
-- Similar properties: the (wilaya, price) index also holds the coordinates, so a wilaya's price
-- band is ranked by distance without reading the rows.
DROP INDEX "properties_types_gin";--> statement-breakpoint
DROP INDEX "properties_statuses_gin";--> statement-breakpoint
DROP INDEX "properties_states_gin";--> statement-breakpoint
DROP INDEX "properties_commodities_gin";--> statement-breakpoint
DROP INDEX "properties_pub_wilaya_price_idx";--> statement-breakpoint
DROP INDEX "properties_security_gin";--> statement-breakpoint
DROP INDEX "properties_documents_gin";--> statement-breakpoint
DROP INDEX "properties_proximities_gin";--> statement-breakpoint
DROP INDEX "properties_views_gin";--> statement-breakpoint
DROP INDEX "properties_other_gin";--> statement-breakpoint
DROP INDEX "properties_furnished_gin";--> statement-breakpoint
CREATE INDEX "properties_types_gin" ON "properties" USING gin ("property_types" gin__int_ops);--> statement-breakpoint
CREATE INDEX "properties_statuses_gin" ON "properties" USING gin ("property_statuses" gin__int_ops);--> statement-breakpoint
CREATE INDEX "properties_states_gin" ON "properties" USING gin ("property_states" gin__int_ops);--> statement-breakpoint
CREATE INDEX "properties_commodities_gin" ON "properties" USING gin ("commodities" gin__int_ops);--> statement-breakpoint
CREATE INDEX "properties_pub_wilaya_price_idx" ON "properties" USING btree ("wilaya_id","base_price","id","is_promo","afterpromo_price","promotion_end_date","property_types","property_statuses","num_bedrooms","num_rooms","latitude","longitude") WHERE "properties"."is_visible";--> statement-breakpoint
CREATE INDEX "properties_security_gin" ON "properties" USING gin ("security_accessibilities" gin__int_ops);--> statement-breakpoint
CREATE INDEX "properties_documents_gin" ON "properties" USING gin ("associated_documents" gin__int_ops);--> statement-breakpoint
CREATE INDEX "properties_proximities_gin" ON "properties" USING gin ("proximities" gin__int_ops);--> statement-breakpoint
CREATE INDEX "properties_views_gin" ON "properties" USING gin ("views" gin__int_ops);--> statement-breakpoint
CREATE INDEX "properties_other_gin" ON "properties" USING gin ("other_characteristics" gin__int_ops);--> statement-breakpoint
CREATE INDEX "properties_furnished_gin" ON "properties" USING gin ("furnished_types" gin__int_ops);--> statement-breakpoint
-- search_text is kept in the row (STORAGE MAIN, migration 0002), so a keyword recheck needs no
-- TOAST read; but then PostgreSQL moved every other value it could out of the row first, about
-- 14 per listing (photos, id lists, names). Keeping those in the row too leaves only the long
-- descriptions out of it: reading photos or testing an id list costs no TOAST read either.
-- Applies to rows written from now on; `VACUUM FULL properties` rewrites the existing ones.
ALTER TABLE "properties"
  ALTER COLUMN "images" SET STORAGE MAIN,
  ALTER COLUMN "property_types" SET STORAGE MAIN,
  ALTER COLUMN "property_statuses" SET STORAGE MAIN,
  ALTER COLUMN "property_states" SET STORAGE MAIN,
  ALTER COLUMN "views" SET STORAGE MAIN,
  ALTER COLUMN "furnished_types" SET STORAGE MAIN,
  ALTER COLUMN "security_accessibilities" SET STORAGE MAIN,
  ALTER COLUMN "commodities" SET STORAGE MAIN,
  ALTER COLUMN "proximities" SET STORAGE MAIN,
  ALTER COLUMN "other_characteristics" SET STORAGE MAIN,
  ALTER COLUMN "associated_documents" SET STORAGE MAIN,
  ALTER COLUMN "name_fr" SET STORAGE MAIN,
  ALTER COLUMN "name_en" SET STORAGE MAIN,
  ALTER COLUMN "name_ar" SET STORAGE MAIN,
  ALTER COLUMN "address_fr" SET STORAGE MAIN,
  ALTER COLUMN "address_en" SET STORAGE MAIN,
  ALTER COLUMN "address_ar" SET STORAGE MAIN,
  ALTER COLUMN "city_fr" SET STORAGE MAIN,
  ALTER COLUMN "city_en" SET STORAGE MAIN,
  ALTER COLUMN "city_ar" SET STORAGE MAIN,
  ALTER COLUMN "wilaya_fr" SET STORAGE MAIN,
  ALTER COLUMN "wilaya_en" SET STORAGE MAIN,
  ALTER COLUMN "wilaya_ar" SET STORAGE MAIN;
