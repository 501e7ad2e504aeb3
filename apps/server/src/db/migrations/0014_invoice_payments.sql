CREATE TABLE "invoice_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"site_key" text NOT NULL,
	"invoice_id" text NOT NULL,
	"paid_date" date NOT NULL,
	"amount_cents" integer NOT NULL,
	"method" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"recorded_by" text,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"voided_at" timestamp with time zone,
	"voided_by" text,
	CONSTRAINT "invoice_payments_amount_positive" CHECK ("invoice_payments"."amount_cents" > 0)
);
--> statement-breakpoint
UPDATE "invoices" SET "paid_cents" = 0 WHERE "paid_cents" IS NULL;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "paid_cents" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "paid_cents" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_site_key_sites_site_key_fk" FOREIGN KEY ("site_key") REFERENCES "public"."sites"("site_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_payments_invoice_idx" ON "invoice_payments" USING btree ("invoice_id","paid_date");--> statement-breakpoint
-- Each invoice marked paid before issue 33 keeps what was received as one payment; one marked
-- paid on part of its total is Partially paid from now on, with its balance still due.
INSERT INTO "invoice_payments" ("id", "site_key", "invoice_id", "paid_date", "amount_cents", "method", "reference", "recorded_by", "recorded_at")
SELECT gen_random_uuid()::text, "site_key", "id", COALESCE("paid_date", "issue_date"), "paid_cents", 'other', COALESCE("paid_reference", ''), "last_modified_by", "timestamp_last_modified"
FROM "invoices" WHERE "status" = 'paid' AND "paid_cents" > 0;--> statement-breakpoint
UPDATE "invoices" SET "status" = 'partially_paid', "paid_date" = NULL WHERE "status" = 'paid' AND "paid_cents" < "total_cents";--> statement-breakpoint
ALTER TABLE "invoices" DROP COLUMN "paid_reference";