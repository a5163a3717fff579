ALTER TABLE "bookings" drop column "search_text";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(number::text || ' ' || coalesce(crm_deal_id, '') || ' ' || coalesce(comment, '') || ' ' || coalesce(unit_data->>'code', ''))) STORED NOT NULL;--> statement-breakpoint
-- Dropping the column dropped its trigram index: recreate it.
CREATE INDEX "bookings_search_trgm" ON "bookings" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bookings_live_by_responsible" ON "bookings" USING btree ("responsible","expiration_date","id") WHERE status in ('BOOKING_STATUS_BOOKED', 'BOOKING_STATUS_PAID') and active and deleted_at is null;--> statement-breakpoint
CREATE INDEX "bookings_live_by_owner" ON "bookings" USING btree ("owner","expiration_date","id") WHERE status in ('BOOKING_STATUS_BOOKED', 'BOOKING_STATUS_PAID') and active and deleted_at is null;