CREATE TABLE "kpi_days" (
	"site_key" text NOT NULL,
	"day" date NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"records" integer DEFAULT 0 NOT NULL,
	"millis" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "kpi_days_key" UNIQUE("site_key","day")
);
--> statement-breakpoint
CREATE TABLE "kpi_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_key" text NOT NULL,
	"day" date NOT NULL,
	"craft_type" integer NOT NULL,
	"company_id" text,
	"location_id" text,
	"task_type" integer NOT NULL,
	"tasks_completed" integer DEFAULT 0 NOT NULL,
	"new_tasks_created" integer DEFAULT 0 NOT NULL,
	"urgent_created" integer DEFAULT 0 NOT NULL,
	"same_day_created" integer DEFAULT 0 NOT NULL,
	"backlog" integer DEFAULT 0 NOT NULL,
	"next_opportunity_completed" integer DEFAULT 0 NOT NULL,
	"schedule_eligible" integer DEFAULT 0 NOT NULL,
	"schedule_on_time" integer DEFAULT 0 NOT NULL,
	"schedule_days_sum" double precision DEFAULT 0 NOT NULL,
	"schedule_days_count" integer DEFAULT 0 NOT NULL,
	"urgent_response_hours_sum" double precision DEFAULT 0 NOT NULL,
	"urgent_response_count" integer DEFAULT 0 NOT NULL,
	"standing_scaffolds" integer DEFAULT 0 NOT NULL,
	"days_standing_sum" double precision DEFAULT 0 NOT NULL,
	"barrier_hours" double precision DEFAULT 0 NOT NULL,
	"labor_hours" double precision DEFAULT 0 NOT NULL,
	"leg_feet" double precision DEFAULT 0 NOT NULL,
	"square_feet_painted" double precision DEFAULT 0 NOT NULL,
	"square_feet_sandblasted" double precision DEFAULT 0 NOT NULL,
	"class_emergency" integer DEFAULT 0 NOT NULL,
	"class_break_in" integer DEFAULT 0 NOT NULL,
	"class_unscheduled" integer DEFAULT 0 NOT NULL,
	"class_backlog" integer DEFAULT 0 NOT NULL,
	"class_on_schedule" integer DEFAULT 0 NOT NULL,
	"class_not_on_schedule" integer DEFAULT 0 NOT NULL,
	"class_unclassified" integer DEFAULT 0 NOT NULL,
	"inspections_due" integer DEFAULT 0 NOT NULL,
	"inspections_on_time" integer DEFAULT 0 NOT NULL,
	"barrier_causes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"task_ids" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kpi_records_key" UNIQUE NULLS NOT DISTINCT("site_key","day","craft_type","company_id","location_id","task_type")
);
--> statement-breakpoint
CREATE TABLE "kpi_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"site_key" text NOT NULL,
	"name" text NOT NULL,
	"kpi_keys" text[] DEFAULT '{}' NOT NULL,
	"filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"timescale" text DEFAULT 'weekly' NOT NULL,
	"created_by" text,
	"last_modified_by" text,
	"timestamp_created" timestamp with time zone DEFAULT now() NOT NULL,
	"timestamp_last_modified" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sign_ins" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kpi_days" ADD CONSTRAINT "kpi_days_site_key_sites_site_key_fk" FOREIGN KEY ("site_key") REFERENCES "public"."sites"("site_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kpi_records" ADD CONSTRAINT "kpi_records_site_key_sites_site_key_fk" FOREIGN KEY ("site_key") REFERENCES "public"."sites"("site_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kpi_templates" ADD CONSTRAINT "kpi_templates_site_key_sites_site_key_fk" FOREIGN KEY ("site_key") REFERENCES "public"."sites"("site_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_ins" ADD CONSTRAINT "sign_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kpi_records_site_day_idx" ON "kpi_records" USING btree ("site_key","day");--> statement-breakpoint
CREATE INDEX "kpi_templates_site_idx" ON "kpi_templates" USING btree ("site_key") WHERE "kpi_templates"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "sign_ins_user_idx" ON "sign_ins" USING btree ("user_id","at" DESC NULLS LAST);