CREATE TABLE "visit_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer,
	"full_name" text NOT NULL,
	"phone_number" text NOT NULL,
	"email" text,
	"message" text DEFAULT '' NOT NULL,
	"locale" text NOT NULL,
	"slots" jsonb NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"confirmed_start" timestamp with time zone,
	"confirmed_end" timestamp with time zone,
	"agent_id" integer,
	"decided_at" timestamp with time zone,
	"email_status" text DEFAULT 'pending' NOT NULL,
	"confirmation_email_status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_requests_confirmed_has_slot" CHECK ("visit_requests"."status" <> 'confirmed' or ("visit_requests"."confirmed_start" is not null and "visit_requests"."confirmed_end" > "visit_requests"."confirmed_start"))
);
--> statement-breakpoint
ALTER TABLE "general_info" ADD COLUMN "opening_hours" jsonb DEFAULT '{"sat":[{"open":"09:00","close":"12:30"}],"sun":[{"open":"09:00","close":"12:30"},{"open":"13:30","close":"17:30"}],"mon":[{"open":"09:00","close":"12:30"},{"open":"13:30","close":"17:30"}],"tue":[{"open":"09:00","close":"12:30"},{"open":"13:30","close":"17:30"}],"wed":[{"open":"09:00","close":"12:30"},{"open":"13:30","close":"17:30"}],"thu":[{"open":"09:00","close":"12:30"},{"open":"13:30","close":"17:30"}],"fri":[]}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "visit_requests" ADD CONSTRAINT "visit_requests_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_requests" ADD CONSTRAINT "visit_requests_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visit_requests_created_idx" ON "visit_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "visit_requests_property_idx" ON "visit_requests" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "visit_requests_agent_confirmed_idx" ON "visit_requests" USING btree ("agent_id","confirmed_start") WHERE "visit_requests"."status" = 'confirmed';