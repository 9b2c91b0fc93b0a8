CREATE TABLE "owner_leads" (
	"lead_id" integer PRIMARY KEY NOT NULL,
	"deal" text NOT NULL,
	"property_type_id" integer,
	"wilaya_id" smallint NOT NULL,
	"commune" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"living_area" double precision,
	"land_area" double precision,
	"num_rooms" smallint,
	"asking_price" bigint,
	"photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"lost_reason" text,
	"mandate_type" text,
	"mandate_start" date,
	"mandate_end" date,
	"mandate_fee" bigint,
	"published_at" timestamp with time zone,
	"report_token" text,
	"report_note" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "kind" text DEFAULT 'buyer' NOT NULL;--> statement-breakpoint
ALTER TABLE "owner_leads" ADD CONSTRAINT "owner_leads_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_leads" ADD CONSTRAINT "owner_leads_property_type_id_property_types_id_fk" FOREIGN KEY ("property_type_id") REFERENCES "public"."property_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "owner_leads_report_token_idx" ON "owner_leads" USING btree ("report_token");--> statement-breakpoint
CREATE INDEX "owner_leads_mandate_end_idx" ON "owner_leads" USING btree ("mandate_end") WHERE "owner_leads"."mandate_end" is not null;--> statement-breakpoint
CREATE INDEX "leads_kind_created_idx" ON "leads" USING btree ("kind","created_at");