CREATE TABLE "property_import_rows" (
	"import_id" integer NOT NULL,
	"line" integer NOT NULL,
	"action" text NOT NULL,
	"property_id" integer,
	"name_fr" text DEFAULT '' NOT NULL,
	"body" jsonb,
	"errors" jsonb NOT NULL,
	"image_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "property_import_rows_import_id_line_pk" PRIMARY KEY("import_id","line")
);
--> statement-breakpoint
CREATE TABLE "property_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_by" integer NOT NULL,
	"file_name" text NOT NULL,
	"total_rows" integer NOT NULL,
	"create_count" integer NOT NULL,
	"update_count" integer NOT NULL,
	"error_count" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "general_info" ADD COLUMN "import_image_hosts" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "property_import_rows" ADD CONSTRAINT "property_import_rows_import_id_property_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."property_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_imports" ADD CONSTRAINT "property_imports_created_by_agents_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;