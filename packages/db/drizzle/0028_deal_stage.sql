ALTER TABLE "bookings" ADD COLUMN "deal_stage" varchar(32) DEFAULT 'DEAL_STAGE_BOOKED' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "deal_steps" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "bookings_live_by_stage" ON "bookings" USING btree ("deal_stage","number") WHERE status in ('BOOKING_STATUS_BOOKED', 'BOOKING_STATUS_PAID') and active and deleted_at is null;--> statement-breakpoint
UPDATE "bookings" SET "deal_stage" = CASE "status" WHEN 'BOOKING_STATUS_PAID' THEN 'DEAL_STAGE_PAID' WHEN 'BOOKING_STATUS_BOOKED' THEN (CASE WHEN "active" THEN 'DEAL_STAGE_BOOKED' ELSE 'DEAL_STAGE_CANCELLED' END) ELSE 'DEAL_STAGE_CANCELLED' END WHERE "deal_stage" = 'DEAL_STAGE_BOOKED';
