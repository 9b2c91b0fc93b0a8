ALTER TABLE "visit_requests" ADD COLUMN "decision_email_status" text;--> statement-breakpoint
ALTER TABLE "visit_requests" ADD COLUMN "lead_id" integer;--> statement-breakpoint
ALTER TABLE "visit_requests" ADD CONSTRAINT "visit_requests_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visit_requests_lead_idx" ON "visit_requests" USING btree ("lead_id");