-- The financing estimate of sale listings (docs/decisions/0047-financing-settings.md): off and
-- without any rate until staff set them in Settings; the demo seed fills example values.
ALTER TABLE "general_info" ADD COLUMN "financing_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "general_info" ADD COLUMN "financing_example" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "general_info" ADD COLUMN "financing_conventional_rate" double precision;--> statement-breakpoint
ALTER TABLE "general_info" ADD COLUMN "financing_conventional_max_years" integer;--> statement-breakpoint
ALTER TABLE "general_info" ADD COLUMN "financing_murabaha_rate" double precision;--> statement-breakpoint
ALTER TABLE "general_info" ADD COLUMN "financing_murabaha_max_years" integer;--> statement-breakpoint
ALTER TABLE "general_info" ADD COLUMN "financing_down_payment_percent" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "general_info" ADD COLUMN "financing_note" text;