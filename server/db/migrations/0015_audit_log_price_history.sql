-- The audit log (who changed what in the back-office) and the price history of properties
-- (docs/decisions/0042-audit-log-and-price-history.md).
--
-- The audit log is never changed: a row trigger refuses UPDATE and DELETE, a statement trigger
-- refuses TRUNCATE, whoever runs them. Its actor is not a foreign key, so deleting an agent does
-- not need to touch it.
--
-- Every change of a property's base price, from any writer (the back-office, an import, SQL), is
-- recorded by a row trigger in the same transaction, which also keeps properties.price_dropped_at:
-- the time of the last drop, cleared by a rise.
CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"actor_username" text NOT NULL,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" integer,
	"entity_label" text DEFAULT '' NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "property_price_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"old_price" bigint NOT NULL,
	"new_price" bigint NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "price_dropped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "property_price_changes" ADD CONSTRAINT "property_price_changes_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "property_price_changes_property_idx" ON "property_price_changes" USING btree ("property_id","changed_at");--> statement-breakpoint
CREATE INDEX "properties_pub_price_drop_idx" ON "properties" USING btree ("price_dropped_at" DESC NULLS LAST,"id" DESC NULLS FIRST) WHERE "properties"."is_visible";--> statement-breakpoint
CREATE FUNCTION "audit_log_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_no_update_delete" BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION "audit_log_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_refuse_change"();--> statement-breakpoint
CREATE FUNCTION "record_property_price_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "property_price_changes" ("property_id", "old_price", "new_price")
    VALUES (NEW.id, OLD.base_price, NEW.base_price);
  NEW.price_dropped_at := CASE WHEN NEW.base_price < OLD.base_price THEN now() ELSE NULL END;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "properties_price_change" BEFORE UPDATE OF "base_price" ON "properties"
  FOR EACH ROW WHEN (OLD.base_price IS DISTINCT FROM NEW.base_price)
  EXECUTE FUNCTION "record_property_price_change"();
