-- The unit-price lookups order by valid_from desc, created_at desc, id desc (nulls first, as any
-- plain "desc"): an index in that exact order lets the newest price be read with one index step
-- instead of a sort of every price of the unit (0019 had drizzle's "desc nulls last").
DROP INDEX "base_prices_unit_valid_from";--> statement-breakpoint
CREATE INDEX "base_prices_unit_valid_from" ON "base_prices" USING btree ("unit","valid_from" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);