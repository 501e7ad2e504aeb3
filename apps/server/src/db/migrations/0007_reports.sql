CREATE TABLE "report_configs" (
	"id" text PRIMARY KEY NOT NULL,
	"site_key" text NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"frequency" text NOT NULL,
	"subscribed" boolean DEFAULT true NOT NULL,
	"white_label" boolean DEFAULT false NOT NULL,
	"send_time" text DEFAULT '06:00' NOT NULL,
	"paper_size" text DEFAULT 'Letter' NOT NULL,
	"options" jsonb NOT NULL,
	"timestamp_created" timestamp with time zone DEFAULT now() NOT NULL,
	"timestamp_last_modified" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "report_data" (
	"id" text PRIMARY KEY NOT NULL,
	"site_key" text NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"error" text,
	"options" jsonb NOT NULL,
	"paper_size" text DEFAULT 'Letter' NOT NULL,
	"white_label" boolean DEFAULT false NOT NULL,
	"created_by" text,
	"company_id" text,
	"plant_personnel" boolean DEFAULT false NOT NULL,
	"location_ids" text[] DEFAULT '{}' NOT NULL,
	"config_id" text,
	"row_count" integer,
	"csv_key" text,
	"pdf_key" text,
	"csv_size" bigint,
	"pdf_size" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "report_runs" (
	"id" text PRIMARY KEY NOT NULL,
	"site_key" text NOT NULL,
	"config_id" text NOT NULL,
	"period_key" text NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"scheduled_for" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"recipients" text[] DEFAULT '{}' NOT NULL,
	"error" text,
	"report_data_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "report_runs_config_period_key" UNIQUE("config_id","period_key")
);
--> statement-breakpoint
ALTER TABLE "report_configs" ADD CONSTRAINT "report_configs_site_key_sites_site_key_fk" FOREIGN KEY ("site_key") REFERENCES "public"."sites"("site_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_configs" ADD CONSTRAINT "report_configs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_data" ADD CONSTRAINT "report_data_site_key_sites_site_key_fk" FOREIGN KEY ("site_key") REFERENCES "public"."sites"("site_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_data" ADD CONSTRAINT "report_data_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_data" ADD CONSTRAINT "report_data_config_id_report_configs_id_fk" FOREIGN KEY ("config_id") REFERENCES "public"."report_configs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_runs" ADD CONSTRAINT "report_runs_site_key_sites_site_key_fk" FOREIGN KEY ("site_key") REFERENCES "public"."sites"("site_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_runs" ADD CONSTRAINT "report_runs_config_id_report_configs_id_fk" FOREIGN KEY ("config_id") REFERENCES "public"."report_configs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_runs" ADD CONSTRAINT "report_runs_report_data_id_report_data_id_fk" FOREIGN KEY ("report_data_id") REFERENCES "public"."report_data"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_configs_site_user_idx" ON "report_configs" USING btree ("site_key","user_id") WHERE "report_configs"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "report_data_site_created_idx" ON "report_data" USING btree ("site_key","created_at" DESC NULLS LAST) WHERE "report_data"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "report_runs_site_created_idx" ON "report_runs" USING btree ("site_key","created_at" DESC NULLS LAST);