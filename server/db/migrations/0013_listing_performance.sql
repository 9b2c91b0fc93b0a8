CREATE TABLE "property_counter_visitors" (
	"day" date NOT NULL,
	"property_id" integer NOT NULL,
	"counter" text NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "property_counter_visitors_day_property_id_counter_visitor_pk" PRIMARY KEY("day","property_id","counter","visitor")
);
--> statement-breakpoint
CREATE TABLE "property_recent_counters" (
	"property_id" integer PRIMARY KEY NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"phone_reveals" integer DEFAULT 0 NOT NULL,
	"phone_clicks" integer DEFAULT 0 NOT NULL,
	"whatsapp_clicks" integer DEFAULT 0 NOT NULL,
	"shares" integer DEFAULT 0 NOT NULL,
	"favorites" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "property_daily_stats" ADD COLUMN "phone_clicks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "property_daily_stats" ADD COLUMN "whatsapp_clicks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "property_daily_stats" ADD COLUMN "shares" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "property_daily_stats" ADD COLUMN "favorites" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "property_recent_counters" ADD CONSTRAINT "property_recent_counters_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;