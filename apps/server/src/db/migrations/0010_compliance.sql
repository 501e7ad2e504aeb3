CREATE TABLE "checklist_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"site_key" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"task_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "compliance_digest_runs" (
	"site_key" text NOT NULL,
	"day" text NOT NULL,
	"recipients" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"overdue_count" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "compliance_digest_runs_site_key_day_pk" PRIMARY KEY("site_key","day")
);
--> statement-breakpoint
CREATE TABLE "inspection_reports" (
	"task_id" text PRIMARY KEY NOT NULL,
	"site_key" text NOT NULL,
	"craft_record_id" text NOT NULL,
	"result" text NOT NULL,
	"for_whom" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"risks_found" text DEFAULT '' NOT NULL,
	"action_taken" text DEFAULT '' NOT NULL,
	"further_action" text DEFAULT '' NOT NULL,
	"restrictions" text DEFAULT '' NOT NULL,
	"inspector_user_id" text,
	"inspector_name" text NOT NULL,
	"inspector_role" text DEFAULT '' NOT NULL,
	"inspected_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_checklists" (
	"task_id" text PRIMARY KEY NOT NULL,
	"site_key" text NOT NULL,
	"template_id" text,
	"template_name" text NOT NULL,
	"items" jsonb NOT NULL,
	"answers" jsonb NOT NULL,
	"answered_by" text,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_users" ADD COLUMN "competent_person" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "site_users" ADD COLUMN "compliance_digest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "craft_records" ADD COLUMN "tag_token" text;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "needs_scaffold_record_id" text;--> statement-breakpoint
ALTER TABLE "checklist_templates" ADD CONSTRAINT "checklist_templates_site_key_sites_site_key_fk" FOREIGN KEY ("site_key") REFERENCES "public"."sites"("site_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_digest_runs" ADD CONSTRAINT "compliance_digest_runs_site_key_sites_site_key_fk" FOREIGN KEY ("site_key") REFERENCES "public"."sites"("site_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_reports" ADD CONSTRAINT "inspection_reports_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_reports" ADD CONSTRAINT "inspection_reports_site_key_sites_site_key_fk" FOREIGN KEY ("site_key") REFERENCES "public"."sites"("site_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_reports" ADD CONSTRAINT "inspection_reports_craft_record_id_craft_records_id_fk" FOREIGN KEY ("craft_record_id") REFERENCES "public"."craft_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_checklists" ADD CONSTRAINT "task_checklists_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_checklists" ADD CONSTRAINT "task_checklists_site_key_sites_site_key_fk" FOREIGN KEY ("site_key") REFERENCES "public"."sites"("site_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checklist_templates_site_idx" ON "checklist_templates" USING btree ("site_key") WHERE "checklist_templates"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "inspection_reports_record_idx" ON "inspection_reports" USING btree ("craft_record_id","inspected_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tasks_needs_scaffold_idx" ON "tasks" USING btree ("needs_scaffold_record_id") WHERE "tasks"."needs_scaffold_record_id" is not null and "tasks"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "craft_records" ADD CONSTRAINT "craft_records_tag_token_unique" UNIQUE("tag_token");