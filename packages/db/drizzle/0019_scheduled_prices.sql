DROP INDEX "base_prices_unit_created";--> statement-breakpoint
-- Scheduled base prices: a price is in force from its valid_from; every existing price was in
-- force from when it was written. The backfill leaves the units' change stamps alone (nothing
-- the grid shows changes).
ALTER TABLE "base_prices" ADD COLUMN "valid_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "base_prices" DISABLE TRIGGER "base_prices_stamp_unit";--> statement-breakpoint
UPDATE "base_prices" SET "valid_from" = "created_at";--> statement-breakpoint
ALTER TABLE "base_prices" ENABLE TRIGGER "base_prices_stamp_unit";--> statement-breakpoint
ALTER TABLE "base_prices" ALTER COLUMN "valid_from" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "base_prices" ALTER COLUMN "valid_from" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "discount_versions" ADD COLUMN "active_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "discount_versions" ADD COLUMN "active_to" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "discounts" ADD COLUMN "active_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "discounts" ADD COLUMN "active_to" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "option_versions" ADD COLUMN "active_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "option_versions" ADD COLUMN "active_to" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "options" ADD COLUMN "active_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "options" ADD COLUMN "active_to" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "base_prices_unit_valid_from" ON "base_prices" USING btree ("unit","valid_from" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "base_prices_scheduled" ON "base_prices" USING btree ("valid_from") WHERE "base_prices"."valid_from" > "base_prices"."created_at";--> statement-breakpoint
ALTER TABLE "discount_versions" ADD CONSTRAINT "discount_versions_period" CHECK ("discount_versions"."active_from" is null or "discount_versions"."active_to" is null or "discount_versions"."active_to" > "discount_versions"."active_from");--> statement-breakpoint
ALTER TABLE "discounts" ADD CONSTRAINT "discounts_period" CHECK ("discounts"."active_from" is null or "discounts"."active_to" is null or "discounts"."active_to" > "discounts"."active_from");--> statement-breakpoint
ALTER TABLE "option_versions" ADD CONSTRAINT "option_versions_period" CHECK ("option_versions"."active_from" is null or "option_versions"."active_to" is null or "option_versions"."active_to" > "option_versions"."active_from");--> statement-breakpoint
ALTER TABLE "options" ADD CONSTRAINT "options_period" CHECK ("options"."active_from" is null or "options"."active_to" is null or "options"."active_to" > "options"."active_from")