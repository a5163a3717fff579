CREATE INDEX "units_code_trgm" ON "units" USING gin (lower("code") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bookings_live_search_trgm" ON "bookings" USING gin ("search_text" gin_trgm_ops) WHERE status in ('BOOKING_STATUS_BOOKED', 'BOOKING_STATUS_PAID') and active and deleted_at is null;--> statement-breakpoint
CREATE INDEX "bookings_customer_name_trgm" ON "bookings" USING gin (lower("customer_name") gin_trgm_ops) WHERE customer_name is not null;--> statement-breakpoint
CREATE INDEX "bookings_deal_idx" ON "bookings" USING btree (lower("crm_deal_id")) WHERE crm_deal_id is not null;--> statement-breakpoint
CREATE INDEX "bookings_phone_idx" ON "bookings" USING btree ("customer_phone" varchar_pattern_ops) WHERE customer_phone is not null;--> statement-breakpoint
CREATE INDEX "bookings_phone_reversed_idx" ON "bookings" USING btree (reverse("customer_phone") text_pattern_ops) WHERE customer_phone is not null;--> statement-breakpoint
CREATE INDEX "documents_number_trgm" ON "documents" USING gin (lower("number") gin_trgm_ops);