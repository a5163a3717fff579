-- A new base price changes what the unit record says (`price`): stamp the unit, so the grid's
-- `units.changes` picks the new price up like any other change of the unit.
CREATE FUNCTION "base_prices_stamp_unit"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "units" SET "changed_at" = clock_timestamp() WHERE "id" = NEW."unit";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "base_prices_stamp_unit" AFTER INSERT OR UPDATE ON "base_prices" FOR EACH ROW EXECUTE FUNCTION "base_prices_stamp_unit"();
