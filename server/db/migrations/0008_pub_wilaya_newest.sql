-- The home page shows a photo of each of its busiest wilayas, from that wilaya's newest visible
-- listing: one probe of this index per wilaya instead of sorting every visible listing of those
-- wilayas (seconds per view at a million listings).
CREATE INDEX "properties_pub_wilaya_newest_idx" ON "properties" USING btree ("wilaya_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "properties"."is_visible";