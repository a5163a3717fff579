ALTER TABLE "units" ADD COLUMN "changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "units_changed_at_index" ON "units" USING btree ("changed_at");--> statement-breakpoint
-- Every insert and update stamps the row with the database's clock at that moment (not the
-- transaction's start), so `units.changes` finds it by `changed_at` whoever wrote it (the API, the
-- stock sync, a script). Readers look back a few seconds before their last version to cover a
-- change stamped before, but committed after, that version.
CREATE FUNCTION "units_stamp_changed_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.changed_at := clock_timestamp();
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "units_changed_at" BEFORE INSERT OR UPDATE ON "units" FOR EACH ROW EXECUTE FUNCTION "units_stamp_changed_at"();
