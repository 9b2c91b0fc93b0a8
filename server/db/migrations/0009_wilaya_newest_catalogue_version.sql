-- The home page shows a photo of each of its busiest wilayas, from that wilaya's newest visible
-- listing: one probe of properties_pub_wilaya_newest_idx per wilaya instead of sorting every
-- visible listing of those wilayas (1.8 s at 100,000 listings).
--
-- The catalogue's version: counts and home-page sections are cached under it (see
-- server/services/catalogue-cache.ts). Statement-level triggers bump it once per statement that
-- changes properties, so a bulk load costs one bump per batch. An UPDATE that only counts page
-- views or phone reveals is not a change of the catalogue and leaves the version alone.
CREATE TABLE "catalogue_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_version_single_row" CHECK ("catalogue_version"."id" = 1)
);
--> statement-breakpoint
CREATE INDEX "properties_pub_wilaya_newest_idx" ON "properties" USING btree ("wilaya_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "properties"."is_visible";--> statement-breakpoint
INSERT INTO "catalogue_version" ("id", "version") VALUES (1, 1);--> statement-breakpoint
CREATE FUNCTION "bump_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Nested: the transition tables exist only for the UPDATE trigger.
  IF TG_OP = 'UPDATE' THEN
    IF NOT EXISTS (
      SELECT 1 FROM changed_new n JOIN changed_old o ON o.id = n.id
      WHERE o.view_count = n.view_count AND o.phone_reveals = n.phone_reveals
    ) THEN
      RETURN NULL;
    END IF;
  END IF;
  UPDATE "catalogue_version" SET "version" = "version" + 1, "changed_at" = now() WHERE "id" = 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "properties_catalogue_version_write" AFTER INSERT OR DELETE OR TRUNCATE ON "properties"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "properties_catalogue_version_update" AFTER UPDATE ON "properties"
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
