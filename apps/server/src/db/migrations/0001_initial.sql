CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "rate_limits_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"department" text DEFAULT '' NOT NULL,
	"job_title" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"default_site_key" text,
	"receive_notifications" boolean DEFAULT true NOT NULL,
	"app_last_opened_at" timestamp with time zone,
	"current_app_version" text,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assets" (
	"id" text PRIMARY KEY NOT NULL,
	"site_key" text NOT NULL,
	"custom_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"location_id" text,
	"latitude" double precision,
	"longitude" double precision,
	"qr_code" text,
	"thumbnail_url" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" text PRIMARY KEY NOT NULL,
	"site_key" text NOT NULL,
	"name" text NOT NULL,
	"craft_types" integer[] DEFAULT '{}' NOT NULL,
	"logo_photo_url" text,
	"main_point_of_contact" text,
	"members" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" text PRIMARY KEY NOT NULL,
	"site_key" text NOT NULL,
	"title" text NOT NULL,
	"department" text,
	"latitude" double precision,
	"longitude" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "site_users" (
	"site_key" text NOT NULL,
	"user_id" text NOT NULL,
	"approved" boolean DEFAULT false NOT NULL,
	"company_id" text,
	"default_location_id" text,
	"permissions" jsonb NOT NULL,
	"custom_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"management_subscriptions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	"approved_by" text,
	CONSTRAINT "site_users_site_key_user_id_pk" PRIMARY KEY("site_key","user_id")
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"site_key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"timezone" text DEFAULT 'America/Chicago' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"managing_company_id" text,
	"valid_craft_types" integer[] DEFAULT '{}' NOT NULL,
	"valid_task_types" integer[] DEFAULT '{}' NOT NULL,
	"valid_task_status_codes" integer[] DEFAULT '{}' NOT NULL,
	"valid_event_types" integer[] DEFAULT '{}' NOT NULL,
	"customizations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"kpi_config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_locations" (
	"site_key" text NOT NULL,
	"user_id" text NOT NULL,
	"location_id" text NOT NULL,
	"value" boolean DEFAULT true NOT NULL,
	CONSTRAINT "user_locations_site_key_user_id_location_id_pk" PRIMARY KEY("site_key","user_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "download_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"code" text NOT NULL,
	"redeemed" boolean DEFAULT false NOT NULL,
	"redeemed_by" text,
	"redeemed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" text PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "attachments" (
	"id" text PRIMARY KEY NOT NULL,
	"site_key" text NOT NULL,
	"craft_record_id" text,
	"task_id" text,
	"asset_id" text,
	"filename" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"authorized_companies" text[] DEFAULT '{}' NOT NULL,
	"created_by" text,
	"timestamp_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "craft_records" (
	"id" text PRIMARY KEY NOT NULL,
	"site_key" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"craft_type" integer NOT NULL,
	"location_id" text,
	"asset_id" text,
	"multi_craft_record_id" text,
	"open" boolean DEFAULT true NOT NULL,
	"num_open_tasks" integer DEFAULT 0 NOT NULL,
	"num_closed_tasks" integer DEFAULT 0 NOT NULL,
	"open_task_types" integer[] DEFAULT '{}' NOT NULL,
	"closed_task_types" integer[] DEFAULT '{}' NOT NULL,
	"authorized_companies" text[] DEFAULT '{}' NOT NULL,
	"craft_details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"tag_number" text GENERATED ALWAYS AS ((craft_details->>'tagNumber')) STORED,
	"work_order" text GENERATED ALWAYS AS ((craft_details->>'workOrder')) STORED,
	"purchase_order" text GENERATED ALWAYS AS ((craft_details->>'purchaseOrder')) STORED,
	"installed" boolean GENERATED ALWAYS AS (coalesce((craft_details->>'installed')::boolean, false)) STORED,
	"latitude" double precision,
	"longitude" double precision,
	"thumbnail_url" text,
	"created_by" text,
	"last_modified_by" text,
	"timestamp_record_created" timestamp with time zone DEFAULT now() NOT NULL,
	"timestamp_record_closed" timestamp with time zone,
	"timestamp_last_modified" timestamp with time zone DEFAULT now() NOT NULL,
	"timestamp_marked_installed" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"deleted_by" text
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" text PRIMARY KEY NOT NULL,
	"site_key" text NOT NULL,
	"event_type" integer NOT NULL,
	"craft_record_id" text,
	"task_id" text,
	"assigned_company_id" text,
	"task_status" integer,
	"title" text DEFAULT '' NOT NULL,
	"created_by" text,
	"timestamp_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photos" (
	"id" text PRIMARY KEY NOT NULL,
	"site_key" text NOT NULL,
	"craft_record_id" text NOT NULL,
	"photo_url" text NOT NULL,
	"photo_url_reduced" text NOT NULL,
	"photo_url_thumb" text NOT NULL,
	"created_by" text,
	"timestamp_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_subscribers" (
	"site_key" text NOT NULL,
	"task_id" text NOT NULL,
	"user_id" text NOT NULL,
	"display_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_subscribers_task_id_user_id_pk" PRIMARY KEY("task_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" text PRIMARY KEY NOT NULL,
	"site_key" text NOT NULL,
	"craft_record_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"task_status" integer NOT NULL,
	"task_type" integer NOT NULL,
	"craft_type" integer NOT NULL,
	"location_id" text,
	"assigned_company_id" text,
	"customer_id" text,
	"customer_location_id" text,
	"urgent" boolean DEFAULT false NOT NULL,
	"next_opportunity" boolean DEFAULT false NOT NULL,
	"work_order" text,
	"craft_record_persistence" text,
	"crew_count" integer DEFAULT 0 NOT NULL,
	"durations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"hold_durations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"notify_company_on_creation" boolean DEFAULT true NOT NULL,
	"task_specific_details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"thumbnail_url" text,
	"created_by" text,
	"on_behalf_of" text,
	"last_modified_by" text,
	"timestamp_created" timestamp with time zone DEFAULT now() NOT NULL,
	"timestamp_scheduled" timestamp with time zone,
	"timestamp_task_started" timestamp with time zone,
	"timestamp_task_completed" timestamp with time zone,
	"timestamp_awaiting_start" timestamp with time zone,
	"timestamp_last_modified" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" text
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_site_key_sites_site_key_fk" FOREIGN KEY ("site_key") REFERENCES "public"."sites"("site_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_site_key_sites_site_key_fk" FOREIGN KEY ("site_key") REFERENCES "public"."sites"("site_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_site_key_sites_site_key_fk" FOREIGN KEY ("site_key") REFERENCES "public"."sites"("site_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_users" ADD CONSTRAINT "site_users_site_key_sites_site_key_fk" FOREIGN KEY ("site_key") REFERENCES "public"."sites"("site_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_users" ADD CONSTRAINT "site_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_site_key_sites_site_key_fk" FOREIGN KEY ("site_key") REFERENCES "public"."sites"("site_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "craft_records" ADD CONSTRAINT "craft_records_site_key_sites_site_key_fk" FOREIGN KEY ("site_key") REFERENCES "public"."sites"("site_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_site_key_sites_site_key_fk" FOREIGN KEY ("site_key") REFERENCES "public"."sites"("site_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_site_key_sites_site_key_fk" FOREIGN KEY ("site_key") REFERENCES "public"."sites"("site_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_craft_record_id_craft_records_id_fk" FOREIGN KEY ("craft_record_id") REFERENCES "public"."craft_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_subscribers" ADD CONSTRAINT "task_subscribers_site_key_sites_site_key_fk" FOREIGN KEY ("site_key") REFERENCES "public"."sites"("site_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_subscribers" ADD CONSTRAINT "task_subscribers_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_site_key_sites_site_key_fk" FOREIGN KEY ("site_key") REFERENCES "public"."sites"("site_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_craft_record_id_craft_records_id_fk" FOREIGN KEY ("craft_record_id") REFERENCES "public"."craft_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_id_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "assets_site_idx" ON "assets" USING btree ("site_key") WHERE "assets"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "companies_site_idx" ON "companies" USING btree ("site_key") WHERE "companies"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "locations_site_idx" ON "locations" USING btree ("site_key") WHERE "locations"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "site_users_user_idx" ON "site_users" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "site_users_pending_idx" ON "site_users" USING btree ("site_key") WHERE not "site_users"."approved";--> statement-breakpoint
CREATE INDEX "download_codes_free_idx" ON "download_codes" USING btree ("brand","redeemed");--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "attachments_record_idx" ON "attachments" USING btree ("craft_record_id");--> statement-breakpoint
CREATE INDEX "attachments_task_idx" ON "attachments" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "attachments_asset_idx" ON "attachments" USING btree ("asset_id");--> statement-breakpoint
CREATE INDEX "craft_records_live_idx" ON "craft_records" USING btree ("site_key","open","craft_type","timestamp_record_created" DESC NULLS LAST) WHERE "craft_records"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "craft_records_deleted_idx" ON "craft_records" USING btree ("site_key","deleted_at" DESC NULLS LAST) WHERE "craft_records"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "craft_records_companies_idx" ON "craft_records" USING gin ("authorized_companies");--> statement-breakpoint
CREATE INDEX "craft_records_location_idx" ON "craft_records" USING btree ("site_key","location_id");--> statement-breakpoint
CREATE INDEX "craft_records_search_idx" ON "craft_records" USING gin ((lower("title" || ' ' || "description" || ' ' || coalesce(craft_details->>'tagNumber', '') || ' ' || coalesce(craft_details->>'workOrder', '') || ' ' || coalesce(craft_details->>'purchaseOrder', ''))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "events_task_idx" ON "events" USING btree ("task_id","timestamp_created" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "events_record_idx" ON "events" USING btree ("craft_record_id","timestamp_created" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "photos_record_idx" ON "photos" USING btree ("craft_record_id","timestamp_created");--> statement-breakpoint
CREATE INDEX "tasks_live_status_idx" ON "tasks" USING btree ("site_key","task_status","timestamp_created" DESC NULLS LAST) WHERE "tasks"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "tasks_live_created_idx" ON "tasks" USING btree ("site_key","timestamp_created" DESC NULLS LAST) WHERE "tasks"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "tasks_live_scheduled_idx" ON "tasks" USING btree ("site_key","timestamp_scheduled") WHERE "tasks"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "tasks_completed_idx" ON "tasks" USING btree ("site_key","timestamp_task_completed" DESC NULLS LAST) WHERE "tasks"."deleted_at" is null and "tasks"."task_status" = 90;--> statement-breakpoint
CREATE INDEX "tasks_company_idx" ON "tasks" USING btree ("site_key","assigned_company_id","task_status");--> statement-breakpoint
CREATE INDEX "tasks_record_idx" ON "tasks" USING btree ("craft_record_id");--> statement-breakpoint
CREATE INDEX "tasks_deleted_idx" ON "tasks" USING btree ("site_key","deleted_at" DESC NULLS LAST) WHERE "tasks"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "tasks_search_idx" ON "tasks" USING gin ((lower("title" || ' ' || "description" || ' ' || coalesce("work_order", ''))) gin_trgm_ops);