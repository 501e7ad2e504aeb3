CREATE INDEX "customers_keyset_created_idx" ON "customers" USING btree ("site_key","timestamp_created","id");--> statement-breakpoint
CREATE INDEX "customers_keyset_modified_idx" ON "customers" USING btree ("site_key","timestamp_last_modified","id");--> statement-breakpoint
CREATE INDEX "inventory_objects_keyset_created_idx" ON "inventory_objects" USING btree ("site_key","created_at","id") WHERE "inventory_objects"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "inventory_transactions_keyset_created_idx" ON "inventory_transactions" USING btree ("site_key","timestamp_created","id") WHERE "inventory_transactions"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "craft_records_keyset_created_idx" ON "craft_records" USING btree ("site_key","timestamp_record_created","id");--> statement-breakpoint
CREATE INDEX "craft_records_keyset_modified_idx" ON "craft_records" USING btree ("site_key","timestamp_last_modified","id");--> statement-breakpoint
CREATE INDEX "tasks_keyset_created_idx" ON "tasks" USING btree ("site_key","timestamp_created","id");--> statement-breakpoint
CREATE INDEX "tasks_keyset_modified_idx" ON "tasks" USING btree ("site_key","timestamp_last_modified","id");--> statement-breakpoint
-- Incremental sync answers rows by timestamp_last_modified, so every change must move it: a
-- write that does not set it itself (soft deletes, restores, counter recounts) gets the time now.
-- The arguments name the table's generated columns, which a BEFORE trigger does not see yet.
CREATE FUNCTION "touch_timestamp_last_modified"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.timestamp_last_modified IS NOT DISTINCT FROM OLD.timestamp_last_modified
    AND (to_jsonb(OLD) - coalesce(TG_ARGV, '{}')) IS DISTINCT FROM (to_jsonb(NEW) - coalesce(TG_ARGV, '{}')) THEN
    NEW.timestamp_last_modified := clock_timestamp();
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "craft_records_touch_modified" BEFORE UPDATE ON "craft_records" FOR EACH ROW EXECUTE FUNCTION "touch_timestamp_last_modified"('tag_number', 'work_order', 'purchase_order', 'installed');--> statement-breakpoint
CREATE TRIGGER "tasks_touch_modified" BEFORE UPDATE ON "tasks" FOR EACH ROW EXECUTE FUNCTION "touch_timestamp_last_modified"();--> statement-breakpoint
CREATE TRIGGER "customers_touch_modified" BEFORE UPDATE ON "customers" FOR EACH ROW EXECUTE FUNCTION "touch_timestamp_last_modified"();
