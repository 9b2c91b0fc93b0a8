CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "ads" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_fr" text DEFAULT '' NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"name_ar" text DEFAULT '' NOT NULL,
	"banner_image" text,
	"is_link_only" boolean DEFAULT false NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	"url_link" text,
	"who_are_we_ar" text DEFAULT '' NOT NULL,
	"who_are_we_fr" text DEFAULT '' NOT NULL,
	"who_are_we_en" text DEFAULT '' NOT NULL,
	"our_product_ar" text DEFAULT '' NOT NULL,
	"our_product_fr" text DEFAULT '' NOT NULL,
	"our_product_en" text DEFAULT '' NOT NULL,
	"youtube_video" text,
	"work_hours_ar" text DEFAULT '' NOT NULL,
	"work_hours_fr" text DEFAULT '' NOT NULL,
	"work_hours_en" text DEFAULT '' NOT NULL,
	"full_address_ar" text DEFAULT '' NOT NULL,
	"full_address_fr" text DEFAULT '' NOT NULL,
	"full_address_en" text DEFAULT '' NOT NULL,
	"google_map_link" text,
	"lattitude" double precision,
	"longitude" double precision,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"phone_number" text,
	"email" text,
	"website_link" text,
	"facebook" text,
	"insta" text,
	"tiktok" text,
	"youtube" text,
	"whats_up" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agents" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"type" text NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agents_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "associated_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name_fr" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"category" text NOT NULL,
	CONSTRAINT "associated_documents_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "commodities" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name_fr" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "commodities_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"email" text,
	"phone_number" text,
	"object" text NOT NULL,
	"message" text NOT NULL,
	"locale" text,
	"email_status" text DEFAULT 'pending' NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "furnished_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name_fr" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "furnished_types_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "general_info" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"phone" text,
	"whatsapp" text,
	"email" text,
	"address_fr" text DEFAULT '' NOT NULL,
	"address_en" text DEFAULT '' NOT NULL,
	"address_ar" text DEFAULT '' NOT NULL,
	"approval_number" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" serial PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"original_name" text NOT NULL,
	"static_name" text,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"variants" jsonb NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_path_unique" UNIQUE("path")
);
--> statement-breakpoint
CREATE TABLE "other_characteristics" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name_fr" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "other_characteristics_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_fr" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"address_fr" text DEFAULT '' NOT NULL,
	"address_en" text DEFAULT '' NOT NULL,
	"address_ar" text DEFAULT '' NOT NULL,
	"city_fr" text DEFAULT '' NOT NULL,
	"city_en" text DEFAULT '' NOT NULL,
	"city_ar" text DEFAULT '' NOT NULL,
	"wilaya_id" smallint,
	"wilaya_fr" text DEFAULT '' NOT NULL,
	"wilaya_en" text DEFAULT '' NOT NULL,
	"wilaya_ar" text DEFAULT '' NOT NULL,
	"country_fr" text DEFAULT 'Algérie' NOT NULL,
	"country_en" text DEFAULT 'Algeria' NOT NULL,
	"country_ar" text DEFAULT 'الجزائر' NOT NULL,
	"description_fr" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_ar" text DEFAULT '' NOT NULL,
	"seller_name_fr" text DEFAULT '' NOT NULL,
	"seller_name_en" text DEFAULT '' NOT NULL,
	"seller_name_ar" text DEFAULT '' NOT NULL,
	"base_price" bigint NOT NULL,
	"afterpromo_price" bigint,
	"promotion_end_date" timestamp with time zone,
	"land_area" double precision,
	"living_area" double precision,
	"price_per_m2" bigint GENERATED ALWAYS AS (round(base_price / coalesce(nullif(living_area, 0), nullif(land_area, 0)))::bigint) STORED,
	"num_rooms" smallint,
	"num_bedrooms" smallint,
	"num_floors" smallint,
	"num_bathrooms" smallint,
	"construction_year" smallint,
	"is_banner" boolean DEFAULT false NOT NULL,
	"is_a_ne_pas_manquer" boolean DEFAULT false NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	"is_selected" boolean DEFAULT false NOT NULL,
	"is_promo" boolean DEFAULT false NOT NULL,
	"map_link" text,
	"latitude" double precision,
	"longitude" double precision,
	"seller_phone" text,
	"seller_email" text,
	"seller_whatsapp" text,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"youtube_url" text,
	"property_types" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"property_statuses" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"property_states" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"views" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"furnished_types" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"security_accessibilities" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"commodities" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"proximities" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"other_characteristics" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"associated_documents" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"phone_reveals" integer DEFAULT 0 NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "properties_base_price_positive" CHECK ("properties"."base_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "property_daily_stats" (
	"property_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"phone_reveals" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "property_daily_stats_property_id_day_pk" PRIMARY KEY("property_id","day")
);
--> statement-breakpoint
CREATE TABLE "property_states" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name_fr" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "property_states_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "property_statuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name_fr" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "property_statuses_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "property_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name_fr" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "property_types_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "proximities" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name_fr" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "proximities_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "security_accessibilities" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name_fr" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "security_accessibilities_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "views" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name_fr" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "views_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_uploaded_by_agents_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."agents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_daily_stats" ADD CONSTRAINT "property_daily_stats_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "media_static_name_idx" ON "media" USING btree ("static_name");--> statement-breakpoint
CREATE INDEX "properties_base_price_idx" ON "properties" USING btree ("base_price");--> statement-breakpoint
CREATE INDEX "properties_land_area_idx" ON "properties" USING btree ("land_area");--> statement-breakpoint
CREATE INDEX "properties_living_area_idx" ON "properties" USING btree ("living_area");--> statement-breakpoint
CREATE INDEX "properties_price_per_m2_idx" ON "properties" USING btree ("price_per_m2");--> statement-breakpoint
CREATE INDEX "properties_created_at_idx" ON "properties" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "properties_lat_lng_idx" ON "properties" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "properties_wilaya_idx" ON "properties" USING btree ("wilaya_id");--> statement-breakpoint
CREATE INDEX "properties_visible_price_idx" ON "properties" USING btree ("is_visible","base_price");--> statement-breakpoint
CREATE INDEX "properties_types_gin" ON "properties" USING gin ("property_types");--> statement-breakpoint
CREATE INDEX "properties_statuses_gin" ON "properties" USING gin ("property_statuses");--> statement-breakpoint
CREATE INDEX "properties_states_gin" ON "properties" USING gin ("property_states");--> statement-breakpoint
CREATE INDEX "properties_commodities_gin" ON "properties" USING gin ("commodities");--> statement-breakpoint
CREATE INDEX "properties_search_trgm" ON "properties" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "daily_stats_day_idx" ON "property_daily_stats" USING btree ("day");