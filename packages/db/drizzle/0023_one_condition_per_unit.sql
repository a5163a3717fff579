-- Duplicates attached before the index (the single create did not refuse them): the oldest stays,
-- the later ones' current versions are closed now, as an update would close them.
UPDATE "discount_conditions" SET "valid_to" = now(), "updated_at" = now() WHERE "version" IN (
  SELECT "version" FROM (
    SELECT "version", row_number() OVER (PARTITION BY "unit", "discount" ORDER BY "created_at", "version") AS n
    FROM "discount_conditions" WHERE "valid_to" IS NULL AND "active" AND "deleted_at" IS NULL
  ) d WHERE d.n > 1
);--> statement-breakpoint
-- Duplicates attached before the index (the single create did not refuse them): the oldest stays,
-- the later ones' current versions are closed now, as an update would close them.
UPDATE "option_conditions" SET "valid_to" = now(), "updated_at" = now() WHERE "version" IN (
  SELECT "version" FROM (
    SELECT "version", row_number() OVER (PARTITION BY "unit", "option" ORDER BY "created_at", "version") AS n
    FROM "option_conditions" WHERE "valid_to" IS NULL AND "active" AND "deleted_at" IS NULL
  ) d WHERE d.n > 1
);--> statement-breakpoint
CREATE UNIQUE INDEX "discount_conditions_attached" ON "discount_conditions" USING btree ("unit","discount") WHERE valid_to is null and active and deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "option_conditions_attached" ON "option_conditions" USING btree ("unit","option") WHERE valid_to is null and active and deleted_at is null;