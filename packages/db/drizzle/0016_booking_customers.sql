ALTER TABLE "bookings" ADD COLUMN "customer_name" varchar(255);--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "customer_phone" varchar(16);--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "customer_email" varchar(255);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_customer_complete" CHECK (("bookings"."customer_name" is null and "bookings"."customer_phone" is null and "bookings"."customer_email" is null) or ("bookings"."customer_name" is not null and "bookings"."customer_phone" is not null));--> statement-breakpoint
-- A generated column cannot be altered: drop it (its trigram index goes with it) and add it again
-- after the customer columns it reads.
ALTER TABLE "bookings" drop column "search_text";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(number::text || ' ' || coalesce(crm_deal_id, '') || ' ' || coalesce(comment, '') || ' ' || coalesce(unit_data->>'code', '') || ' ' || coalesce(customer_name, '') || ' ' || coalesce(ltrim(customer_phone, '+'), ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "bookings_search_trgm" ON "bookings" USING gin ("search_text" gin_trgm_ops);
