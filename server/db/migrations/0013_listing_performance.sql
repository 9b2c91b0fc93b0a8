CREATE TABLE "property_counter_visitors" (
	"day" date NOT NULL,
	"property_id" integer NOT NULL,
	"counter" text NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "property_counter_visitors_day_property_id_counter_visitor_pk" PRIMARY KEY("day","property_id","counter","visitor")
);
--> statement-breakpoint
ALTER TABLE "property_daily_stats" ADD COLUMN "phone_clicks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "property_daily_stats" ADD COLUMN "whatsapp_clicks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "property_daily_stats" ADD COLUMN "shares" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "property_daily_stats" ADD COLUMN "favorites" integer DEFAULT 0 NOT NULL;