CREATE TABLE "scim_users" (
	"id" uuid PRIMARY KEY NOT NULL,
	"site_key" text NOT NULL,
	"external_id" varchar(255),
	"user_name" varchar(320) NOT NULL,
	"email" varchar(320),
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sso_providers" ADD COLUMN "scim_token_hash" text;--> statement-breakpoint
ALTER TABLE "sso_providers" ADD COLUMN "scim_token_prefix" varchar(32);--> statement-breakpoint
ALTER TABLE "sso_providers" ADD COLUMN "scim_token_created_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sso_providers" ADD COLUMN "scim_token_created_by" text;--> statement-breakpoint
ALTER TABLE "scim_users" ADD CONSTRAINT "scim_users_site_key_sites_site_key_fk" FOREIGN KEY ("site_key") REFERENCES "public"."sites"("site_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "scim_users_site_user_name_idx" ON "scim_users" USING btree ("site_key",lower("user_name"));--> statement-breakpoint
CREATE INDEX "scim_users_site_email_idx" ON "scim_users" USING btree ("site_key",lower("email"));--> statement-breakpoint
CREATE INDEX "scim_users_site_external_id_idx" ON "scim_users" USING btree ("site_key","external_id");--> statement-breakpoint
ALTER TABLE "sso_providers" ADD CONSTRAINT "sso_providers_scim_token_created_by_users_id_fk" FOREIGN KEY ("scim_token_created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_providers" ADD CONSTRAINT "sso_providers_scim_token_hash_unique" UNIQUE("scim_token_hash");