ALTER TABLE "general_info" ADD COLUMN "stale_hide_after_days" integer DEFAULT 30;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "dhash" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "verified_by" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "stale_hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "first_image_dhash" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "quality_score" smallint;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_verified_by_agents_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."agents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "properties_updated_at_idx" ON "properties" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "properties_quality_idx" ON "properties" USING btree ("quality_score","id");--> statement-breakpoint
CREATE INDEX "properties_first_image_dhash_idx" ON "properties" USING btree ("first_image_dhash") WHERE "properties"."first_image_dhash" is not null;--> statement-breakpoint
CREATE INDEX "properties_pub_verified_idx" ON "properties" USING btree ("base_price","id") WHERE "properties"."is_visible" and "properties"."verified_at" is not null;