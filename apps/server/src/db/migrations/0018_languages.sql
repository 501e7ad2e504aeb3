ALTER TABLE "users" ADD COLUMN "language" varchar(8);--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "default_language" varchar(8) DEFAULT 'en' NOT NULL;