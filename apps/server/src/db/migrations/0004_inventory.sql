CREATE TABLE "inventory_objects" (
	"id" text PRIMARY KEY NOT NULL,
	"site_key" text NOT NULL,
	"title" text NOT NULL,
	"status" integer DEFAULT 10 NOT NULL,
	"craft_types" integer[] DEFAULT '{10}' NOT NULL,
	"authorized_companies" text[] DEFAULT '{}' NOT NULL,
	"quantity_available" numeric(16, 4) DEFAULT 0 NOT NULL,
	"quantity_awaiting_pickup" numeric(16, 4) DEFAULT 0 NOT NULL,
	"quantity_in_use" numeric(16, 4) DEFAULT 0 NOT NULL,
	"quantity_reserved" numeric(16, 4) DEFAULT 0 NOT NULL,
	"low_quantity_threshold" numeric(16, 4) DEFAULT 0 NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_by" text,
	"timestamp_last_modified" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "inventory_stock" (
	"id" text PRIMARY KEY NOT NULL,
	"site_key" text NOT NULL,
	"object_id" text NOT NULL,
	"location_id" text,
	"available" numeric(16, 4) DEFAULT 0 NOT NULL,
	"awaiting_pickup" numeric(16, 4) DEFAULT 0 NOT NULL,
	"in_use" numeric(16, 4) DEFAULT 0 NOT NULL,
	"reserved" numeric(16, 4) DEFAULT 0 NOT NULL,
	"low_quantity_threshold" numeric(16, 4),
	CONSTRAINT "inventory_stock_object_location_key" UNIQUE NULLS NOT DISTINCT("object_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "inventory_transactions" (
	"id" text PRIMARY KEY NOT NULL,
	"site_key" text NOT NULL,
	"object_id" text NOT NULL,
	"location_id" text,
	"type" integer NOT NULL,
	"value" numeric(16, 4) NOT NULL,
	"company_id" text,
	"parent_record_id" text,
	"task_id" text,
	"to_record_id" text,
	"pair_id" text,
	"initiating_event" integer,
	"reason" text,
	"rent_stop_date" date,
	"site_day" date NOT NULL,
	"user_id" text,
	"timestamp_created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_by" text,
	"timestamp_last_modified" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "inventory_objects" ADD CONSTRAINT "inventory_objects_site_key_sites_site_key_fk" FOREIGN KEY ("site_key") REFERENCES "public"."sites"("site_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_stock" ADD CONSTRAINT "inventory_stock_site_key_sites_site_key_fk" FOREIGN KEY ("site_key") REFERENCES "public"."sites"("site_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_stock" ADD CONSTRAINT "inventory_stock_object_id_inventory_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."inventory_objects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_transactions" ADD CONSTRAINT "inventory_transactions_site_key_sites_site_key_fk" FOREIGN KEY ("site_key") REFERENCES "public"."sites"("site_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_transactions" ADD CONSTRAINT "inventory_transactions_object_id_inventory_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."inventory_objects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inventory_objects_site_idx" ON "inventory_objects" USING btree ("site_key","title");--> statement-breakpoint
CREATE INDEX "inventory_transactions_site_idx" ON "inventory_transactions" USING btree ("site_key","timestamp_created" DESC NULLS FIRST,"id") WHERE "inventory_transactions"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "inventory_transactions_object_idx" ON "inventory_transactions" USING btree ("object_id","timestamp_created" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "inventory_transactions_company_idx" ON "inventory_transactions" USING btree ("site_key","company_id","timestamp_created" DESC NULLS FIRST,"id") WHERE "inventory_transactions"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "inventory_transactions_record_idx" ON "inventory_transactions" USING btree ("parent_record_id");--> statement-breakpoint
CREATE INDEX "inventory_transactions_task_idx" ON "inventory_transactions" USING btree ("task_id");