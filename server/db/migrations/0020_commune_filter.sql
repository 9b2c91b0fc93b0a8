-- The commune as a filter (decision 0081): each listing's commune number, found from its wilaya
-- and town name on every save, and an index that walks a commune's listings in price order, as
-- properties_pub_wilaya_price_idx does a wilaya's. Rows written before it are filled once at
-- start (the names are matched in code, common/communes.ts): the row below asks for it.
CREATE TABLE "pending_backfills" (
	"name" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "commune_id" smallint;--> statement-breakpoint
CREATE INDEX "properties_pub_commune_price_idx" ON "properties" USING btree ("commune_id","base_price","id","is_promo","afterpromo_price","promotion_end_date","property_types","property_statuses","num_bedrooms","num_rooms") WHERE "properties"."is_visible" and "properties"."commune_id" is not null;--> statement-breakpoint
INSERT INTO "pending_backfills" ("name") VALUES ('property_communes');
