ALTER TABLE "units" ADD COLUMN "plan_url" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "valid_until" timestamp with time zone;